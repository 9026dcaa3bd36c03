import { test } from 'node:test';
import { expectAttr, expectText, open, usePage } from '../lib.mjs';
import { labPage } from '../pages/lab.mjs';

const page = usePage();

test('a 1,000,000-queen board is solved by local search and verified', async () => {
  const p = page();
  await open(p, '/lab');
  await labPage(p).solveHuge(1_000_000, 'min-conflicts');
  const result = p.getByTestId('huge-result');
  await expectAttr(result, 'data-n', 1000000, 60_000);
  await expectAttr(result, 'data-verified', 'true');
  await p.getByTestId('overview').waitFor();
  await p.getByTestId('zoom-out').click();
  await expectText(p.getByTestId('window-caption'), 'Columns 1–32');
});

test('the list rule builds a verified board, drawn whole when small', async () => {
  const p = page();
  await open(p, '/lab');
  await labPage(p).solveHuge(50, 'construct');
  await expectAttr(p.getByTestId('huge-result'), 'data-verified', 'true', 30_000);
  await expectAttr(p.locator('.huge [data-testid="board"]'), 'data-n', 50);
});

test('a board without a solution gets a clear message', async () => {
  const p = page();
  await open(p, '/lab');
  await labPage(p).solveHuge(3, 'min-conflicts');
  await expectText(p.getByTestId('notice'), 'no solution');
});
