import assert from 'node:assert/strict';
import { test } from '../webdriver.mjs';

const cell = (r, c) => `[data-testid="queens-board"] [data-testid="cell"][data-row="${r}"][data-col="${c}"]`;

test('/queens makes a level in its worker; clicks cycle ×, queen, empty; a hint climbs to its reason', async (b) => {
  await b.open('/queens?level=8-medium-7');
  await b.expectAttr(cell(0, 0), 'data-state', 'empty', 30_000);
  assert.equal(await b.count('[data-testid="queens-board"] [data-testid="cell"]'), 64);
  await b.clickAt(cell(2, 3));
  await b.expectAttr(cell(2, 3), 'data-state', 'mark');
  await b.clickAt(cell(2, 3));
  await b.expectAttr(cell(2, 3), 'data-state', 'queen');
  await b.expectText('[data-testid="queens-status"]', '1 of 8 queens placed.');
  await b.clickAt(cell(2, 3));
  await b.expectAttr(cell(2, 3), 'data-state', 'empty');
  await b.clickAt('[data-testid="hint"]');
  await b.expectAttr('[data-testid="hint-text"]', 'data-rung', 'nudge');
  await b.clickAt('[data-testid="hint"]');
  await b.expectAttr('[data-testid="hint-text"]', 'data-rung', 'reason');
  assert.ok((await b.count('[data-lit]')) > 0, 'the reason lights its cells');
});
