import assert from 'node:assert/strict';
import { until } from '../lib.mjs';
import { test } from '../webdriver.mjs';

test('the 8-queens gallery has its 12 classes and 92 variants', async (b) => {
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

test('narrow: a class opened shows its variants in the width, and the symmetry drawn', async (b) => {
  await b.narrow('/gallery?n=8');
  const card = '#class-35281746';
  await until(async () => (await b.count(card)) === 1, 'the symmetric class');
  await b.clickAt(`${card} summary`);
  await until(async () => (await b.count(`${card} [data-testid="variant"]`)) === 4, 'its 4 variants');
  await b.clickAt(`${card} [data-testid="variant"][data-symmetry="rot90"] button`);
  await b.expectAttr(`${card} [data-testid="symmetry-mark"]`, 'data-kind', 'turn');
  await b.expectText(`${card} [data-testid="fixed-by"]`, 'Unchanged by rotation by 180°');
  assert.equal(await b.scrollsSideways(), false);
});
