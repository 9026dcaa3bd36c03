// /variants: every problem of the family solved in a worker, its figure and a checked
// example drawn; the address holds the problem and the size, and a bad one is named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAttr, expectText, open, usePage } from '../lib.mjs';

const page = usePage();

/** The figure and the example shown for the problem and size in the address. */
async function solved(p, variant, n) {
  await open(p, `/variants?v=${variant}&n=${n}`);
  const result = p.getByTestId('variant-result');
  await result.waitFor({ timeout: 30_000 });
  return {
    pieces: Number(await result.getAttribute('data-pieces')),
    ways: Number(await result.getAttribute('data-ways')),
    text: await result.textContent(),
    drawn: await p.getByTestId('variant-piece').count(),
    pawns: await p.getByTestId('variant-pawn').count(),
    layers: await p.getByTestId('variant-layer').count(),
  };
}

test('each problem shows the published figure and draws one placement of it', async () => {
  const p = page();
  for (const [variant, n, pieces, ways, layers] of [
    ['torus', 7, 7, 28, 1],
    ['superqueens', 10, 10, 4, 1],
    ['rooks', 8, 8, 40320, 1],
    ['bishops', 8, 14, 256, 1],
    ['kings', 8, 16, 281571, 1],
    ['knights', 8, 32, 2, 1],
    ['domination', 8, 5, 4860, 1],
    ['cube', 4, 7, 1344, 4],
    ['pawn', 8, 9, 128, 1],
  ]) {
    const s = await solved(p, variant, n);
    assert.deepEqual([s.pieces, s.ways, s.drawn, s.layers], [pieces, ways, pieces, layers], variant);
    assert.equal(s.pawns, variant === 'pawn' ? 1 : 0, variant);
  }
});

test('the selector and the size change the problem, the address follows, and no solution is explained', async () => {
  const p = page();
  await open(p, '/variants');
  await expectText(p.getByTestId('variant-result'), '7 queens fit on the 7×7 torus', 30_000);
  await p.getByTestId('variant').selectOption('kings');
  await expectText(p.getByTestId('variant-result'), 'At most 16 kings fit on the 8×8 board');
  assert.match(p.url(), /\/variants\?v=kings&n=8$/);
  await p.getByTestId('variant').selectOption('torus');
  const input = p.getByTestId('n-input');
  await input.fill('6');
  await input.press('Enter');
  await expectText(p.getByTestId('variant-result'), 'The 6×6 torus has no solution: 6 is divisible by 2.');
  assert.equal(await p.getByTestId('variant-piece').count(), 0);
  assert.match(p.url(), /v=torus&n=6$/);
});

test('a malformed address is named and replaced by a default', async () => {
  const p = page();
  await open(p, '/variants?v=dragons&n=8');
  await expectText(p.getByTestId('notice'), 'no problem called “dragons”');
  await expectText(p.getByTestId('variant-result'), 'torus');
  await open(p, '/variants?v=cube&n=9');
  await expectText(p.getByTestId('notice'), '9');
  await expectAttr(p.getByTestId('variant-board'), 'data-n', 4, 30_000);
});

test('playing a variant marks attacks by its rules and names an optimal placement', async () => {
  const p = page();
  await open(p, '/variants?v=kings&n=3');
  await p.getByTestId('variant-result').waitFor({ timeout: 30_000 });
  await p.getByTestId('variant-mode-play').click();
  const status = p.getByTestId('variant-play-status');
  await expectText(status, '0 kings placed, 0 attacked; the most possible is 4');
  const cell = (row, col, layer = 0) => p.locator(`[data-testid="variant-cell"][data-cell="${layer}-${row}-${col}"]`);
  // A king in the middle attacks the eight squares around it.
  await cell(1, 1).click();
  assert.equal(await p.getByTestId('variant-attacked').count(), 8);
  // A second king beside it: both are attacked.
  await cell(1, 2).click();
  await expectText(status, '2 kings placed, 2 attacked');
  assert.equal(await p.locator('[data-testid="variant-piece"].conflict').count(), 2);
  // Take both back (the keyboard works too), then the four corners: optimal.
  await cell(1, 1).click();
  await cell(1, 2).focus();
  await p.keyboard.press('Enter');
  for (const [r, c] of [[0, 0], [0, 2], [2, 0], [2, 2]]) await cell(r, c).click();
  await expectText(p.getByTestId('variant-verdict'), 'Optimal! 4 kings, none attacked: the only such placement.');
  // A new size starts an empty board.
  const input = p.getByTestId('n-input');
  await input.fill('4');
  await input.press('Enter');
  await expectText(status, '0 kings placed');
});

test('on the torus, attacks wrap around the edges; in the cube they cross the layers', async () => {
  const p = page();
  await open(p, '/variants?v=torus&n=5');
  await p.getByTestId('variant-result').waitFor({ timeout: 30_000 });
  await p.getByTestId('variant-mode-play').click();
  await p.locator('[data-testid="variant-cell"][data-cell="0-0-0"]').click();
  // Row, column and both wrapped diagonals: 4 lines of 4 other squares each.
  assert.equal(await p.getByTestId('variant-attacked').count(), 16);
  await open(p, '/variants?v=cube&n=3');
  await p.getByTestId('variant-result').waitFor({ timeout: 30_000 });
  await p.getByTestId('variant-mode-play').click();
  await p.locator('[data-testid="variant-cell"][data-cell="1-1-1"]').click();
  // The centre of the 3×3×3 cube sees all 26 other cells.
  assert.equal(await p.getByTestId('variant-attacked').count(), 26);
});
