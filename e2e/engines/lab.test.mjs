import assert from 'node:assert/strict';
import { until } from '../lib.mjs';
import { Key } from 'selenium-webdriver';
import { test } from '../webdriver.mjs';
import { countInLab } from './lab_page.mjs';

test('the lab counts Q(10) = 724 in its workers', async (b) => {
  await b.open('/lab');
  await countInLab(b, 10);
  const row = '[data-testid="count-result"][data-n="10"]';
  await b.expectAttr(row, 'data-total', 724, 30_000);
  await b.expectAttr(row, 'data-fundamental', 92);
});

test('a huge board exports as text, one row per line', async (b) => {
  await b.open('/lab');
  await b.catchDownloads();
  await b.reach('.huge [data-testid="n-input"]');
  await b.type('.huge [data-testid="n-input"]', '1000');
  await b.evaluate(`(() => { const s = document.querySelector('[data-testid="huge-method"]'); s.value = 'construct'; s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`);
  await b.clickAt('[data-testid="huge-solve"]');
  await b.expectAttr('[data-testid="huge-result"]', 'data-verified', 'true', 30_000);
  await b.clickAt('[data-testid="huge-download"]');
  await until(async () => (await b.downloads()).length === 1, 'the file');
  const [file] = await b.downloads(4000);
  assert.equal(file.name, 'queens-1000.txt');
  const lines = file.head.split('\n').filter(Boolean).slice(0, 100).map(Number);
  assert.ok(lines.length === 100 && lines.every((r) => r >= 1 && r <= 1000), file.head.slice(0, 40));
  assert.equal(new Set(lines).size, 100, 'rows of a solution differ');
});

test('narrow: a finished count is told under the Count button, on screen', async (b) => {
  await b.narrow('/lab?n=12');
  await b.clickAt('[data-testid="count"]');
  await b.expectAttr('[data-testid="count-done"]', 'data-total', 14200, 30_000);
  assert.ok(await b.onScreen('[data-testid="count-done"]'), 'the result on screen');
  assert.equal(await b.scrollsSideways(), false);
  // The results table, wider than the window, is the next stop after the count's
  // controls, and its arrows scroll it. WebKit gives a scroller no focus of its own: the
  // table once had none, and Tab went past it.
  const table = "document.querySelector('.table-scroll')";
  assert.ok(await b.evaluate(`${table}.scrollWidth > ${table}.clientWidth`), 'the table is wider than the window');
  await b.evaluate("document.querySelector('[data-testid=\"count\"]').focus() ?? true");
  let presses = 0;
  while (!(await b.evaluate(`document.activeElement === ${table}`))) {
    assert.ok(++presses <= 10, 'Tab reaches the table within 10 presses of Count');
    await b.driver.actions().sendKeys(Key.TAB).perform();
  }
  await b.driver.actions().sendKeys(Key.ARROW_RIGHT).sendKeys(Key.ARROW_RIGHT).perform();
  await until(() => b.evaluate(`${table}.scrollLeft > 0`), 'the arrows to scroll the table');
});
