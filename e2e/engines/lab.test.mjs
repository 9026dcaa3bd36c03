import { test } from 'node:test';
import { useBrowser } from '../webdriver.mjs';
import { countInLab } from './lab_page.mjs';

const browser = useBrowser();

test('the lab counts Q(10) = 724 in its workers', async () => {
  const b = browser();
  await b.open('/lab');
  await countInLab(b, 10);
  const row = '[data-testid="count-result"][data-n="10"]';
  await b.expectAttr(row, 'data-total', 724, 30_000);
  await b.expectAttr(row, 'data-fundamental', 92);
});

