// /variants on a phone, tapped: a clash on the torus is drawn round the edge and said
// under the board, both on screen with the board; the walk's controls and sentence
// stay in view as it steps; nothing scrolls sideways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOnScreen, boxOf, expectAttr, expectText, open, PHONE, usePage } from '../lib.mjs';

const page = usePage(PHONE);



const cell = (p, c) => p.locator(`[data-testid="variant-cell"][data-cell="${c}"]`);

test('a clash on the 7×7 torus, tapped: its line round the edge and its sentence, on screen with the board', async () => {
  const p = page();
  await open(p, '/variants?v=torus&n=7');
  await p.getByTestId('variant-count').waitFor({ timeout: 30_000 });
  await p.getByTestId('variant-mode-play').tap();
  await p.getByTestId('variant-board').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await cell(p, '0-0-1').tap();
  await cell(p, '0-5-6').tap();
  await expectAttr(p.getByTestId('torus-line'), 'data-pair', 'b1-g6');
  // b1 to g6 the short way: down-left over the bottom edge to a7, then over the left
  // edge to g6.
  await expectAttr(p.getByTestId('torus-line'), 'data-wraps', '2');
  assert.equal(await p.getByTestId('torus-line').locator('line').count(), 3);
  const words = p.getByTestId('torus-wrap');
  await expectText(words, 'b1 and g6 attack each other round the edge');
  assertOnScreen(await boxOf(words), 'the sentence');
  assertOnScreen(await boxOf(p.getByTestId('variant-board')), 'the board, with it');
  assert.ok((await p.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling');
});

test('watching the search on a phone: Step, tapped, keeps the board and its sentence in view', async () => {
  const p = page();
  await open(p, '/variants?v=torus&n=5');
  await p.getByTestId('variant-count').waitFor({ timeout: 30_000 });
  await p.getByTestId('variant-mode-watch').tap();
  await p.getByTestId('walk-position').waitFor();
  await p.getByTestId('variant-walk').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  const step = p.getByTestId('walk-step');
  for (let i = 0; i < 3; i += 1) await step.tap();
  await expectAttr(p.getByTestId('walk-position'), 'data-step', '3');
  assertOnScreen(await boxOf(step), 'Step');
  assertOnScreen(await boxOf(p.getByTestId('walk-sentence')), 'the sentence of the step');
  const board = await boxOf(p.getByTestId('variant-board'));
  const bar = await boxOf(p.locator('.walk-bar'));
  assert.ok(board.top >= 0 && board.bottom <= bar.top + 0.5, `the board is above the controls: ${JSON.stringify(board)}, bar at ${bar.top}`);
  assert.ok((await p.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling');
});
