import assert from 'node:assert/strict';
import { join } from 'node:path';
import { until } from '../lib.mjs';
import { serveWatched } from '../drivers.mjs';
import { test } from '../webdriver.mjs';
import { countInLab } from './lab_page.mjs';

const DIST = process.env.DIST ?? join(import.meta.dirname, '..', '..', 'dist');

test('after one visit the site works with its server gone, counting in workers included', async (b) => {
  // A server of its own, to take down.
  const server = await serveWatched(DIST);
  const site = `http://127.0.0.1:${server.address().port}`;
  try {
    // The gallery first: its worker keeps the page busy while the service worker
    // installs, which is when WebKit reported the claim early.
    await b.open('/gallery', site);
    await b.evaluate('(window.firstVisit = true)');
    await until(() => b.evaluate('navigator.serviceWorker.controller !== null'), 'the offline copy', 30_000);
    // The first build to arrive is no update: the page neither offers a reload nor
    // reloads itself (WebKit once reported the claim before the install, and did both).
    await until(() => b.evaluate('document.readyState === "complete"'), 'the page settled');
    assert.equal(await b.evaluate('window.firstVisit === true'), true, 'the first visit reloaded itself');
    assert.equal(await b.count('[data-testid="update"]'), 0, 'an update offered on the first visit');
  } finally {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  }
  await b.reload();
  await until(async () => (await b.count('[data-testid="fundamental"]')) === 12, 'the 12 cards offline');
  await b.open('/play', site);
  await until(async () => (await b.count('[data-testid="square"]')) === 64, 'the board offline');
  await b.open('/lab', site);
  await countInLab(b, 10);
  await b.expectAttr('[data-testid="count-result"][data-n="10"]', 'data-total', 724, 30_000);
});
