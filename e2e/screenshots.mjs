// Screenshots of every route at desktop and phone size, light and dark, for a person
// to look at: e2e/screenshots/<route>-<viewport>-<scheme>.png.
import { launchChromium } from './lib.mjs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve } from './server.mjs';

const server = await serve(join(import.meta.dirname, '..', 'dist'));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
const routes = (process.argv[2] ?? 'play?n=8&q=15863724,play?n=8&q=15000000,solve,gallery,lab,variants').split(',');
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
await browser.close();
server.close();
console.log('screenshots written to e2e/screenshots/');
