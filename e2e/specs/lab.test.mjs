import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAttr, expectText, open, until, usePage } from '../lib.mjs';
import { labPage } from '../pages/lab.mjs';

const page = usePage();

test('the lab counts Q(10) = 724 in the workers', async () => {
  await open(page(), '/lab');
  await labPage(page()).count(10);
  const row = page().locator('[data-testid="count-result"][data-n="10"]');
  await expectAttr(row, 'data-total', 724, 30_000);
  await expectAttr(row, 'data-fundamental', 92);
});

test('the lab counts Q(12) = 14,200 with 1,787 fundamental', async () => {
  await open(page(), '/lab');
  await labPage(page()).count(12);
  const row = page().locator('[data-testid="count-result"][data-n="12"]');
  await expectAttr(row, 'data-total', 14200, 30_000);
  await expectAttr(row, 'data-fundamental', 1787);
});

test('Cancel stops a Q(16) count within a second while the page keeps answering', async () => {
  const p = page();
  await open(p, '/lab');
  await labPage(p).count(16);
  await p.getByTestId('progress').waitFor();
  // The page answers during the count: switching the language re-renders at once.
  await p.getByTestId('lang-select').selectOption('es');
  await expectText(p.locator('main h1'), 'Laboratorio', 1_000);
  const t0 = Date.now();
  await p.getByTestId('cancel').click();
  await p.getByTestId('cancelled').waitFor({ timeout: 1_000 });
  await until(async () => (await p.getByTestId('progress').count()) === 0, 'progress gone', 1_000);
  assert.ok(Date.now() - t0 < 1_000, `cancel took ${Date.now() - t0} ms`);
  assert.equal(await p.locator('[data-testid="count-result"][data-n="16"]').count(), 0);
  // The replaced workers count again.
  await p.getByTestId('lang-select').selectOption('en');
  await labPage(p).count(8);
  await expectAttr(p.locator('[data-testid="count-result"][data-n="8"]'), 'data-total', 92, 30_000);
});

test('the benchmark reports nodes per second, and the published table is complete', async () => {
  const p = page();
  await open(p, '/lab');
  assert.equal(await p.locator('.results tbody tr').count(), 27);
  await p.getByTestId('benchmark').click();
  const result = p.getByTestId('benchmark-result');
  await expectText(result, 'nodes/s', 60_000);
  assert.ok(Number(await result.getAttribute('data-nodes-per-s')) > 1e6);
  await expectAttr(p.locator('[data-testid="count-result"][data-n="15"]'), 'data-total', 2279184);
});
