import assert from 'node:assert/strict';
import { until } from '../lib.mjs';
import { test } from '../webdriver.mjs';

test('the family page solves 16 kings on 8×8 in a worker and draws them', async (b) => {
  await b.open('/variants?v=kings&n=8');
  await b.expectAttr('[data-testid="variant-count"]', 'data-total', 281571, 30_000);
  await b.expectAttr('[data-testid="variant-count"]', 'data-pieces', 16);
  assert.equal(await b.count('[data-testid="variant-piece"]'), 16);
});

test('narrow: a clash on the torus is drawn round the edge and said under the board', async (b) => {
  await b.narrow('/variants?v=torus&n=5');
  await b.expectAttr('[data-testid="variant-count"]', 'data-total', 10, 30_000);
  await b.clickAt('[data-testid="variant-mode-play"]');
  await b.clickAt('[data-testid="variant-cell"][data-cell="0-0-0"]');
  await b.clickAt('[data-testid="variant-cell"][data-cell="0-1-4"]');
  await b.expectAttr('[data-testid="torus-line"]', 'data-wraps', '1');
  await b.expectText('[data-testid="torus-wrap"]', 'a1 and e2 attack each other round the edge');
  assert.equal(await b.scrollsSideways(), false);
});
