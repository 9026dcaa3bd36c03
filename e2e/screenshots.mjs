// Screenshots of every route at desktop and phone size, light and dark, for a person
// to look at: e2e/screenshots/<route>-<viewport>-<scheme>.png; then the offline state
// (the lab counting with the network gone) and the update prompt (a new deploy offered as
// a reload): offline-lab-… and update-play-….
import { appReady, deployment, launchChromium, offlineReady } from './lib.mjs';
import { labPage } from './pages/lab.mjs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve } from '../tools/server.mjs';

const dist = join(import.meta.dirname, '..', 'dist');
const server = await serve(dist);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
const routes = (process.argv[2] ?? 'learn,play?n=8&q=15863724,play?n=8&q=15000000,solve,gallery,lab,variants,code').split(',');
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
await mkdir('screenshots', { recursive: true });
for (const scheme of ['light', 'dark']) {
  for (const [vname, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${base}/${route}`);
      await page.locator('main h1').first().waitFor();
      if (route.startsWith('gallery')) await page.getByTestId('fundamental').first().waitFor();
      const name = route.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');
      await page.screenshot({ path: `screenshots/${name}-${vname}-${scheme}.png`, fullPage: true });
    }
    await context.close();
  }
}
for (const [vname, scheme] of [['phone', 'light'], ['desktop', 'dark']]) {
  const look = { viewport: viewports[vname], colorScheme: scheme, deviceScaleFactor: 1 };
  // Offline: one visit caches the build; then the network goes, the page reloads, and
  // the lab counts Q(10) in its workers.
  let context = await browser.newContext(look);
  let page = await context.newPage();
  await page.goto(`${base}/lab`);
  await offlineReady(page);
  await context.setOffline(true);
  await page.reload();
  await appReady(page);
  const lab = labPage(page);
  await lab.count(10);
  await lab.result(10).waitFor({ timeout: 30_000 });
  await page.screenshot({ path: `screenshots/offline-lab-${vname}-${scheme}.png`, fullPage: true });
  await context.close();
  // The update prompt: a newer build deployed over the one the page runs.
  const site = await deployment(dist);
  context = await browser.newContext(look);
  page = await context.newPage();
  await page.goto(`${site.url}/play`);
  await appReady(page);
  await offlineReady(page);
  await site.next();
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await page.getByTestId('update').waitFor({ timeout: 20_000 });
  await page.screenshot({ path: `screenshots/update-play-${vname}-${scheme}.png` });
  await context.close();
  await site.close();
}
await browser.close();
server.close();
console.log('screenshots written to e2e/screenshots/');
