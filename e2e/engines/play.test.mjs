import { test } from 'node:test';
import { useBrowser } from '../webdriver.mjs';

const browser = useBrowser();
const square = (row, col) => `[data-testid="board"] [data-testid="square"][data-row="${row}"][data-col="${col}"]`;

test('play a full 8-queens solution by clicks and get its verdict', async () => {
  const b = browser();
  await b.open('/play?n=8');
  for (const [i, ch] of [...'84136275'].entries()) {
    await b.clickAt(square(Number(ch), i + 1));
    await b.expectAttr(square(Number(ch), i + 1), 'data-state', 'queen');
  }
  const verdict = '[data-testid="verdict"]';
  await b.expectAttr(verdict, 'data-solved', 'true');
  await b.expectAttr(verdict, 'data-canonical', '15863724');
  await b.expectText(verdict, 'solution 92 of 92');
  await b.expectText('[data-testid="status"]', '8 of 8 queens placed, no conflicts');
});
