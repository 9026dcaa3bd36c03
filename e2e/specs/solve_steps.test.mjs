// Every algorithm that steps, forwards, backwards and by the timeline: the marked line
// of pseudocode, the stack view (frames, the frontier's head, or the conflict bars),
// the step's sentence and the board of step k are the same however step k was reached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, until, usePage } from '../lib.mjs';

const page = usePage();

// The algorithms that step (the list rule writes the board at once), with a size each
// can run 50 steps on.
const RUNS = [
  ['backtracking', 8], ['permutations', 8], ['bitmask', 8], ['heuristic', 8],
  ['brute-force', 6], ['restarts', 8], ['branch-bound-dfs', 5], ['branch-bound-bfs', 5],
  ['dancing-links', 8], ['min-conflicts', 16], ['swap-search', 16], ['annealing', 16],
  ['genetic', 24],
];

/** What the page shows of one step, read in one go. */
function snapshot(p) {
  return p.evaluate(() => {
    const all = (selector) => [...document.querySelectorAll(selector)];
    return {
      pos: Number(document.querySelector('[data-testid="position"]').textContent),
      marked: all('[data-testid="code"] [aria-current="step"]').map((e) => e.textContent),
      stack: all('[data-testid="stack-frame"]').map((e) => e.textContent)
        .concat(all('[data-testid="conflict-bar"]').map((e) => `${e.dataset.conflicts}${e.dataset.moved ?? ''}`))
        .concat(all('[data-testid="genome"]').map((e) => `${e.dataset.rows}:${e.dataset.collisions}`)),
      board: all('[data-testid="board"] [data-testid="square"]').map((e) => e.dataset.state).join(''),
      sentence: document.querySelector('[data-testid="focus"]').textContent,
    };
  });
}

async function shown(p, pos) {
  let last;
  await until(async () => { last = await snapshot(p); return last.pos === pos; }, `step ${pos}`);
  return last;
}

for (const [algo, n] of RUNS) {
  test(`${algo}: 50 steps move the line and the stack; Back and the timeline rebuild each step`, async () => {
    const p = page();
    await open(p, `/solve?algo=${algo}&n=${n}&seed=2`);
    const timeline = p.getByTestId('timeline');
    await until(async () => Number(await timeline.getAttribute('max')) >= 50, 'events to arrive');
    const steps = [await shown(p, 0)];
    for (let k = 1; k <= 50; k++) {
      await p.keyboard.press('ArrowRight');
      steps.push(await shown(p, k));
      assert.equal(steps[k].marked.length, 1, `one marked line at step ${k}`);
      assert.ok(steps[k].sentence.length > 0, `${algo}: a sentence for step ${k}`);
    }
    const lines = new Set(steps.slice(1).map((s) => s.marked[0]));
    const stacks = new Set(steps.slice(1).map((s) => JSON.stringify(s.stack)));
    assert.ok(lines.size >= 2, `${algo}: the marked line moves (${[...lines].join(' | ')})`);
    assert.ok(stacks.size >= 2, `${algo}: the stack view changes`);
    assert.ok(steps[50].stack.length > 0, `${algo}: a stack view is shown`);
    for (let k = 49; k >= 0; k--) {
      await p.keyboard.press('ArrowLeft');
      assert.deepEqual(await shown(p, k), steps[k], `${algo}: Back to step ${k}`);
    }
    for (const k of [37, 12, 50]) {
      await timeline.fill(String(k));
      assert.deepEqual(await shown(p, k), steps[k], `${algo}: the timeline at step ${k}`);
    }
  });
}
