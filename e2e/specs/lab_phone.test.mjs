// /lab on a phone, in Spanish and English, tapped: a finished count is told under the
// Count button, on screen, its figures in each language's decimals (5,0 MB and 5.0 MB); the
// page never scrolls sideways (the algorithm picker once pushed it to 457 px); a huge
// board's window is tapped into place on the overview, and comes on screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOnScreen, boxOf, expectAttr, expectText, open, pageWidth, PHONE, reach, usePage } from '../lib.mjs';

const page = usePage(PHONE);




for (const [lang, done] of [['es', /Q\(12\) = 14\u202f200, de ellas 1\u202f787 fundamentales: contado en ((< 0,1|[\d,]+) ms|\d,\d s) .* \d,\d MB/], ['en', /Q\(12\) = 14\u202f200, of which 1\u202f787 fundamental: counted in ((< 0\.1|[\d.]+) ms|\d\.\d s) .* \d\.\d MB/]]) {
  test(`${lang}: Count, tapped, says Q(12) under the button, on screen, with no sideways scrolling`, async () => {
    const p = page();
    await p.addInitScript((lang) => Object.defineProperty(navigator, 'language', { get: () => lang }), lang);
    await open(p, '/lab?n=12');
    assert.ok((await pageWidth(p)) <= 390, `the page keeps to the screen: ${await pageWidth(p)} px`);
    const count = p.getByTestId('count');
    await count.scrollIntoViewIfNeeded();
    await count.tap();
    const line = p.getByTestId('count-done');
    await expectAttr(line, 'data-total', 14200, 30_000);
    await expectText(line, done);
    assertOnScreen(await boxOf(line), 'the result');
    assertOnScreen(await boxOf(count), 'the Count button, with it');
    assert.ok((await pageWidth(p)) <= 390, 'still no sideways scrolling');
    // The chart shrinks to the screen; its labels stay readable.
    const heights = await p.getByTestId('count-chart').locator('text.axis').evaluateAll((t) => t.map((e) => e.getBoundingClientRect().height));
    assert.ok(Math.min(...heights) >= 10, `the chart's labels are at least 10 px high: ${heights.map(Math.round)}`);
    // ...and apart: the axis's "n" once sat on the "27".
    const labels = await p.getByTestId('count-chart').locator('text.axis').evaluateAll((t) => t.map((e) => {
      const r = e.getBoundingClientRect();
      return { text: e.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }));
    for (const [i, a] of labels.entries()) {
      for (const b of labels.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        assert.ok(apart, `the chart's labels "${a.text}" and "${b.text}" do not overlap`);
      }
    }
  });
}

test('the results table, scrolled sideways to a count, keeps its n and its heading on screen, one line a row', async () => {
  const p = page();
  await open(p, '/lab?n=12');
  const count = p.getByTestId('count');
  await count.scrollIntoViewIfNeeded();
  await count.tap();
  const result = p.locator('[data-testid="count-result"][data-n="12"]');
  await expectAttr(result, 'data-total', 14200, 30_000);
  await expectText(result, '✓ 14\u202f200 / 1\u202f787');
  // The table is wider than the phone: it scrolls sideways within the page, which does not.
  const scroller = p.locator('.table-scroll');
  await result.scrollIntoViewIfNeeded();
  assert.ok(await scroller.evaluate((e) => e.scrollLeft > 0), 'the table scrolled to the result');
  assertOnScreen(await boxOf(result), 'the result');
  const row = p.locator('table.results tr', { has: result });
  assertOnScreen(await boxOf(row.locator('td').first()), 'its row\'s n, kept in view');
  await expectText(row.locator('td').first(), '12');
  const heading = p.locator('.table-wrap h2');
  await heading.scrollIntoViewIfNeeded();
  assertOnScreen(await boxOf(heading), 'the table\'s heading');
  const plain = p.locator('table.results tr', { has: p.locator('td.quoted') }).first();
  assert.equal((await boxOf(row)).height, (await boxOf(plain)).height, 'the result on one line, as a quoted row');
  assert.ok((await pageWidth(p)) <= 390, 'no sideways scrolling of the page');
});

test('a huge board on a phone: the overview, tapped, moves the window there and brings it on screen', async () => {
  const p = page();
  await open(p, '/lab');
  const input = p.locator('.huge [data-testid="n-input"]');
  await reach(p, input);
  await input.fill('1000');
  await input.press('Enter');
  await p.getByTestId('huge-method').selectOption('construct');
  await p.getByTestId('huge-solve').tap();
  await expectAttr(p.getByTestId('huge-result'), 'data-verified', 'true', 30_000);
  // A thousand queens take well under a millisecond: a tenth is written, never "0 ms".
  await expectText(p.getByTestId('huge-result'), /placed in (< 0\.1|[\d.]+) ms; verified independently in (< 0\.1|[\d.]+) ms/);
  assert.doesNotMatch(await p.getByTestId('huge-result').textContent(), /in 0 ms/);
  const overview = p.getByTestId('overview');
  await overview.scrollIntoViewIfNeeded();
  const { width, height } = await overview.boundingBox();
  await overview.tap({ position: { x: width * 0.75, y: height * 0.75 } });
  const caption = p.getByTestId('window-caption');
  await expectText(caption, /^Columns 7\d\d–7\d\d, rows 2\d\d–2\d\d · /);
  assertOnScreen(await boxOf(caption), 'the caption');
  assertOnScreen(await boxOf(p.locator('.window-board')), 'the window, labels included');
  assert.ok((await pageWidth(p)) <= 390, 'no sideways scrolling');
});
