// Journeys on a desktop: the site entered at `/` and walked by its own links, buttons and
// the browser's history, as people walk it (e2e/journey.mjs). Pressing Next chapter on
// chapter 3 once stopped the app (a value read after its chapter had gone), and so did
// other moves between pages that the specs, entering each page by its address, never made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAttr, expectText, until, usePage } from '../lib.mjs';
import { PLAIN } from '../pages/code.mjs';
import { CHAPTERS, PAGES, address, assertRunning, enter, expectChapter, expectPage, viaHeader } from '../journey.mjs';

const page = usePage();
const [LEARN, PLAY, SOLVE, GALLERY, LAB, , CODE] = PAGES;

test('from /, chapter 1 from the path, then Next chapter to every chapter in turn; Back and Forward retrace them', { timeout: 180_000 }, async () => {
  const p = page();
  await enter(p);
  await p.locator('[data-testid="path-chapter"][data-chapter="1"] a').click();
  await expectChapter(p, 1);
  for (let k = 1; k < 8; k++) {
    await p.getByTestId('next-chapter').click();
    await expectChapter(p, k + 1);
    // A chapter opens at its top, its heading on screen.
    await until(() => p.evaluate(() => scrollY === 0), `chapter ${k + 1} opened at its top`);
  }
  for (let k = 7; k >= 1; k--) {
    await p.goBack();
    await expectChapter(p, k);
  }
  await p.goBack();
  await expectPage(p, LEARN);
  assert.equal(await p.getByTestId('path-chapter').count(), 8);
  for (let k = 1; k <= 3; k++) {
    await p.goForward();
    await expectChapter(p, k);
  }
  // Back to the path by the chapter's own link, then a chapter's card again.
  await p.getByTestId('all-chapters').click();
  await expectPage(p, LEARN);
  await p.locator('[data-testid="path-chapter"][data-chapter="6"] a').click();
  await expectChapter(p, 6);
  await p.getByTestId('next-chapter').click();
  await expectChapter(p, 7);
});

test('each chapter\'s Next chapter, after using its board, leads to the next one', { timeout: 180_000 }, async () => {
  const p = page();
  await enter(p);
  for (let k = 1; k < 8; k++) {
    await p.locator(`[data-testid="path-chapter"][data-chapter="${k}"] a`).click();
    await expectChapter(p, k);
    // A move on the chapter's board where it has one that answers a click.
    const square = p.locator('[data-testid="chapter"] [data-testid="board"] [data-testid="square"]').first();
    if (await square.count()) await square.click();
    await p.getByTestId('next-chapter').click();
    await expectChapter(p, k + 1);
    await p.getByTestId('all-chapters').click();
    await expectPage(p, LEARN);
  }
});

test('the last chapter sends the reader on to their own solver; a notice stays with the page that said it', { timeout: 120_000 }, async () => {
  const p = page();
  await enter(p);
  await p.locator('[data-testid="path-chapter"][data-chapter="8"] a').click();
  await expectChapter(p, 8);
  // Its figures are the core's, the slow ones computed after the text is shown.
  const text = p.locator('.chapter-text');
  await until(async () => !(await text.allTextContents()).join(' ').includes('…'), 'every figure filled');
  const body = (await text.allTextContents()).join(' ').replace(/\u202f/g, ' ');
  assert.match(body, /from n = 6: 128 ways/);
  assert.match(body, /8 rooks \(40 320 ways\), 14 bishops \(256\), 16 kings \(281 571\), 32 knights \(only 2\)/);
  assert.match(body, /5 for the 8×8 board, in 4 860 ways/);
  assert.equal(await p.getByTestId('next-chapter').count(), 0);
  await expectText(p.getByTestId('chapter-end'), 'End of the last chapter.');
  await p.getByTestId('write-your-own').click();
  await expectPage(p, CODE);
  // A size refused on /play is said there, and not carried to /solve.
  await viaHeader(p, PLAY);
  const size = p.getByTestId('n-input').first();
  await size.fill('99');
  await size.press('Enter');
  await expectText(p.getByTestId('notice'), '99');
  await viaHeader(p, SOLVE);
  await until(async () => (await p.getByTestId('notice').count()) === 0, 'the notice left on /play');
});

test('every header link from every page, entered at / and never by address', { timeout: 300_000 }, async () => {
  const p = page();
  await enter(p);
  await p.evaluate(() => { window.__sameDocument = true; });
  for (const from of PAGES) {
    for (const to of PAGES) {
      await viaHeader(p, from);
      await viaHeader(p, to);
    }
  }
  assert.equal(await p.evaluate(() => window.__sameDocument), true, 'every move stayed in the page');
});

test('the language switched mid-journey: Spanish from chapter 3 on, through Next chapter and the header', { timeout: 120_000 }, async () => {
  const p = page();
  await enter(p);
  await p.locator('[data-testid="path-chapter"][data-chapter="3"] a').click();
  await expectChapter(p, 3);
  await p.locator('[data-testid="square"][data-row="1"][data-col="1"]').click();
  await expectAttr(p.getByTestId('predict-reveal'), 'data-judgement', 'right');
  // The program to put in order, one line moved first: the move is kept, and every
  // line follows the language.
  const lines = p.getByTestId('parsons-line');
  const texts = () => lines.locator('code').allTextContents();
  const first = (await texts())[0];
  await lines.first().focus();
  await p.keyboard.press('Alt+ArrowDown');
  await until(async () => (await texts())[1] === first, 'the first line moved down');
  await p.getByTestId('lang-select').selectOption('es');
  await expectChapter(p, 3, 'es');
  await until(async () => (await texts()).includes('si k > n: anotar la solución; volver'), 'the program in Spanish');
  const english = ['queens(k, rows, diagonals135, diagonals45):', 'if k > n: report the solution; return',
    'take the queen off (k, r)', 'queens(1, ∅, ∅, ∅); stop'];
  assert.deepEqual((await texts()).filter((t) => english.includes(t)), [], 'no line left in English');
  assert.equal(await lines.count(), 7);
  await p.getByTestId('next-chapter').click();
  await expectChapter(p, 4, 'es');
  await viaHeader(p, PLAY, 'es');
  await viaHeader(p, SOLVE, 'es');
  await p.goBack();
  await expectPage(p, PLAY, 'es');
  await p.getByTestId('lang-select').selectOption('en');
  await expectPage(p, PLAY, 'en');
  await p.goBack();
  await expectChapter(p, 4, 'en');
  assert.equal(CHAPTERS.en.length, 8);
});

test('pages left while their workers are busy (a count, a search, a learner\'s program, a huge board), then returned to', { timeout: 180_000 }, async () => {
  const p = page();
  await enter(p);
  // The lab: a long count, left for Play; back by the header, a new count runs and ends.
  await viaHeader(p, LAB);
  const input = p.getByTestId('n-input').first();
  await input.fill('17');
  await input.press('Enter');
  await p.getByTestId('count').click();
  await until(async () => p.getByTestId('count').isDisabled(), 'the count running');
  await viaHeader(p, PLAY);
  await viaHeader(p, LAB);
  await until(async () => p.getByTestId('count').isEnabled(), 'Count ready again');
  await input.fill('9');
  await input.press('Enter');
  await p.getByTestId('count').click();
  await expectAttr(p.locator('[data-testid="count-result"][data-n="9"]'), 'data-total', '352');

  // A search playing on /solve, left for the gallery; Back returns to a page that plays.
  await viaHeader(p, SOLVE);
  await p.getByTestId('play').click();
  await until(async () => Number(await p.getByTestId('counter-tried').textContent()) > 0, 'the search under way');
  await viaHeader(p, GALLERY);
  await p.goBack();
  await expectPage(p, SOLVE);
  await p.getByTestId('play').click();
  await until(async () => Number(await p.getByTestId('counter-tried').textContent()) > 0, 'the search under way again');

  // A learner's endless program, left running; back, the plain solver runs to its end.
  await viaHeader(p, CODE);
  const editor = p.getByTestId('editor');
  await editor.fill('let i = 0;\nloop { i += 1; }\n');
  await p.getByTestId('run').click();
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'running');
  await viaHeader(p, LEARN);
  await p.goBack();
  await expectPage(p, CODE);
  await editor.fill(PLAIN);
  await p.getByTestId('run').click();
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'done', 30_000);

  // Chapter 6's huge board at work, left by Next chapter.
  await viaHeader(p, LEARN);
  await p.locator('[data-testid="path-chapter"][data-chapter="6"] a').click();
  await expectChapter(p, 6);
  await p.getByTestId('huge-open').click();
  await p.getByTestId('huge-solve').click();
  await p.getByTestId('next-chapter').click();
  await expectChapter(p, 7);
  await expectText(p.locator('#chapter-title'), CHAPTERS.en[6]);
  await assertRunning(p, 'after leaving every busy page');
  assert.match(address(p), /^\/learn\?chapter=7$/);
});
