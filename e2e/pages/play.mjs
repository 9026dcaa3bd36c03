// The play page as a person uses it: a board to click, a status line, a verdict.
import { board, open } from '../lib.mjs';

export function playPage(p) {
  const b = board(p);
  return {
    board: b,
    open: (query = '') => open(p, `/play${query}`),
    status: () => p.getByTestId('status'),
    verdict: () => p.getByTestId('verdict'),
    /** Clicks the queens of a digit code (row of the queen in each column). */
    async playByClicks(code) {
      for (const [i, ch] of [...code].entries()) await b.square(Number(ch), i + 1).click();
    },
  };
}
