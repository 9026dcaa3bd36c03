import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from '../webdriver.mjs';

const browser = useBrowser();

test('the family page solves 16 kings on 8×8 in a worker and draws them', async () => {
  const b = browser();
  await b.open('/variants?v=kings&n=8');
  await b.expectAttr('[data-testid="variant-count"]', 'data-total', 281571, 30_000);
  await b.expectAttr('[data-testid="variant-count"]', 'data-pieces', 16);
  assert.equal(await b.count('[data-testid="variant-piece"]'), 16);
});
