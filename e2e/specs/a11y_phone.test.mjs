// Accessibility on a phone, in the dark scheme and in Spanish: every page, and a
// solver's sets and call stack, pass axe-core's audit (a11y.mjs). What scrolls inside a
// narrow page (a results table, a solver's sets, its code) takes the keyboard's focus
// of its own, named, and scrolls by the arrows. The audit found five regions with no
// focus of their own: Chromium and Firefox focus a scroller anyway, WebKit does not
// (engines/lab.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAttr, open, PHONE, until, usePage } from '../lib.mjs';
import { EVERY_PAGE, readToTheEnd, violations } from '../a11y.mjs';
import { labPage } from '../pages/lab.mjs';

const page = usePage({ ...PHONE, colorScheme: 'dark' });

test('every page passes the accessibility audit on a phone, dark, in Spanish', async () => {
  const p = page();
  await p.addInitScript(() => Object.defineProperty(navigator, 'language', { get: () => 'es-ES' }));
  for (const route of [...EVERY_PAGE, '/solve?n=8&step=40', '/solve?n=8&algo=bitmask&step=40']) {
    await open(p, route);
    await readToTheEnd(p);
    assert.equal(await p.evaluate(() => document.documentElement.lang), 'es', route);
    assert.deepEqual(await violations(p), [], route);
  }
});

test('the results table, wider than a phone, is reached with Tab and scrolled with the arrows', async () => {
  const p = page();
  const lab = labPage(p);
  await lab.open();
  await lab.count(8);
  await expectAttr(lab.result(8), 'data-total', 92, 30_000);
  const table = p.locator('.table-scroll');
  assert.ok(await table.evaluate((e) => e.scrollWidth > e.clientWidth), 'the table is wider than the phone');
  let presses = 0;
  while (!(await table.evaluate((e) => e === document.activeElement))) {
    assert.ok(++presses <= 60, 'Tab reaches the table within 60 presses');
    await p.keyboard.press('Tab');
  }
  assert.equal(await table.getAttribute('aria-labelledby'), 'table-title');
  assert.notEqual(await table.evaluate((e) => getComputedStyle(e).outlineStyle), 'none', 'the focus is shown');
  await p.keyboard.press('ArrowRight');
  await p.keyboard.press('ArrowRight');
  await until(() => table.evaluate((e) => e.scrollLeft > 0), 'the arrows to scroll it');
  assert.deepEqual(await violations(p), [], 'the lab after a count');
});
