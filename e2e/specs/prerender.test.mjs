// Each route's HTML file carries the page's first view (scripts/prerender.mjs), so a
// visitor sees the board and the words before the wasm has arrived. Opened here with
// scripts off, as the browser paints it before any script has run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, usePage } from '../lib.mjs';

const page = usePage({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });

const HEADINGS = {
  play: 'Place n queens so that none attacks another',
  solve: 'Watch the solver',
  gallery: 'Gallery of fundamental solutions',
  lab: 'Counting lab',
  variants: 'The family of the eight queens',
};

for (const [route, heading] of Object.entries(HEADINGS)) {
  test(`/${route} shows its page before any script runs`, async () => {
    await page().goto(`${BASE}/${route}`);
    const copy = page().locator('#prerendered');
    assert.equal(await copy.getAttribute('inert'), '', 'the copy is inert');
    assert.equal(await copy.locator('main section.page h1').textContent(), heading);
    assert.ok(await copy.locator('main section.page h1').isVisible(), 'the heading is painted');
    // Nothing in the copy answers for the app's own nodes, nor breaks the style policy.
    assert.equal(await copy.locator('[id], [data-testid], [style]').count(), 0);
    // The copy is of the page once its workers have answered, not of whichever moment
    // it was ready: then two builds of the same sources give the same files.
    assert.equal(await copy.locator('[aria-busy="true"]').count(), 0, 'nothing in the copy is still counting');
    // A link's query holds the build's date or a random seed: two builds would differ.
    assert.deepEqual(await copy.locator('a[href*="?"]').evaluateAll((a) => a.map((x) => x.getAttribute('href'))), []);
  });
}

test('/play\'s copy shows the 8 × 8 board', async () => {
  await page().goto(`${BASE}/play`);
  const squares = page().locator('#prerendered svg.board rect.sq');
  assert.equal(await squares.count(), 64);
  assert.ok(await page().locator('#prerendered svg.board').isVisible());
  assert.match(await page().locator('#prerendered .completion').textContent(), /92 solutions/);
});

test('/gallery\'s copy shows the family section\'s classes', async () => {
  await page().goto(`${BASE}/gallery`);
  assert.ok(await page().locator('#prerendered .family-cards li.card').count() > 0);
});
