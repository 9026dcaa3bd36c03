import { launchChromium } from './lib.mjs';
import { join } from 'node:path';
import { serve } from '../tools/server.mjs';
const server = await serve(process.env.DIST ?? join(import.meta.dirname, '..', 'dist'));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
const ctx = await browser.newContext();
{ const p = await ctx.newPage(); await p.goto(`${base}/lab`); await p.evaluate(() => navigator.serviceWorker.ready); await p.reload(); await p.waitForFunction(() => navigator.serviceWorker.controller !== null); await p.close(); }
for (let r = 0; r < 6; r++) {
  const page = await ctx.newPage();
  const t0 = Date.now();
  await page.goto(`${base}/lab?workers=2`);
  while (page.workers().length < 2) await page.waitForTimeout(5);
  const t1 = Date.now();
  await Promise.all(page.workers().map((w) => w.evaluate(() => true)));
  console.log(`workers there ${t1 - t0} ms, answering ${Date.now() - t0} ms`);
  await page.close();
}
await browser.close(); server.close();
