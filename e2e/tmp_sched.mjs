import { launchChromium } from './lib.mjs';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../tools/server.mjs';
const server = await serve(join(import.meta.dirname, '..', 'dist'));
const base = `http://127.0.0.1:${server.address().port}`;
import { chromium } from "playwright-core";
const browser = process.env.JSFLAGS ? await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--js-flags=" + process.env.JSFLAGS], headless: true }) : await launchChromium();
const N = Number(process.env.N ?? 17), RUNS = Number(process.env.RUNS ?? 3);
function snap() {
  const out = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let cmd; try { cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); } catch { continue; }
    if (!cmd.includes('chromium')) continue;
    const type = (cmd.match(/--type=([a-z-]+)/) ?? [, 'browser'])[1] + (cmd.includes('--utility-sub-type=') ? ':' + cmd.match(/--utility-sub-type=([^\0]+)/)[1].split('.').pop() : '');
    let tids; try { tids = readdirSync(`/proc/${pid}/task`); } catch { continue; }
    for (const tid of tids) {
      try {
        const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
        out.set(`${pid}/${tid}`, { key: `${type}|${pid}|${comm}`, run, wait });
      } catch {}
    }
  }
  return out;
}
function diff(a, b) {
  const agg = new Map();
  for (const [id, v] of b) {
    const u = a.get(id) ?? { run: 0, wait: 0 };
    const d = { run: (v.run - u.run) / 1e6, wait: (v.wait - u.wait) / 1e6 };
    if (d.run < 1 && d.wait < 1) continue;
    const k = v.key; const s = agg.get(k) ?? { run: 0, wait: 0, n: 0 };
    s.run += d.run; s.wait += d.wait; s.n++; agg.set(k, s);
  }
  return agg;
}
const ctx = await browser.newContext();
{ const p = await ctx.newPage(); await p.goto(`${base}/lab`); await p.evaluate(() => navigator.serviceWorker.ready); await p.reload(); await p.waitForFunction(() => navigator.serviceWorker.controller !== null); await p.close(); }
for (const workers of [1, 2, 1, 2]) for (let r = 0; r < RUNS; r++) {
  const page = await ctx.newPage();
  await page.goto(`${base}/lab?workers=${workers}`);
  await page.waitForTimeout(500);
  while (page.workers().length < workers) await page.waitForTimeout(20);
  await Promise.all(page.workers().map((w) => w.evaluate(() => true)));
  await page.getByTestId('n-input').first().fill(String(N));
  await page.getByTestId('n-input').first().press('Enter');
  await page.waitForTimeout(300);
  const a = snap(); const t0 = Date.now();
  await page.getByTestId('count').click();
  const cell = page.locator(`[data-testid="count-result"][data-n="${N}"]`);
  await cell.waitFor({ timeout: 600000 });
  const wall = Date.now() - t0;
  const b = snap();
  const secs = Number(await cell.getAttribute('data-seconds'));
  const agg = [...diff(a, b)].sort((x, y) => y[1].run - x[1].run);
  let tot = 0; for (const [, v] of agg) tot += v.run;
  console.log(`workers=${workers} N=${N} page=${secs}s wall=${wall}ms totalCPU=${tot.toFixed(0)}ms`);
  for (const [k, v] of agg.slice(0, 14)) console.log(`   ${k.padEnd(50)} run ${v.run.toFixed(1).padStart(8)} wait ${v.wait.toFixed(1).padStart(7)} (${v.n})`);
  await page.close();
}
await browser.close(); server.close();
