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
