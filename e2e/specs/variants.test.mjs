// /variants: every problem of the family solved in a worker, its figure and a checked
// example drawn; the address holds the problem and the size, and a bad one is named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { expectAttr, expectText, open, usePage } from '../lib.mjs';

const page = usePage();

/** The figure and the example shown for the problem and size in the address. */
async function solved(p, variant, n) {
  await open(p, `/variants?v=${variant}&n=${n}`);
  const result = p.getByTestId('variant-count');
  await result.waitFor({ timeout: 30_000 });
  return {
    pieces: Number(await result.getAttribute('data-pieces')),
    ways: Number(await result.getAttribute('data-total')),
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
  await expectText(p.getByTestId('variant-count'), '7 queens fit on the 7×7 torus', 30_000);
  await p.getByTestId('variant').selectOption('kings');
  await expectText(p.getByTestId('variant-count'), 'At most 16 kings fit on the 8×8 board');
  assert.match(p.url(), /\/variants\?v=kings&n=8$/);
  await p.getByTestId('variant').selectOption('torus');
  const input = p.getByTestId('n-input');
  await input.fill('6');
  await input.press('Enter');
  await expectText(p.getByTestId('variant-count'), 'The 6×6 torus has no solution: 6 is divisible by 2.');
  assert.equal(await p.getByTestId('variant-piece').count(), 0);
  assert.match(p.url(), /v=torus&n=6$/);
});

test('a malformed address is named and replaced by a default', async () => {
  const p = page();
  await open(p, '/variants?v=dragons&n=8');
  await expectText(p.getByTestId('notice'), 'no problem called “dragons”');
  await expectText(p.getByTestId('variant-count'), 'torus');
  await open(p, '/variants?v=cube&n=9');
  await expectText(p.getByTestId('notice'), '9');
  await expectAttr(p.getByTestId('variant-board'), 'data-n', 4, 30_000);
});

test('playing a variant marks attacks by its rules and names an optimal placement', async () => {
  const p = page();
  await open(p, '/variants?v=kings&n=3');
  await p.getByTestId('variant-count').waitFor({ timeout: 30_000 });
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
  await p.getByTestId('variant-count').waitFor({ timeout: 30_000 });
  await p.getByTestId('variant-mode-play').click();
  await p.locator('[data-testid="variant-cell"][data-cell="0-0-0"]').click();
  // Row, column and both wrapped diagonals: 4 lines of 4 other squares each.
  assert.equal(await p.getByTestId('variant-attacked').count(), 16);
  // A queen on e2 clashes with a1 round the left edge: the line is drawn in two
  // stretches, out over one edge and back in over the other, and said in words.
  assert.equal(await p.getByTestId('torus-line').count(), 0, 'one queen clashes with none');
  await p.locator('[data-testid="variant-cell"][data-cell="0-1-4"]').click();
  const line = p.getByTestId('torus-line');
  await expectAttr(line, 'data-pair', 'a1-e2');
  await expectAttr(line, 'data-wraps', '1');
  assert.equal(await line.locator('line').count(), 2);
  assert.equal(await line.locator('circle').count(), 2, 'a ring where it leaves and where it comes back');
  await expectText(p.getByTestId('torus-wrap'), 'a1 and e2 attack each other round the edge');
  await expectAttr(p.locator('[data-testid="variant-piece"][data-cell="0-1-4"]'), 'class', /conflict/);
  // Taken away, the clash and its words go.
  await p.locator('[data-testid="variant-cell"][data-cell="0-1-4"]').click();
  assert.equal(await p.getByTestId('torus-line').count(), 0);
  assert.equal(await p.getByTestId('torus-wrap').count(), 0);
  await open(p, '/variants?v=cube&n=3');
  await p.getByTestId('variant-count').waitFor({ timeout: 30_000 });
  await p.getByTestId('variant-mode-play').click();
  await p.locator('[data-testid="variant-cell"][data-cell="1-1-1"]').click();
  // The centre of the 3×3×3 cube sees all 26 other cells.
  assert.equal(await p.getByTestId('variant-attacked').count(), 26);
});

test("every problem's count in the worker equals the CLI's", async () => {
  const p = page();
  for (const [variant, n, args] of [
    ['torus', 11, ['count', '11', '--torus']],
    ['superqueens', 11, ['count', '11', '--piece', 'superqueen']],
    ['rooks', 6, ['max', '6', '--piece', 'rook']],
    ['bishops', 7, ['max', '7', '--piece', 'bishop']],
    ['kings', 7, ['max', '7', '--piece', 'king']],
    ['knights', 7, ['max', '7', '--piece', 'knight']],
    ['queens', 9, ['max', '9', '--piece', 'queen']],
    ['domination', 7, ['dominate', '7']],
    ['cube', 3, ['max', '3', '--dim', '3']],
    ['pawn', 7, ['count', '7', '--pawns', '1']],
  ]) {
    await open(p, `/variants?v=${variant}&n=${n}`);
    const count = p.getByTestId('variant-count');
    await expectAttr(count, 'data-variant', variant, 30_000);
    assert.equal(await count.getAttribute('data-n'), String(n));
    const lines = execFileSync('target/release/nqueens', args, { cwd: '..' }).toString().trim().split('\n');
    assert.equal(await count.getAttribute('data-total'), lines.at(-1), variant);
    if (lines.length === 2) assert.equal(await count.getAttribute('data-pieces'), lines[0], variant);
  }
});

/** Opens a problem, reads its example's cells, and switches to play on an empty board. */
async function playExample(p, variant, n) {
  await open(p, `/variants?v=${variant}&n=${n}`);
  await p.getByTestId('variant-count').waitFor({ timeout: 30_000 });
  const cells = await p.getByTestId('variant-piece').evaluateAll((els) => els.map((e) => e.dataset.cell));
  await p.getByTestId('variant-mode-play').click();
  return cells;
}

const cell = (p, name) => p.locator(`[data-testid="variant-cell"][data-cell="${name}"]`);

test('a toroidal 5×5 solved by clicks, its attacks wrapping around the edges', async () => {
  const p = page();
  await playExample(p, 'torus', 5);
  await cell(p, '0-0-0').click();
  // The \ diagonal from a1 leaves the board at the left and comes back on e2.
  assert.equal(await p.locator('[data-testid="variant-attacked"][data-cell="0-1-4"]').count(), 1);
  // Queens on (r, 2r mod 5): none attacks another even across the edges.
  for (const r of [1, 2, 3, 4]) await cell(p, `0-${r}-${(2 * r) % 5}`).click();
  await expectText(p.getByTestId('variant-verdict'), 'Optimal! 5 queens, none attacked: one of 10 such placements.');
  await expectText(p.getByTestId('variant-verdict-class'), 'Its symmetry class holds 10 placements: the board has 200 symmetries, and 20 of them keep it.');
  await expectText(p.getByTestId('variant-verdict-class'), 'The class is named by its smallest member: a1, c2, e3, b4, d5.');
  assert.equal(await p.locator('[data-testid="variant-piece"].conflict').count(), 0);
});

test('32 knights and 5 dominating queens on 8×8, and 4 queens in the 3×3×3 cube, reach their verdicts', async () => {
  const p = page();
  await playExample(p, 'knights', 8);
  for (let r = 0; r < 8; r += 1) for (let c = 0; c < 8; c += 1) if ((r + c) % 2 === 0) await cell(p, `0-${r}-${c}`).click();
  await expectText(p.getByTestId('variant-verdict'), 'Optimal! 32 knights, none attacked: one of 2 such placements.');
  await expectText(p.getByTestId('variant-verdict-class'), 'Its symmetry class holds 2 placements: the board has 8 symmetries, and 4 of them keep it.');
  const dominating = await playExample(p, 'domination', 8);
  assert.equal(dominating.length, 5);
  for (const name of dominating.slice(0, 4)) await cell(p, name).click();
  assert.equal(await p.getByTestId('variant-verdict').count(), 0, 'four queens leave squares uncovered');
  await cell(p, dominating[4]).click();
  await expectText(p.getByTestId('variant-verdict'), /Optimal! 5 queens cover every square: one of 4.860 such sets\./);
  const cube = await playExample(p, 'cube', 3);
  assert.equal(cube.length, 4);
  for (const name of cube) await cell(p, name).click();
  await expectText(p.getByTestId('variant-verdict'), 'Optimal! 4 queens, none attacked: one of 16 such placements.');
});

test('the player moves the pawn: the queens it separates are safe only while it stands between them', async () => {
  const p = page();
  const example = await playExample(p, 'pawn', 6);
  const pawnAt = await p.locator('[data-testid="variant-cell"][data-state="pawn"]').getAttribute('data-cell');
  for (const name of example) await cell(p, name).click();
  await expectText(p.getByTestId('variant-verdict'), 'Optimal! 7 queens, none attacked');
  // Move the pawn to a free square: the verdict goes, and queens clash.
  const free = await p.locator('[data-testid="variant-cell"][data-state="attacked"]').first().getAttribute('data-cell');
  await p.getByTestId('variant-move-pawn').click();
  await cell(p, free).click();
  await expectAttr(cell(p, free), 'data-state', 'pawn');
  assert.equal(await cell(p, pawnAt).getAttribute('data-state'), 'attacked');
  assert.equal(await p.getByTestId('variant-verdict').count(), 0);
  assert.ok(await p.locator('[data-testid="variant-piece"].conflict').count() >= 2);
  // Back where it was, the placement is optimal again.
  await p.getByTestId('variant-move-pawn').click();
  await cell(p, pawnAt).click();
  await expectText(p.getByTestId('variant-verdict'), 'Optimal! 7 queens, none attacked');
});

test('a long count shows its progress, then its figure', async () => {
  const p = page();
  await open(p, '/variants?v=bishops&n=10');
  // Bishops go diagonal by diagonal: 19 parts on 10×10.
  await expectAttr(p.getByTestId('variant-status'), 'data-total', '19', 20_000);
  await expectAttr(p.getByTestId('variant-count'), 'data-total', '1024', 30_000);
  assert.equal(await p.getByTestId('variant-progress').count(), 0);
});

test('watching the search: steps forwards and back, each with its sentence, to an optimal placement', async () => {
  const p = page();
  await open(p, '/variants?v=torus&n=5');
  await p.getByTestId('variant-count').waitFor({ timeout: 30_000 });
  await p.getByTestId('variant-mode-watch').click();
  const position = p.getByTestId('walk-position');
  await expectAttr(position, 'data-found', 'true', 30_000);
  const steps = Number(await position.getAttribute('data-steps'));
  assert.ok(steps > 5, `${steps} steps`);
  const sentence = p.getByTestId('walk-sentence');
  await p.getByTestId('walk-step').click();
  await expectText(sentence, 'Nothing attacks a1: place a queen there.');
  await p.getByTestId('walk-step').click();
  // b1 shares a1's rank.
  await expectText(sentence, 'b1 is attacked by the queen on a1: try the next cell.');
  assert.match(await p.getByTestId('variant-focus').getAttribute('data-focus'), /^refused@0-0-1$/);
  await p.getByTestId('walk-back').click();
  await expectText(sentence, 'Nothing attacks a1');
  // The scrubber jumps to the end: the last step finds an optimal placement.
  await p.getByTestId('walk-scrub').fill(String(steps));
  await expectText(sentence, 'Found: an optimal placement.');
  await expectAttr(position, 'data-step', steps);
  assert.equal(await p.getByTestId('variant-piece').count(), 5);
  assert.equal(await p.getByTestId('walk-step').isDisabled(), true);
  assert.equal(await p.getByTestId('walk-skip').isDisabled(), true);
  // Back from the end: the step before it puts the fifth queen on.
  await p.getByTestId('walk-back').click();
  await expectAttr(position, 'data-step', steps - 1);
  await expectText(sentence, /: place a queen there\.$/);
  assert.equal(await p.getByTestId('variant-piece').count(), 5);
  assert.equal(await p.getByTestId('walk-step').isDisabled(), false);
});

test('the walk plays through the solver\'s player: next backtrack, skip to end, and back', async () => {
  const p = page();
  await open(p, '/variants?v=queens&n=6');
  await p.getByTestId('variant-count').waitFor({ timeout: 30_000 });
  await p.getByTestId('variant-mode-watch').click();
  const position = p.getByTestId('walk-position');
  await expectAttr(position, 'data-found', 'true', 30_000);
  const steps = Number(await position.getAttribute('data-steps'));
  const sentence = p.getByTestId('walk-sentence');
  // 6 queens: the first dead end comes before any solution, and takes a queen off.
  await p.getByTestId('walk-next-backtrack').click();
  await expectText(sentence, 'take it off and go on.');
  const at = Number(await position.getAttribute('data-step'));
  assert.ok(at > 6 && at < steps, `backtrack at ${at} of ${steps}`);
  assert.match(await position.textContent(), new RegExp(`^Step ${at} of ${steps}`));
  const pieces = await p.getByTestId('variant-piece').count();
  assert.ok(pieces >= 1 && pieces < 6, `${pieces} queens after taking one off`);
  await p.getByTestId('walk-skip').click();
  await expectAttr(position, 'data-step', steps);
  await expectText(sentence, 'Found: an optimal placement.');
  assert.equal(await p.getByTestId('variant-piece').count(), 6);
  assert.equal(await p.getByTestId('walk-play').isDisabled(), true);
  await p.getByTestId('walk-scrub').fill('0');
  await expectAttr(position, 'data-step', '0');
  assert.equal(await p.getByTestId('variant-piece').count(), 0);
  assert.equal(await sentence.textContent(), '');
  // Play runs on by itself, and Pause holds the board and the sentence together.
  await p.getByTestId('walk-play').click();
  await expectAttr(position, 'data-step', /^([3-9]|\d\d+)$/, 5_000);
  await p.getByTestId('walk-play').click();
  const held = await position.getAttribute('data-step');
  await p.waitForTimeout(400);
  assert.equal(await position.getAttribute('data-step'), held);
  assert.notEqual(await sentence.textContent(), '');
});

test('variant boards name their ranks and files, and cross the attacked cells as /play does', async () => {
  const p = page();
  await open(p, '/variants?v=torus&n=5');
  await p.getByTestId('variant-count').waitFor({ timeout: 30_000 });
  await p.getByTestId('variant-mode-play').click();
  const coords = await p.getByTestId('variant-board').locator('.coords text').allTextContents();
  assert.deepEqual(coords, ['1', '2', '3', '4', '5', 'a', 'b', 'c', 'd', 'e']);
  await p.locator('[data-testid="variant-cell"][data-cell="0-0-0"]').click();
  // On the torus, a1's diagonal wraps round to e5.
  const crossed = p.locator('[data-testid="variant-attacked"][data-cell="0-4-4"]');
  assert.equal(await crossed.count(), 1);
  assert.equal(await crossed.evaluate((e) => e.tagName), 'path');
});
