// The lab: counting Q(n) in the workers, and one solution of a huge board.
import { open, reach } from '../lib.mjs';

export function labPage(p) {
  return {
    open: (query = '') => open(p, `/lab${query}`),
    async count(n) {
      const input = p.getByTestId('n-input').first();
      await input.fill(String(n));
      await input.press('Enter');
      await p.getByTestId('count').click();
    },
    /** The results table's row of n (`data-total`, `data-fundamental`, …). */
    result: (n) => p.locator(`[data-testid="count-result"][data-n="${n}"]`),
    /** Scrolls down to the huge board's section, built as the reader nears it. */
    reachHuge: () => reach(p, p.locator('.huge [data-testid="n-input"]')),
    async solveHuge(n, method) {
      await this.reachHuge();
      const input = p.locator('.huge [data-testid="n-input"]');
      await input.fill(String(n));
      await input.press('Enter');
      await p.getByTestId('huge-method').selectOption(method);
      await p.getByTestId('huge-solve').click();
    },
  };
}
