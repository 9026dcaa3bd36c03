import assert from 'node:assert/strict';
import { test } from '../webdriver.mjs';

/** Every square's state: the board as the DOM contract gives it. */
const BOARD = "[...document.querySelectorAll('[data-testid=\"board\"] [data-testid=\"square\"]')].map((s) => s.dataset.state).join()";

test('Step then Back restores the previous board exactly', async (b) => {
  await b.open('/solve');
  for (let i = 1; i <= 7; i++) {
    await b.button('Step');
    await b.expectText('[data-testid="position"]', String(i));
  }
  const before = await b.evaluate(BOARD);
  await b.button('Step');
  await b.expectText('[data-testid="position"]', '8');
  assert.notEqual(await b.evaluate(BOARD), before, 'the step changed the board');
  await b.button('Back');
  await b.expectText('[data-testid="position"]', '7');
  assert.equal(await b.evaluate(BOARD), before);
});
