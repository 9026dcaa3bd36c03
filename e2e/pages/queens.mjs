// /queens as the specs read it: its cells by row and column, the layout as the
// letters the cells carry, and the answer the core (the CLI) finds for it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const CLI = process.env.NQUEENS_CLI ?? join(import.meta.dirname, '..', '..', 'target', 'release', 'nqueens');

/** The cell at `row`, `col` (0-based, row 0 at the top) of the board `testid`. */
export const cell = (p, row, col, testid = 'queens-board') =>
  p.getByTestId(testid).locator(`[data-testid="cell"][data-row="${row}"][data-col="${col}"]`);

/** The board as text: n lines of region letters, as the CLI reads it. */
export async function layoutText(p, testid = 'queens-board') {
  const cells = await p.getByTestId(testid).locator('[data-testid="cell"]').evaluateAll((all) =>
    all.map((c) => [Number(c.dataset.row), Number(c.dataset.col), c.dataset.region]));
  const n = Math.round(Math.sqrt(cells.length));
  const rows = Array.from({ length: n }, () => Array(n).fill('?'));
  for (const [r, c, region] of cells) rows[r][c] = region;
  return rows.map((r) => r.join('')).join('\n');
}

/** The answer's queens, [row, col] row by row, from `nqueens queens solve`. */
export function answerOf(text) {
  const drawn = execFileSync(CLI, ['queens', 'solve'], { input: `${text}\n`, encoding: 'utf8' });
  return drawn.trim().split('\n').map((line, row) => [row, line.indexOf('Q')]);
}

/** How many answers the core counts for the layout (`nqueens queens count`). */
export function countOf(text) {
  return Number(execFileSync(CLI, ['queens', 'count'], { input: `${text}\n`, encoding: 'utf8' }).split('\n')[0]);
}

/** The states of every cell, row by row, as one string of e (empty), x (mark) and Q. */
export async function states(p, testid = 'queens-board') {
  const all = await p.getByTestId(testid).locator('[data-testid="cell"]').evaluateAll((cells) =>
    cells.map((c) => ({ empty: 'e', mark: 'x', queen: 'Q' })[c.dataset.state]));
  return all.join('');
}
