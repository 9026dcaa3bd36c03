import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { appReady, deployment, offlineReady, open, until, usePage } from '../lib.mjs';
import { labPage } from '../pages/lab.mjs';

const DIST = process.env.DIST ?? join(import.meta.dirname, '..', '..', 'dist');
const page = usePage({ serviceWorker: true });

test('after one visit every route works offline, counting in workers included', async () => {
  await open(page(), '/play');
  await offlineReady(page());
  await page().context().setOffline(true);
  try {
    await page().reload();
    await page().getByTestId('board').waitFor();
    await open(page(), '/gallery');
    await until(async () => (await page().getByTestId('fundamental').count()) === 12, 'the 12 cards offline');
    // /learn's chapters come in a part of their own: it is precached too.
    await open(page(), '/learn?chapter=3');
    await page().getByTestId('chapter').waitFor();
    await page().locator('[data-testid="square"][data-row="1"][data-col="1"]').click();
    await until(async () => (await page().getByTestId('predict-reveal').getAttribute('data-judgement')) === 'right', 'a prediction offline');
    await open(page(), '/lab');
    const lab = labPage(page());
    await lab.count(10);
    const cell = lab.result(10);
    await cell.waitFor({ timeout: 30_000 });
    assert.equal(await cell.getAttribute('data-total'), '724');
  } finally {
    await page().context().setOffline(false);
  }
});

test('a first visit downloads its page\'s modules as one pack; a page opened later fetches only what it lacks', async () => {
  const p = page();
  const wasm = [];
  p.on('request', (r) => {
    const file = new URL(r.url()).pathname.split('/').pop();
    if (file.endsWith('.wasm')) wasm.push(file);
  });
  await open(p, '/play');
  await p.getByTestId('board').waitFor();
  const first = wasm.filter((f) => f !== 'worker_bg.wasm');
  assert.deepEqual(first.sort(), ['app_bg.wasm', 'pack_play.wasm'], 'the main module and /play\'s pack, no module on its own');
  wasm.length = 0;
  await p.getByRole('link', { name: 'Solve' }).first().click();
  await p.getByTestId('board').waitFor();
  await p.getByTestId('step').waitFor();
  assert.ok(wasm.some((f) => f.startsWith('split___solve_view_')), `/solve's own module: ${wasm.join(', ')}`);
  assert.ok(!wasm.some((f) => f.startsWith('pack_')), 'no pack for a page opened later');
});

test('a new deploy is offered as a reload, and the reload runs it', async () => {
  const site = await deployment(DIST);
  try {
    await page().goto(`${site.url}/play`);
    await offlineReady(page());
    assert.equal(await page().getByTestId('update').count(), 0, 'no offer on the first visit');
    const version = await site.next();
    await page().evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await page().getByTestId('update').waitFor({ timeout: 20_000 });
    await page().evaluate(() => { window.beforeReload = true; });
    await page().getByTestId('update-reload').click();
    await until(() => page().evaluate(() => window.beforeReload === undefined).catch(() => false), 'the page reloaded', 20_000);
    await until(
      () => page().evaluate((v) => caches.keys().then((keys) => keys.join() === `nqueens-${v}`), version),
      'the new build cached alone',
      20_000,
    );
    await appReady(page());
    assert.equal(await page().getByTestId('update').count(), 0, 'no offer after the reload');
  } finally {
    await site.close();
  }
});

test('the manifest lists installable icons: 192 and 512 px PNGs, and a maskable one', async () => {
  await open(page(), '/play');
  const href = await page().locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href, page().url());
  const manifest = await (await fetch(manifestUrl)).json();
  const sizes = [];
  for (const icon of manifest.icons) {
    const response = await fetch(new URL(icon.src, manifestUrl));
    assert.equal(response.status, 200, icon.src);
    assert.equal(icon.type, 'image/png', icon.src);
    const bytes = Buffer.from(await response.arrayBuffer());
    // A PNG's header holds its width and height (big-endian, at bytes 16 and 20).
    const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    assert.equal(`${width}x${height}`, icon.sizes, icon.src);
    sizes.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  assert.deepEqual(sizes.sort(), ['192x192 any', '512x512 any', '512x512 maskable']);
});
