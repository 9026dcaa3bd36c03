// /play on a phone, tapped: the hint at a dead end, the verdict of a solved board and
// the message of an impossible size land on the screen under the board, where the eye
// is, with the board still in view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOnScreen, board, boxOf, expectAttr, expectText, open, PHONE, usePage } from '../lib.mjs';

const page = usePage(PHONE);

const box = (p, testid) => boxOf(p.getByTestId(testid));


/** Brings the board to the top of the screen, as a player does to play. */
const boardToTop = (p) => p.getByTestId('board').evaluate((e) => window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY - 8));

for (const lang of ['en', 'es']) {
  test(`${lang}: a first look shows the whole board, under a header that keeps to three lines`, async () => {
    const p = page();
    await p.addInitScript((lang) => Object.defineProperty(navigator, 'language', { get: () => lang }), lang);
    await open(p, '/play');
    await expectAttr(board(p).svg, 'data-n', 8);
    // The language and theme share the name's line; the eight links take the two below.
    const brand = await boxOf(p.locator('.site-header .brand'));
    const settings = await boxOf(p.locator('.site-header .settings'));
    assert.ok(settings.top < brand.bottom && brand.top < settings.bottom, `the settings sit beside the name: ${JSON.stringify({ brand, settings })}`);
    const header = await boxOf(p.locator('.site-header'));
    assert.ok(header.height <= 140, `the header is ${Math.round(header.height)} px high`);
    assertOnScreen(await box(p, 'board'), 'the whole board, before any scrolling');
    // The attacked-squares switch is a plain checkbox, not a panel (/code's check panel
    // once shared its class name, and its border and background with it).
    const toggle = await p.locator('label.check').evaluate((e) => { const s = getComputedStyle(e); return [s.borderLeftWidth, s.backgroundColor]; });
    assert.deepEqual(toggle, ['0px', 'rgba(0, 0, 0, 0)'], 'the switch has no border and no background');
  });
}

test('a dead end: tapping Hint shows its reason under the board, on screen with the board', async () => {
  const p = page();
  await open(p, '/play?n=8&q=13572460');
  await expectAttr(p.getByTestId('completion'), 'data-completable', 'false');
  await boardToTop(p);
  await p.getByTestId('hint').evaluate((e) => e.scrollIntoView({ block: 'nearest' }));
  await p.getByTestId('hint').tap();
  await expectText(p.getByTestId('hint-message'), 'file h has no safe square left');
  await p.waitForTimeout(300);
  assertOnScreen(await box(p, 'hint-message'), 'the hint');
  assertOnScreen(await box(p, 'completion'), 'the completion line');
  const b = await box(p, 'board');
  assert.ok(b.bottom > 0 && b.top < 844, 'the board is still (partly) in view');
  assertOnScreen(await box(p, 'marked-line'), 'file h, marked');
  assert.ok((await p.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling');
});

test('solving by taps shows the verdict on screen, and no "still solvable" line', async () => {
  const p = page();
  await open(p, '/play?n=8&q=1586372');
  await boardToTop(p);
  await board(p).square(4, 8).tap();
  await expectAttr(p.getByTestId('verdict'), 'data-solved', 'true');
  await expectText(p.getByTestId('verdict'), 'Solved');
  assertOnScreen(await box(p, 'verdict'), 'the verdict');
  // A touch screen has no hover: the square tapped does not stay lit.
  assert.equal(await board(p).square(4, 8).evaluate((cell) => getComputedStyle(cell.querySelector('.sq')).filter), 'none');
  assert.equal(await p.getByTestId('completion').count(), 0, 'a solved board says solved, not "still solvable"');
});

test('n = 2 keeps its board and says why it has no solution, on screen', async () => {
  const p = page();
  await open(p, '/play?n=2');
  await expectAttr(board(p).svg, 'data-n', 2);
  await boardToTop(p);
  await board(p).square(1, 1).tap();
  await expectAttr(board(p).square(1, 1), 'data-state', 'queen');
  assertOnScreen(await box(p, 'no-solution'), 'the explanation');
});

test("a puzzle's hints climb under the board, on screen, and the share text counts them", async () => {
  const p = page();
  await open(p, '/play?puzzle=8-easy-5');
  await expectAttr(p.getByTestId('board'), 'data-puzzle', '8-easy-5');
  await boardToTop(p);
  const message = p.getByTestId('hint-message');
  for (const rung of ['nudge', 'reason', 'square']) {
    await p.getByTestId('hint').evaluate((e) => e.scrollIntoView({ block: 'nearest' }));
    await p.getByTestId('hint').tap();
    await expectAttr(message, 'data-rung', rung);
    await p.waitForTimeout(300);
    assertOnScreen(await box(p, 'hint-message'), `the ${rung}`);
    assertOnScreen(await box(p, 'marked-line'), `the line to look at, at the ${rung}`);
  }
  // The square the hint gave, tapped; then the rest of the answer, hint by hint.
  for (let placed = 0; placed < 8; placed += 1) {
    const focus = (await board(p).states()).focus;
    if (focus.length === 0) break;
    const [, row, col] = focus[0].match(/@(\d+),(\d+)$/).map(Number);
    await board(p).square(row, col).tap();
    if ((await p.getByTestId('verdict').getAttribute('data-solved')) === 'true') break;
    for (let i = 0; i < 3; i += 1) await p.getByTestId('hint').tap();
  }
  await expectAttr(p.getByTestId('verdict'), 'data-solved', 'true');
  await p.waitForTimeout(300);
  assertOnScreen(await box(p, 'puzzle-result'), 'the result');
  const hints = (await p.getByTestId('share-text').textContent()).match(/with (\d+) hints/);
  assert.ok(hints && Number(hints[1]) % 3 === 0 && Number(hints[1]) >= 3, `the share text counts every rung: ${hints}`);
});
