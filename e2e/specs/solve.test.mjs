import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expectAttr, expectText, open, until, usePage } from '../lib.mjs';
import { solvePage } from '../pages/solve.mjs';

const page = usePage();
const CLI = process.env.NQUEENS_CLI ?? join(import.meta.dirname, '..', '..', 'target', 'release', 'nqueens');

test('n = 8 backtracking to the end at full speed reads the published counters', async () => {
  const p = page();
  const solve = solvePage(p);
  await solve.open();
  await solve.maxSpeed();
  await solve.button('Play').click();
  await expectText(solve.counter('solutions'), '92', 60_000);
  await until(async () => (await solve.counter('tried').textContent()) === '15720', 'tried = 15720', 60_000);
  assert.equal(await solve.counter('placed').textContent(), '2056');
  assert.equal(await solve.counter('removed').textContent(), '2056');
  assert.ok((await p.getByTestId('found').locator('a').count()) >= 60);
});

test('stopping at the first solution takes 876 tries', async () => {
  const p = page();
  const solve = solvePage(p);
  await solve.open();
  await p.getByTestId('first-only').check();
  await p.getByTestId('skip').click();
  await expectText(solve.counter('tried'), '876', 30_000);
  assert.equal(await solve.boardCode(), '15863724');
});

test('Step then Back restores the previous board exactly', async () => {
  const p = page();
  const solve = solvePage(p);
  await solve.open();
  for (let i = 0; i < 7; i++) await solve.button('Step').click();
  await expectText(p.getByTestId('position'), '7');
  const before = await solve.board.states();
  await solve.button('Step').click();
  await expectText(p.getByTestId('position'), '8');
  assert.notDeepEqual(await solve.board.states(), before, 'the step changed the board');
  await solve.button('Back').click();
  await expectText(p.getByTestId('position'), '7');
  assert.deepEqual(await solve.board.states(), before);
});

test('scrubbing to a step shows the core replay of that step', async () => {
  const p = page();
  const solve = solvePage(p);
  await solve.open();
  const timeline = p.getByTestId('timeline');
  await until(async () => Number(await timeline.getAttribute('max')) >= 1000, 'events to arrive');
  for (const k of [333, 901, 17]) {
    await timeline.fill(String(k));
    await expectText(p.getByTestId('position'), String(k));
    const expected = execFileSync(CLI, ['replay', '8', '--algo', 'backtracking', '--steps', String(k)], { encoding: 'utf8' }).trim();
    assert.equal(await solve.boardCode(), expected, `step ${k}`);
  }
});

test('a link to a moment opens that run at that step, and stepping keeps the address', async () => {
  const p = page();
  const solve = solvePage(p);
  await open(p, '/solve?algo=backtracking&n=6&step=57');
  await expectText(p.getByTestId('position'), '57');
  await expectAttr(p.getByTestId('board'), 'data-n', 6);
  const replay = (k) => execFileSync(CLI, ['replay', '6', '--algo', 'backtracking', '--steps', String(k)], { encoding: 'utf8' }).trim();
  assert.equal(await solve.boardCode(), replay(57));
  for (let i = 0; i < 3; i++) await solve.button('Step').click();
  await expectText(p.getByTestId('position'), '60');
  await until(() => p.url().endsWith('/solve?algo=backtracking&n=6&step=60'), `the address of step 60 (was ${p.url()})`);
  await p.reload();
  await expectText(p.getByTestId('position'), '60');
  assert.equal(await solve.boardCode(), replay(60));
  // A local search's address keeps its seed.
  await p.getByTestId('algorithm').selectOption('min-conflicts');
  await until(() => p.url().includes('algo=min-conflicts&n=6&seed=1'), `the min-conflicts address (was ${p.url()})`);
});

test('breadth first lists its queue oldest first, depth first its stack newest first', async () => {
  const p = page();
  const solve = solvePage(p);
  // Step 3 of breadth first on 6×6 (the core's own run): the root, a1 and a2 expanded;
  // a3 … a6 still wait ahead of a1's children.
  await open(p, '/solve?algo=branch-bound-bfs&n=6&step=3');
  await expectText(p.getByTestId('position'), '3');
  const frontier = p.getByTestId('frontier-list');
  await expectAttr(frontier, 'data-order', 'queue');
  await expectAttr(frontier, 'data-total', '11');
  await expectText(frontier.getByTestId('frontier-caption'), 'A queue: the oldest comes out first.');
  const nodes = frontier.getByTestId('frontier-node');
  assert.equal(await nodes.count(), 8);
  await expectText(nodes.first(), 'a3 ← next');
  assert.equal(await nodes.nth(4).textContent(), 'a1 b3');
  await expectText(frontier.getByTestId('frontier-more'), 'and 3 more');
  // One step on: a3 came out of the head, its children joined the tail.
  await solve.button('Step').click();
  await expectText(p.getByTestId('position'), '4');
  await expectAttr(frontier, 'data-total', '13');
  await expectText(nodes.first(), 'a4 ← next');
  // Depth first at the same step: a2's children on top of the stack, a3 … a6 below.
  await open(p, '/solve?algo=branch-bound-dfs&n=6&step=3');
  await expectAttr(frontier, 'data-order', 'stack');
  await expectText(frontier.getByTestId('frontier-caption'), 'A stack: the newest comes out first.');
  await expectAttr(frontier, 'data-total', '10');
  await expectText(nodes.first(), 'a1 b3 c5 ← next');
});

test('a malformed solve address names each bad value and opens the default run', async () => {
  const p = page();
  await open(p, '/solve?algo=quantum&n=99&step=57th');
  const notice = p.getByTestId('notice');
  await expectText(notice, '“quantum”');
  await expectText(notice, '“99”');
  await expectText(notice, '“57th”');
  await expectAttr(p.getByTestId('board'), 'data-n', 8);
  await expectText(p.getByTestId('position'), '0');
  assert.equal(await p.getByTestId('algorithm').inputValue(), 'backtracking');
});

test('the code panel marks the line each step executes, and the call stack has a frame per level', async () => {
  const p = page();
  const solve = solvePage(p);
  await solve.open();
  const current = () => p.getByTestId('code').locator('[aria-current="step"]');
  const frames = () => p.getByTestId('stack-frame');
  assert.equal(await current().count(), 1, 'one line before the first step');
  const seen = new Set();
  for (let i = 1; i <= 8; i++) {
    await solve.button('Step').click();
    await expectText(p.getByTestId('position'), String(i));
    assert.equal(await current().count(), 1, `one line at step ${i}`);
    seen.add(await current().textContent());
    // A frame per queen placed, and the running call on top, marked.
    assert.equal(await frames().count(), Number(await solve.counter('depth').textContent()) + 1, `frames at step ${i}`);
    assert.equal(await frames().first().getAttribute('data-running'), 'true');
  }
  assert.ok(seen.size >= 3, `the marked line moves (${[...seen].join(' | ')})`);
  // A screen reader hears each Step: the step, the board's news and the line.
  const announcement = p.getByTestId('announcement');
  await expectText(announcement, 'Step 8');
  assert.ok((await announcement.textContent()).includes((await current().textContent()).trim()));
  const live = { line: await current().textContent(), frames: await frames().allTextContents() };
  assert.match(live.frames[0], /^queens\(\d+, .*: running/);
  await solve.button('Step').click();
  await expectText(p.getByTestId('position'), '9');
  await solve.button('Back').click();
  await expectText(p.getByTestId('position'), '8');
  assert.deepEqual({ line: await current().textContent(), frames: await frames().allTextContents() }, live, 'Back rebuilds the same line and stack');
  const timeline = p.getByTestId('timeline');
  await until(async () => Number(await timeline.getAttribute('max')) >= 400, 'events to arrive');
  // Playing at speed is not announced.
  await solve.button('Play').click();
  await until(async () => Number(await p.getByTestId('position').textContent()) > 20, 'the run to play on');
  await solve.button('Pause').click();
  await expectText(announcement, 'Step 8');
  await timeline.fill('333');
  await expectText(p.getByTestId('position'), '333');
  assert.equal(await current().count(), 1);
  assert.equal(await frames().count(), Number(await solve.counter('depth').textContent()) + 1);
  // Other algorithms have their own code; a local search has no recursion to show.
  await p.getByTestId('algorithm').selectOption('sosic-gu');
  await expectText(p.getByTestId('code'), 'collisions');
  assert.equal(await frames().count(), 0);
});

test('the description quotes the figures of the n on the board', async () => {
  const p = page();
  await open(p, '/solve?algo=backtracking&n=8');
  const figures = p.getByTestId('figures');
  // Digits are grouped with a thin space: read them as plain digits.
  const words = async () => (await figures.textContent()).replace(/(\d)[\s\u202f\u00a0](?=\d{3})/g, '$1');
  await until(async () => (await words()) === 'n = 8: 15720 squares tried, 2056 queens placed, 92 solutions; the first solution after 876 squares tried, at step 1858.',
    `the figures of n = 8 (were "${await words()}")`);
  await p.getByTestId('n-input').first().fill('6');
  await p.getByTestId('n-input').first().press('Enter');
  await expectText(figures, 'n = 6:');
  await expectText(figures, '4 solutions');
  await p.getByTestId('algorithm').selectOption('branch-bound-bfs');
  await expectText(figures, 'nodes expanded');
  await p.getByTestId('algorithm').selectOption('min-conflicts');
  await until(async () => (await figures.textContent()) === '', 'no figures for a local search');
});

test('the figures\' room is kept before they arrive, on a phone too, so nothing below moves', async () => {
  const p = page();
  for (const width of [360, 412, 1280]) {
    await p.setViewportSize({ width, height: 800 });
    await open(p, '/solve?algo=backtracking&n=8');
    const figures = p.getByTestId('figures');
    await expectText(figures, '92 solutions');
    const { height, kept } = await figures.evaluate((el) => ({ height: el.getBoundingClientRect().height, kept: parseFloat(getComputedStyle(el).minHeight) }));
    assert.ok(height <= kept + 0.5, `${width} px: the figures take ${height} px, ${kept} px were kept`);
  }
});

test('the app takes over from the prerendered copy with the figures the copy quotes', async () => {
  const p = page();
  // The figures' paragraph as it is at the moment the app replaces the copy.
  await p.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-ready')) return;
      window.figuresAtTakeover = document.querySelector('main [data-testid="figures"]')?.textContent ?? null;
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  await open(p, '/solve');
  assert.match(await p.evaluate(() => window.figuresAtTakeover), /92 solutions/);
});

test('switching the algorithm mid-run shows only the new run', async () => {
  const p = page();
  const solve = solvePage(p);
  await solve.open();
  await p.getByTestId('speed').fill('3');
  await solve.button('Play').click();
  await until(async () => Number(await solve.counter('steps').textContent()) > 50, 'the run to move');
  await p.getByTestId('algorithm').selectOption('permutations');
  await expectText(p.getByTestId('position'), '0');
  await p.getByTestId('skip').click();
  await expectText(solve.counter('tried'), '5508', 30_000);
  assert.equal(await solve.counter('solutions').textContent(), '92');
});

test('min-conflicts on 64 queens ends on a verified solution', async () => {
  const p = page();
  const solve = solvePage(p);
  await solve.open();
  await p.getByTestId('algorithm').selectOption('min-conflicts');
  const input = p.getByTestId('n-input');
  await input.fill('64');
  await input.press('Enter');
  await expectAttr(solve.board.svg, 'data-n', 64);
  await solve.maxSpeed();
  await solve.button('Play').click();
  await expectAttr(p.getByTestId('solver-verdict'), 'data-verified', 'true', 60_000);
  assert.equal(await solve.counter('collisions').textContent(), '0');
});

test('a small board draws its whole search tree; a rejected square shows the clashing line and names its attacker', async () => {
  const p = page();
  const solve = solvePage(p);
  await solve.open();
  const input = p.getByTestId('n-input');
  await input.fill('6');
  await input.press('Enter');
  await expectAttr(solve.board.svg, 'data-n', 6);
  // Step until a rejection is shown: its line is drawn across the board.
  await until(async () => {
    await solve.button('Step').click();
    return (await p.getByTestId('focus').textContent()).includes('is attacked');
  }, 'a rejected square');
  assert.equal(await solve.board.svg.locator('.clash-line').count(), 1);
  // The first refusal of the search: b1 shares rank 1 with the queen on a1.
  assert.equal(await p.getByTestId('focus').textContent(), 'b1 is attacked along its rank by a1 — try b2');
  assert.ok((await p.getByTestId('announcement').textContent()).includes('b1 is attacked along its rank by a1 — try b2'));
  await solve.maxSpeed();
  await solve.button('Play').click();
  await expectText(solve.counter('solutions'), '4', 30_000);
  await until(async () => (await p.getByTestId('counter-removed').textContent()) === (await solve.counter('placed').textContent()), 'the run to end');
  const placed = Number(await solve.counter('placed').textContent());
  await expectAttr(p.getByTestId('search-tree'), 'data-nodes', placed + 1);
  assert.equal(await p.locator('[data-testid="search-tree"] .node.solution').count(), 4);
});

test('dancing links shows its cover matrix: a row per square chosen, the lines it covers marked', async () => {
  const p = page();
  const solve = solvePage(p);
  await open(p, '/solve?algo=dancing-links&n=6');
  await until(async () => Number(await p.getByTestId('timeline').getAttribute('max')) >= 50, 'events to arrive');
  const matrix = p.getByTestId('cover-matrix');
  for (let k = 1; k <= 6; k++) {
    await p.getByTestId('step').click();
    await expectAttr(p.getByTestId('position'), 'data-step', String(k));
    const depth = Number(await solve.counter('depth').textContent());
    const chosen = await matrix.locator('tr[data-square]:not(.tried)').count();
    assert.equal(chosen, depth, `a row per queen placed at step ${k}`);
    // Each queen covers its rank, its file and its two diagonals, and no line twice.
    assert.equal(await matrix.locator('tr.lines th.covered').count(), 4 * depth, `lines covered at step ${k}`);
    assert.equal(await matrix.locator('tr.lines th').count(), 6 + 6 + 11 + 11);
  }
});

test('the genetic algorithm shows its population: the fittest genomes whole, and every genome\'s fitness', async () => {
  const p = page();
  const solve = solvePage(p);
  await open(p, '/solve?algo=genetic&n=8&seed=2');
  await until(async () => Number(await p.getByTestId('timeline').getAttribute('max')) >= 3, 'events to arrive');
  for (let k = 1; k <= 3; k++) {
    await p.getByTestId('step').click();
    await expectAttr(p.getByTestId('position'), 'data-step', String(k));
    await expectText(p.getByTestId('population-summary'), `Generation ${k - 1}: 64 genomes`);
    const seen = await p.evaluate(() => {
      const all = (s) => [...document.querySelectorAll(s)];
      const board = all('[data-testid="board"] [data-testid="square"]')
        .filter((e) => e.dataset.state === 'queen' || e.dataset.state === 'conflict')
        .sort((a, b) => a.dataset.col - b.dataset.col)
        .map((e) => e.dataset.row).join('');
      return {
        board,
        genomes: all('[data-testid="genome"]').map((e) => ({ rows: e.dataset.rows, collisions: Number(e.dataset.collisions) })),
        bars: all('[data-testid="fitness-bar"]').map((e) => Number(e.dataset.collisions)),
      };
    });
    assert.equal(seen.genomes.length, 6);
    assert.equal(seen.bars.length, 64);
    assert.deepEqual(seen.bars, [...seen.bars].sort((a, b) => a - b), 'fewest collisions first');
    assert.deepEqual(seen.genomes.map((g) => g.collisions), seen.bars.slice(0, 6));
    // The board shows the fittest genome, and the counter its collisions.
    assert.equal(seen.genomes[0].rows, seen.board);
    assert.equal(Number(await solve.counter('collisions').textContent()), seen.genomes[0].collisions);
    assert.equal(Number(await solve.counter('generation').textContent()), k - 1);
  }
});
