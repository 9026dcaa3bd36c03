import assert from 'node:assert/strict';
import { until } from '../lib.mjs';
import { test } from '../webdriver.mjs';

const square = (row, col) => `[data-testid="board"] [data-testid="square"][data-row="${row}"][data-col="${col}"]`;

test('play a full 8-queens solution by clicks and get its verdict', async (b) => {
  await b.open('/play?n=8');
  for (const [i, ch] of [...'84136275'].entries()) {
    await b.clickAt(square(Number(ch), i + 1));
    await b.expectAttr(square(Number(ch), i + 1), 'data-state', 'queen');
  }
  const verdict = '[data-testid="verdict"]';
  await b.expectAttr(verdict, 'data-solved', 'true');
  await b.expectAttr(verdict, 'data-canonical', '15863724');
  await b.expectText(verdict, 'solution 92 of 92');
  await b.expectText('[data-testid="status"]', '8 of 8 queens placed, no conflicts');
});

test('the board exports as PNG and SVG under the page\'s strict policy', async (b) => {
  await b.open('/play?n=6&q=246135');
  await b.catchDownloads();
  await b.clickAt('details.share summary');
  await until(() => b.evaluate("document.querySelector('details.share').open"), 'the share section to open');
  await b.clickAt('[data-testid="download-svg"]');
  await b.clickAt('[data-testid="download-png"]');
  // The PNG is drawn from the SVG through an image and a canvas: a task or two later.
  await until(async () => (await b.downloads()).length === 2, 'both files');
  const [svg, png] = await b.downloads();
  assert.equal(svg.name, 'queens-6.svg');
  assert.match(svg.head, /^<svg /);
  assert.equal(png.name, 'queens-6.png');
  assert.equal(png.head.slice(0, 4), '\x89PNG');
});

test('narrow: the hint at a dead end lands under the board, on screen', async (b) => {
  await b.narrow('/play?n=8&q=13572460');
  await b.expectAttr('[data-testid="completion"]', 'data-completable', 'false');
  await b.clickAt('[data-testid="hint"]');
  await b.expectText('[data-testid="hint-message"]', 'file h has no safe square left');
  await until(() => b.onScreen('[data-testid="hint-message"]'), 'the hint on screen');
  await b.expectAttr('[data-testid="marked-line"]', 'data-line', 'file-h');
  assert.equal(await b.scrollsSideways(), false);
});
