// The solver page: its buttons by their names, its counters, its speed, and the
// queens on its board in the CLI's form.
import { board, expectText, open } from '../lib.mjs';

export function solvePage(p) {
  return {
    board: board(p),
    open: () => open(p, '/solve'),
    counter: (name) => p.getByTestId(`counter-${name}`),
    button: (name) => p.getByRole('button', { name, exact: true }),
    async maxSpeed() {
      await p.getByTestId('speed').fill('5');
      await expectText(p.getByTestId('speed-value'), '100');
    },
    /** The queens on the board as the CLI writes them (row per column, 0 = empty). */
    boardCode: () => p.getByTestId('board').evaluate((svg) => {
      const n = Number(svg.dataset.n);
      const rows = Array(n).fill(0);
      for (const sq of svg.querySelectorAll('[data-testid="square"]')) {
        if (sq.dataset.state === 'queen' || sq.dataset.state === 'conflict') rows[Number(sq.dataset.col) - 1] = Number(sq.dataset.row);
      }
      return n <= 9 ? rows.join('') : rows.join(',');
    }),
  };
}
