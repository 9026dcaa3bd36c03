// The solver's controls tell the truth: after every Step, Back, scrub, jump, "go to
// step" and Skip to end, everything a person looks at (the position, the board, the
// counters, the marked line of code and the solutions listed) is what the core's straight
// replay of that many steps shows (`nqueens replay --json`), for three algorithms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { open, until, usePage } from '../lib.mjs';

const page = usePage();
const CLI = process.env.NQUEENS_CLI ?? join(import.meta.dirname, '..', '..', 'target', 'release', 'nqueens');

/** What the page shows, read in one go. */
function seen(p) {
  return p.evaluate(() => {
    const q = (s) => document.querySelector(s);
    const svg = q('[data-testid="board"]');
    const n = Number(svg.dataset.n);
    const rows = Array(n).fill(0);
    for (const sq of svg.querySelectorAll('[data-testid="square"]')) {
      if (sq.dataset.state === 'queen' || sq.dataset.state === 'conflict') rows[Number(sq.dataset.col) - 1] = Number(sq.dataset.row);
    }
    const counters = {};
    for (const name of ['tried', 'placed', 'removed', 'solutions', 'depth', 'steps']) {
      counters[name] = Number(q(`[data-testid="counter-${name}"]`).textContent);
    }
    return {
      step: Number(q('[data-testid="position"]').dataset.step),
      board: rows.join(''),
      counters,
      line: q('[data-testid="code"] [aria-current="step"]')?.dataset.line ?? null,
      found: [...document.querySelectorAll('[data-testid="found"] .found-item .code')].map((e) => e.textContent),
      more: Number(q('[data-testid="found"]').dataset.more),
    };
  });
}

/** What the core's straight replay shows after `k` steps, in the page's terms. */
function replayed(algo, n, k) {
  const r = JSON.parse(execFileSync(CLI, ['replay', String(n), '--algo', algo, '--steps', String(k), '--json'], { encoding: 'utf8' }));
  const { tried, placed, removed, solutions, depth, steps } = r.counters;
  return {
    expected: {
      step: r.step,
      board: r.board,
      counters: { tried, placed, removed, solutions, depth, steps },
      line: r.line,
      found: r.found,
      more: solutions - r.found.length,
    },
    total: r.total,
    atSolution: r.at_solution,
  };
}

/** Waits until the page shows step `k`, then requires all of it to be the replay's. */
async function agrees(p, algo, n, k, what) {
  const { expected } = replayed(algo, n, k);
  let last;
  await until(async () => {
    last = await seen(p);
    return JSON.stringify(last) === JSON.stringify(expected);
  }, `${algo} ${what}: step ${k} as the core replays it`, 20_000).catch(() => {
    assert.deepEqual(last, expected, `${algo} ${what}: the page at step ${k}`);
  });
  return last;
}

const click = (p, id) => p.getByTestId(id).click();
const step = async (p) => (await seen(p)).step;

for (const [algo, n] of [['backtracking', 8], ['bitmask', 8], ['dancing-links', 8]]) {
  test(`${algo}: step, back, scrub, jumps and Skip to end all show what the core replays`, async () => {
    const p = page();
    await open(p, `/solve?algo=${algo}&n=${n}`);
    const timeline = p.getByTestId('timeline');
    await until(async () => Number(await timeline.getAttribute('max')) >= 50, 'events to arrive');
    // While the worker has not reached the end, the position says so (the shorter runs
    // may have streamed whole by now).
    if (algo === 'backtracking') assert.equal(await p.getByTestId('still-searching').count(), 1, 'still searching before the end is known');
    for (let i = 1; i <= 5; i++) {
      await click(p, 'step');
      await agrees(p, algo, n, i, `Step ${i}`);
    }
    await click(p, 'back');
    await click(p, 'back');
    await agrees(p, algo, n, 3, 'Back twice');
    await timeline.fill('40');
    await agrees(p, algo, n, 40, 'the scrubber');

    // Solution to solution: the found list grows by one, never twice.
    await click(p, 'next-solution');
    const first = await step(p);
    const s1 = await agrees(p, algo, n, first, 'Next solution');
    assert.ok(replayed(algo, n, first).atSolution, `${algo}: step ${first} shows a solution`);
    assert.equal(s1.found.length, 1);
    assert.equal(s1.found[0], s1.board, 'the solution on the board is the one listed');
    if (algo === 'backtracking') assert.deepEqual([first, s1.counters.tried], [1858, 876], 'the first solution: step 1,858, 876 squares tried');
    await click(p, 'next-solution');
    const second = await step(p);
    assert.ok(second > first);
    const s2 = await agrees(p, algo, n, second, 'Next solution again');
    assert.equal(s2.found.length, 2);
    await click(p, 'back');
    await click(p, 'step');
    const again = await agrees(p, algo, n, second, 'Back then Step at a solution');
    assert.equal(again.found.length, 2, 'Back then Step lists the solution once');
    await click(p, 'previous-solution');
    await agrees(p, algo, n, first, 'Previous solution');
    await click(p, 'next-backtrack');
    const taken = await agrees(p, algo, n, await step(p), 'Next backtrack');
    assert.equal(taken.line, 'Remove', `${algo}: the next backtrack takes a queen back`);
    assert.ok(taken.step > first);

    // "Go to step" by number.
    await p.getByTestId('go-to-step').fill('1000');
    await click(p, 'go');
    await agrees(p, algo, n, 1000, 'Go to step 1000');

    // Skip to end: the last step, the whole list, the true total; then Back and the scrubber.
    await click(p, 'skip');
    const total = replayed(algo, n, 1e9).total;
    const end = await agrees(p, algo, n, total, 'Skip to end');
    assert.equal(await p.getByTestId('total').getAttribute('data-total'), String(total));
    assert.equal(await p.getByTestId('still-searching').count(), 0, 'the total is known');
    assert.equal(Number(await timeline.getAttribute('max')), total, 'the scrubber covers the whole run');
    if (end.more > 0) {
      assert.match(await p.getByTestId('found-more').textContent(), new RegExp(`and ${end.more} more`));
    }
    assert.equal(await p.getByTestId('skip').isDisabled(), true);
    await click(p, 'back');
    await agrees(p, algo, n, total - 1, 'Back from the end');
    await timeline.fill('100');
    await agrees(p, algo, n, 100, 'the scrubber from the end');
    await click(p, 'step');
    await agrees(p, algo, n, 101, 'Step after scrubbing back');
    await click(p, 'reset');
    await agrees(p, algo, n, 0, 'Reset');
  });
}

test('the End key skips to the end and the N, P and B keys jump', async () => {
  const p = page();
  await open(p, '/solve?algo=backtracking&n=8');
  await until(async () => Number(await p.getByTestId('timeline').getAttribute('max')) >= 50, 'events to arrive');
  await p.keyboard.press('n');
  await agrees(p, 'backtracking', 8, 1858, 'the N key');
  await p.keyboard.press('b');
  const k = await step(p);
  assert.equal((await agrees(p, 'backtracking', 8, k, 'the B key')).line, 'Remove');
  await p.keyboard.press('p');
  await agrees(p, 'backtracking', 8, 1858, 'the P key');
  await p.keyboard.press('End');
  await agrees(p, 'backtracking', 8, 33589, 'the End key');
  assert.match(await p.getByTestId('total').textContent(), /of 33\s?589/);
});
