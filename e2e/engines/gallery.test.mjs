import { test } from 'node:test';
import assert from 'node:assert/strict';
import { until } from '../lib.mjs';
import { useBrowser } from '../webdriver.mjs';

const browser = useBrowser();

test('the 8-queens gallery has its 12 classes and 92 variants', async () => {
  const b = browser();
  await b.open('/gallery');
  await until(async () => (await b.count('[data-testid="fundamental"]')) === 12, '12 cards');
  await b.clickAt('[data-testid="show-all"]');
  await until(async () => (await b.count('[data-testid="variant"]')) === 92, '92 variants');
  const canonicals = await b.evaluate(
    "[...document.querySelectorAll('[data-testid=\"fundamental\"]')].map((e) => e.dataset.canonical)");
  assert.deepEqual(canonicals, ['15863724', '16837425', '24683175', '25713864', '25741863', '26174835',
    '26831475', '27368514', '27581463', '35281746', '35841726', '36258174']);
  await b.expectText('[data-testid="orbit-formula"]', '11×8 + 1×4 = 92');
});
