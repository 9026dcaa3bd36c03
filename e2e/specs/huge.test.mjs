import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { expectAttr, expectText, open, until, usePage } from '../lib.mjs';
import { labPage } from '../pages/lab.mjs';

const page = usePage();

test('a 1,000,000-queen board is solved by local search and verified', async () => {
  const p = page();
  await open(p, '/lab');
  await labPage(p).solveHuge(1_000_000, 'sosic-gu');
  const result = p.getByTestId('huge-result');
  await expectAttr(result, 'data-n', 1000000, 60_000);
  await expectAttr(result, 'data-verified', 'true');
  await p.getByTestId('overview').waitFor();
  await p.getByTestId('zoom-out').click();
  await expectText(p.getByTestId('window-caption'), 'Columns 1–32');
});

test('a huge board downloads as text, one row per line, under the strict policy', async () => {
  const p = page();
  await open(p, '/lab');
  await labPage(p).solveHuge(1000, 'construct');
  await expectAttr(p.getByTestId('huge-result'), 'data-verified', 'true', 30_000);
  const [file] = await Promise.all([p.waitForEvent('download'), p.getByTestId('huge-download').click()]);
  assert.equal(file.suggestedFilename(), 'queens-1000.txt');
  const rows = readFileSync(await file.path(), 'utf8').trim().split('\n').map(Number);
  assert.equal(rows.length, 1000);
  assert.equal(new Set(rows).size, 1000, 'one queen per row');
  assert.ok(rows.every((r) => r >= 1 && r <= 1000));
});

test('the list rule builds a verified board, drawn whole when small', async () => {
  const p = page();
  await open(p, '/lab');
  await labPage(p).solveHuge(50, 'construct');
  await expectAttr(p.getByTestId('huge-result'), 'data-verified', 'true', 30_000);
  await expectAttr(p.locator('.huge [data-testid="board"]'), 'data-n', 50);
});

test('a board without a solution gets a clear message', async () => {
  const p = page();
  await open(p, '/lab');
  await labPage(p).solveHuge(3, 'sosic-gu');
  await expectText(p.getByTestId('notice'), 'no solution');
});

/** The lab with a thousand queens placed by the list rule: its overview, drawn. */
async function thousandQueens(p) {
  await open(p, '/lab');
  await labPage(p).solveHuge(1000, 'construct');
  await expectAttr(p.getByTestId('huge-result'), 'data-verified', 'true', 30_000);
  const overview = p.getByTestId('overview');
  await overview.waitFor();
  return overview;
}

test('the window labels the real columns and rows, readable zoomed out, and the overview centres it on the place clicked', async () => {
  const p = page();
  const overview = await thousandQueens(p);
  const { width, height } = await overview.boundingBox();
  // Half-way across, a quarter down: column ~500, row ~750 (row 1 is at the bottom).
  await overview.click({ position: { x: width * 0.5, y: height * 0.25 } });
  const caption = p.getByTestId('window-caption');
  await expectText(caption, /^Columns 4\d\d–5\d\d, rows 7\d\d–7\d\d · (no queen here|1 queen|\d+ queens)$/);
  const [c1, , r1] = (await caption.textContent()).match(/\d+/g).slice(0, 3).map(Number);
  assert.ok(Math.abs(c1 + 7.5 - 500) <= 2 && Math.abs(r1 + 7.5 - 750) <= 2, `centred on the place clicked: ${c1}, ${r1}`);
  const labels = async (testid) => (await p.getByTestId(testid).locator('span').allTextContents()).filter(Boolean);
  assert.equal((await labels('column-axis'))[0], String(c1), 'the first column label is the caption\'s first column');
  assert.equal((await labels('row-axis'))[0], String(r1), 'the bottom row label is the caption\'s first row');
  assert.equal(await p.locator('.window-board .coord').count(), 0, 'no a–p or 1–16 inside the window');
  // Zoomed out to 32 squares, the labels thin out and keep their size.
  await p.getByTestId('zoom-out').click();
  await expectText(caption, /Columns \d+–\d+, rows \d+–\d+ · /);
  await expectAttr(p.locator('.window-board [data-testid="board"]'), 'data-n', 32);
  assert.equal((await labels('column-axis')).length, 4);
  const size = await p.getByTestId('column-axis').locator('span').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 11, `labels ${size} px high`);
});

test('the overview is drawn in the theme: dark paper and light ink when the device turns dark or the visitor picks Dark, light again after', async () => {
  const p = page();
  const overview = await thousandQueens(p);
  // The paper is the picture's commonest pixel; the ink, its darkest or lightest.
  // Read through a copy: reading the page's canvas again and again is what Chromium
  // warns about (willReadFrequently), and the page itself never reads it.
  const colours = () => overview.evaluate((canvas) => {
    const copy = document.createElement('canvas');
    [copy.width, copy.height] = [canvas.width, canvas.height];
    const context = copy.getContext('2d', { willReadFrequently: true });
    context.drawImage(canvas, 0, 0);
    const data = context.getImageData(0, 0, copy.width, copy.height).data;
    const seen = new Map();
    for (let i = 0; i < data.length; i += 4) {
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    const paper = [...seen].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
    const luma = ([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const inks = [...seen.keys()].map((k) => k.split(',').map(Number));
    const ink = inks.sort((a, b) => Math.abs(luma(b) - luma(paper)) - Math.abs(luma(a) - luma(paper)))[0];
    const bg = getComputedStyle(document.body).backgroundColor;
    return { paper: luma(paper), ink: luma(ink), paperCss: `rgb(${paper.join(', ')})`, bg };
  });
  const light = await colours();
  assert.ok(light.paper > 200 && light.ink < light.paper - 60, `light: ${JSON.stringify(light)}`);
  // The theme is System: the device turning dark, and light again, redraws it too.
  await p.emulateMedia({ colorScheme: 'dark' });
  await until(async () => (await colours()).paper < 60, 'the overview redrawn on dark paper when the device turns dark');
  await p.emulateMedia({ colorScheme: 'light' });
  await until(async () => (await colours()).paper > 200, 'light paper again when the device does');
  await p.getByTestId('theme-select').selectOption('dark');
  await until(async () => (await colours()).paper < 60, 'the overview redrawn on dark paper');
  const dark = await colours();
  assert.ok(dark.ink > dark.paper + 60, `dark: light ink on dark paper, ${JSON.stringify(dark)}`);
  assert.equal(dark.paperCss, dark.bg, 'the paper is the page\'s own background');
  await p.getByTestId('theme-select').selectOption('light');
  await until(async () => (await colours()).paper > 200, 'light paper again');
});
