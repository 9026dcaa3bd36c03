import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { board, expectAttr, expectText, open, until, usePage } from '../lib.mjs';

const page = usePage();
const CLI = process.env.NQUEENS_CLI ?? join(import.meta.dirname, '..', '..', 'target', 'release', 'nqueens');

/** The queens on the board as the CLI writes them (row per column, 0 = empty). */
async function boardCode(p) {
  return p.getByTestId('board').evaluate((svg) => {
    const n = Number(svg.dataset.n);
    const rows = Array(n).fill(0);
    for (const sq of svg.querySelectorAll('[data-testid="square"]')) {
      if (sq.dataset.state === 'queen' || sq.dataset.state === 'conflict') rows[Number(sq.dataset.col) - 1] = Number(sq.dataset.row);
    }
    return n <= 9 ? rows.join('') : rows.join(',');
  });
}
const counter = (p, name) => p.getByTestId(`counter-${name}`);
const button = (p, name) => p.getByRole('button', { name, exact: true });
async function maxSpeed(p) {
  await p.getByTestId('speed').fill('5');
  await expectText(p.getByTestId('speed-value'), '100');
}

test('n = 8 backtracking to the end at full speed reads the published counters', async () => {
  const p = page();
  await open(p, '/solve');
  await maxSpeed(p);
  await button(p, 'Play').click();
  await expectText(counter(p, 'solutions'), '92', 60_000);
  await until(async () => (await counter(p, 'tried').textContent()) === '15720', 'tried = 15720', 60_000);
  assert.equal(await counter(p, 'placed').textContent(), '2056');
  assert.equal(await counter(p, 'removed').textContent(), '2056');
  assert.ok((await p.getByTestId('found').locator('a').count()) >= 60);
});

test('stopping at the first solution takes 876 tries', async () => {
  const p = page();
  await open(p, '/solve');
  await p.getByTestId('first-only').check();
  await p.getByTestId('skip').click();
  await expectText(counter(p, 'tried'), '876', 30_000);
  assert.equal(await boardCode(p), '15863724');
});

test('Step then Back restores the previous board exactly', async () => {
  const p = page();
  await open(p, '/solve');
  for (let i = 0; i < 7; i++) await button(p, 'Step').click();
  await expectText(p.getByTestId('position'), '7');
  const before = await board(p).states();
  await button(p, 'Step').click();
  await expectText(p.getByTestId('position'), '8');
  assert.notDeepEqual(await board(p).states(), before, 'the step changed the board');
  await button(p, 'Back').click();
  await expectText(p.getByTestId('position'), '7');
  assert.deepEqual(await board(p).states(), before);
});

test('scrubbing to a step shows the core replay of that step', async () => {
  const p = page();
  await open(p, '/solve');
  const timeline = p.getByTestId('timeline');
  await until(async () => Number(await timeline.getAttribute('max')) >= 1000, 'events to arrive');
  for (const k of [333, 901, 17]) {
    await timeline.fill(String(k));
    await expectText(p.getByTestId('position'), String(k));
    const expected = execFileSync(CLI, ['replay', '8', '--algo', 'backtracking', '--steps', String(k)], { encoding: 'utf8' }).trim();
    assert.equal(await boardCode(p), expected, `step ${k}`);
  }
});

test('switching the algorithm mid-run shows only the new run', async () => {
  const p = page();
  await open(p, '/solve');
  await p.getByTestId('speed').fill('3');
  await button(p, 'Play').click();
  await until(async () => Number(await counter(p, 'steps').textContent()) > 50, 'the run to move');
  await p.getByTestId('algorithm').selectOption('permutations');
  await expectText(p.getByTestId('position'), '0');
  await p.getByTestId('skip').click();
  await expectText(counter(p, 'tried'), '5508', 30_000);
  assert.equal(await counter(p, 'solutions').textContent(), '92');
});

test('min-conflicts on 64 queens ends on a verified solution', async () => {
  const p = page();
  await open(p, '/solve');
  await p.getByTestId('algorithm').selectOption('min-conflicts');
  const input = p.getByTestId('n-input');
  await input.fill('64');
  await input.press('Enter');
  await expectAttr(board(p).svg, 'data-n', 64);
  await maxSpeed(p);
  await button(p, 'Play').click();
  await expectAttr(p.getByTestId('solver-verdict'), 'data-verified', 'true', 60_000);
  assert.equal(await counter(p, 'collisions').textContent(), '0');
});

test('a small board draws its whole search tree; a rejected square shows the clashing line', async () => {
  const p = page();
  await open(p, '/solve');
  const input = p.getByTestId('n-input');
  await input.fill('6');
  await input.press('Enter');
  await expectAttr(board(p).svg, 'data-n', 6);
  // Step until a rejection is shown: its line is drawn across the board.
  await until(async () => {
    await button(p, 'Step').click();
    return (await p.getByTestId('focus').textContent()).includes('rejected');
  }, 'a rejected square');
  assert.equal(await board(p).svg.locator('.clash-line').count(), 1);
  await maxSpeed(p);
  await button(p, 'Play').click();
  await expectText(counter(p, 'solutions'), '4', 30_000);
  await until(async () => (await p.getByTestId('counter-removed').textContent()) === (await counter(p, 'placed').textContent()), 'the run to end');
  const placed = Number(await counter(p, 'placed').textContent());
  await expectAttr(p.getByTestId('search-tree'), 'data-nodes', placed + 1);
  assert.equal(await p.locator('[data-testid="search-tree"] .node.solution').count(), 4);
});
