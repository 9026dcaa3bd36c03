import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { assertOnScreen, BASE, board, boxOf, expectAttr, expectText, open, until, usePage } from '../lib.mjs';
import { playPage } from '../pages/play.mjs';

const page = usePage();
const CLI = process.env.NQUEENS_CLI ?? join(import.meta.dirname, '..', '..', 'target', 'release', 'nqueens');

test('play a full 8-queens solution by clicks and get its verdict', async () => {
  const p = page();
  await open(p, '/play?n=8');
  await playPage(p).playByClicks('84136275');
  const verdict = p.getByTestId('verdict');
  await expectAttr(verdict, 'data-solved', 'true');
  await expectAttr(verdict, 'data-canonical', '15863724');
  await expectText(verdict, 'solution 92 of 92');
  await expectText(verdict, 'fundamental solution #1 of 12');
  await expectText(verdict, 'reflected in the horizontal axis');
  await expectText(p.getByTestId('status'), '8 of 8 queens placed, no conflicts');
});

test('play another solution with the keyboard only', async () => {
  const p = page();
  await open(p, '/play?n=8');
  // Tab to the board, as a keyboard user would.
  await until(async () => {
    await p.keyboard.press('Tab');
    return p.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'board');
  }, 'focus on the board', 10_000);
  let row = 1, col = 1; // the cursor starts on a1
  for (const [i, ch] of [...'46827135'].entries()) {
    const target = Number(ch);
    while (col < i + 1) { await p.keyboard.press('ArrowRight'); col++; }
    while (row < target) { await p.keyboard.press('ArrowUp'); row++; }
    while (row > target) { await p.keyboard.press('ArrowDown'); row--; }
    await p.keyboard.press(i % 2 ? 'Enter' : 'Space');
  }
  const verdict = p.getByTestId('verdict');
  await expectAttr(verdict, 'data-solved', 'true');
  await expectAttr(verdict, 'data-canonical', '35281746');
  await expectText(verdict, 'rotated by 90°');
  await expectText(verdict, 'Its class has 4 solutions');
  await expectText(p.getByTestId('announcement'), 'Queen on h5');
});

test('undo and redo, by buttons and by Ctrl+Z / Ctrl+Shift+Z', async () => {
  const p = page();
  await open(p, '/play?n=6');
  const b = board(p);
  await b.square(2, 1).click();
  await b.square(4, 2).click();
  await expectText(p.getByTestId('status'), '2 of 6');
  await p.getByTestId('undo').click();
  await expectAttr(b.square(4, 2), 'data-state', 'empty');
  await expectAttr(b.square(2, 1), 'data-state', 'queen');
  await p.getByTestId('redo').click();
  await expectAttr(b.square(4, 2), 'data-state', 'queen');
  await p.keyboard.press('Control+z');
  await p.keyboard.press('Control+z');
  await expectAttr(b.square(2, 1), 'data-state', 'empty');
  await p.keyboard.press('Control+Shift+z');
  await expectAttr(b.square(2, 1), 'data-state', 'queen');
  await expectText(p.getByTestId('status'), '1 of 6');
});

test('on a 1280×800 desktop, the last queen\'s verdict and a hint show on screen with the board', async () => {
  const p = page();
  await open(p, '/play?n=8&q=1586372');
  await board(p).square(4, 8).click();
  await expectAttr(p.getByTestId('verdict'), 'data-solved', 'true');
  await expectText(p.getByTestId('verdict'), 'solution');
  await p.waitForTimeout(300);
  assertOnScreen(await boxOf(p.getByTestId('verdict')), 'the verdict', { width: 1280, height: 800 });
  // The hint is asked for before the worker has analysed the position (its wasm held back
  // 1.5 s): the sentence comes later, and it is that sentence which must show.
  await p.context().route('**/worker_bg.wasm', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await open(p, '/play?n=8&q=13572460');
  await p.getByTestId('hint').click();
  await expectText(p.getByTestId('hint-message'), 'file h has no safe square left');
  await p.waitForTimeout(300);
  assertOnScreen(await boxOf(p.getByTestId('hint-message')), 'the hint', { width: 1280, height: 800 });
  const b = await boxOf(p.getByTestId('board'));
  assert.ok(b.top < 800 && b.bottom > 0, 'the board is still in view');
});

test('a tap elsewhere in a file moves its queen, and the page says so', async () => {
  const p = page();
  await open(p, '/play?n=8');
  const b = board(p);
  await b.square(1, 1).click();
  assert.equal(await p.getByTestId('moved-note').count(), 0, 'placing a queen is no move');
  await b.square(5, 1).click();
  await expectAttr(b.square(1, 1), 'data-state', 'attacked');
  await expectAttr(b.square(5, 1), 'data-state', 'queen');
  await expectText(p.getByTestId('moved-note'), 'The queen of file a moved from a1 to a5: a file holds one queen');
  await expectText(p.getByTestId('announcement'), 'Queen moved from a1 to a5');
  await expectText(p.getByTestId('status'), '1 of 8');
  assert.ok(p.url().endsWith('q=50000000'), p.url());
  // The next change ends the note; undo brings a1 back.
  await p.getByTestId('undo').click();
  await expectAttr(b.square(1, 1), 'data-state', 'queen');
  assert.equal(await p.getByTestId('moved-note').count(), 0);
});

test('a permalink reopens the position', async () => {
  const p = page();
  await open(p, '/play?n=10');
  const b = board(p);
  await b.square(3, 1).click();
  await b.square(7, 4).click();
  await until(async () => p.url().includes('q='), 'the URL to hold the position');
  const url = p.url();
  assert.match(url, /\/play\?n=10&q=3,0,0,7,0,0,0,0,0,0$/);
  const again = await p.context().newPage();
  await again.goto(url);
  const b2 = board(again);
  await expectAttr(b2.svg, 'data-n', 10);
  await expectAttr(b2.square(3, 1), 'data-state', 'queen');
  await expectAttr(b2.square(7, 4), 'data-state', 'queen');
  assert.equal(await b2.svg.locator('[data-state="queen"]').count(), 2);
});

test('the hint names a square that keeps the position completable', async () => {
  const p = page();
  await open(p, '/play?n=8&q=1');
  await expectAttr(p.getByTestId('completion'), 'data-count', '4');
  await p.getByTestId('hint').click();
  const message = p.getByTestId('hint-message');
  await expectText(message, 'Try a queen on');
  const square = (await message.textContent()).match(/on ([a-h])([1-8])/);
  const col = square[1].charCodeAt(0) - 96, row = Number(square[2]);
  // Ask the core (CLI) whether some solution has both queens.
  const through = execFileSync(CLI, ['list', '8', '--fixed', `${row},${col}`], { encoding: 'utf8' })
    .trim().split('\n');
  assert.ok(through.some((s) => s[0] === '1'), `no solution has a1 and ${square[0]}: ${through}`);
  await board(p).square(row, col).click();
  await expectAttr(p.getByTestId('completion'), 'data-completable', 'true');
});

test('a hopeless position gets a hint to remove a queen, with the reason', async () => {
  const p = page();
  await open(p, '/play?n=8&q=12');
  await expectAttr(p.getByTestId('completion'), 'data-completable', 'false');
  await p.getByTestId('hint').click();
  await expectText(p.getByTestId('hint-message'), 'Two queens attack each other');
  await expectText(p.getByTestId('hint-message'), /Take back the queen on [ab][12]/);
  assert.equal(await p.getByTestId('marked-line').count(), 0, 'no line is blocked: the attack is the reason');
});

test('the classic dead end names file h, marks it, and says which queen to take back', async () => {
  const p = page();
  await open(p, '/play?n=8&q=13572460');
  await expectAttr(p.getByTestId('completion'), 'data-completable', 'false');
  await p.getByTestId('hint').click();
  const message = p.getByTestId('hint-message');
  await expectText(message, 'Dead end: file h has no safe square left');
  await expectText(message, 'Take back the queen on g6 first');
  await expectAttr(p.getByTestId('marked-line'), 'data-line', 'file-h');
  // Every square of file h is attacked, as the board shows it.
  for (let row = 1; row <= 8; row++) {
    await expectAttr(board(p).square(row, 8), 'data-state', 'attacked');
  }
  assert.match(await p.locator('.highlight.take-back').getAttribute('data-focus'), /@6,7$/);
});

test('a dead end a few queens away names the line the longest way on runs into', async () => {
  const p = page();
  await open(p, '/play?n=8&q=13500000');
  await expectAttr(p.getByTestId('completion'), 'data-completable', 'false');
  await p.getByTestId('hint').click();
  await expectText(p.getByTestId('hint-message'), /No file or rank is blocked yet, but every way on runs into one: even the longest, adding [a-h][1-8](, [a-h][1-8])*( and [a-h][1-8])?, leaves (file [a-h]|rank [1-8]) with no safe square\./);
  const named = (await p.getByTestId('hint-message').textContent()).match(/leaves (file|rank) ([a-h1-8])/);
  await expectAttr(p.getByTestId('marked-line'), 'data-line', `${named[1]}-${named[2]}`);
});

test('a malformed URL shows a message and an empty board', async () => {
  const p = page();
  await open(p, '/play?n=8&q=19x');
  await expectText(p.getByTestId('notice'), 'Cannot read the placement: row 9 is off a board of 8 rows. The board starts empty.');
  await expectAttr(board(p).svg, 'data-n', 8);
  assert.equal(await board(p).svg.locator('[data-state="queen"]').count(), 0);
  // The address bar holds the board shown, as a link to share or a page to reload.
  await until(() => p.url().endsWith('/play?n=8'), 'the address of the empty board');
  await open(p, '/play?n=99&q=1');
  await expectText(p.getByTestId('notice'), '“99” is not a board size this page offers: choose 1 to 20.');
  await until(() => p.url().endsWith('/play?n=8'), 'the address of the board shown');
});

test('n = 3 keeps its board to try and explains why there is no solution, n = 1 is solved by one queen', async () => {
  const p = page();
  await open(p, '/play?n=3');
  await expectText(p.getByTestId('no-solution'), 'no solution');
  await expectAttr(board(p).svg, 'data-n', 3);
  await board(p).square(1, 1).click();
  await board(p).square(3, 2).click();
  await expectAttr(board(p).square(3, 2), 'data-state', 'queen');
  await open(p, '/play?n=1');
  await board(p).square(1, 1).click();
  await expectAttr(p.getByTestId('verdict'), 'data-solved', 'true');
});

test('the contest puzzle lists the solutions through a square and loads one', async () => {
  const p = page();
  await open(p, '/play?n=8');
  await p.getByTestId('fix-queen').click();
  await board(p).square(8, 1).click(); // a8: row 1 of the contest, counted from the top
  await expectAttr(p.getByTestId('through-count'), 'data-count', 4);
  await expectText(p.getByTestId('contest-listing'), ' 1      1 5 8 6 3 7 2 4');
  await p.getByTestId('through-solution').first().click();
  await expectAttr(p.getByTestId('verdict'), 'data-solved', 'true');
  assert.ok(p.url().startsWith(BASE + '/play?n=8&q='));
});

test('the skip link moves the focus to the content and stays on the page', async () => {
  await open(page(), '/solve?n=6');
  await page().keyboard.press('Tab');
  await until(() => page().evaluate(() => document.activeElement?.classList.contains('skip-link')), 'the skip link focused');
  await page().keyboard.press('Enter');
  await until(() => page().evaluate(() => document.activeElement?.id === 'main'), 'the content focused');
  assert.equal(new URL(page().url()).pathname, '/solve');
});

test('/play.html opens the play page with its position, and robots.txt is text', async () => {
  const p = page();
  await open(p, '/play.html?n=6&q=246135');
  await expectAttr(board(p).svg, 'data-n', 6);
  await expectAttr(p.getByTestId('verdict'), 'data-solved', 'true');
  assert.match(new URL(p.url()).pathname, /\/play$/);
  const robots = await p.request.get(`${new URL(p.url()).origin}/robots.txt`);
  assert.equal(robots.status(), 200);
  assert.match(await robots.text(), /^User-agent: \*/);
});

test('the board downloads as PNG and SVG under the page\'s strict policy', async () => {
  const p = page();
  await open(p, '/play?n=6&q=246135');
  await p.locator('details.share summary').click();
  for (const [testid, name, magic] of [['download-png', 'queens-6.png', '\x89PNG'], ['download-svg', 'queens-6.svg', '<svg']]) {
    const [file] = await Promise.all([p.waitForEvent('download'), p.getByTestId(testid).click()]);
    assert.equal(file.suggestedFilename(), name);
    const bytes = readFileSync(await file.path());
    assert.ok(bytes.length > 200, `${name}: ${bytes.length} bytes`);
    assert.equal(bytes.subarray(0, magic.length).toString('latin1'), magic, name);
  }
});
