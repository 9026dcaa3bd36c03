// /code's figures: the plain solver of #38 run and checked in the code worker, then
// replayed (Skip to end, Back, "go to step 1000"), each timed until the page shows it,
// beside `nqueens run` of the same program measured in the same run; then how soon Stop
// ends a program that never ends. `node
// bench_code.mjs [8,10,11]` from e2e/ after `make build` (DIST=dir for another build).
import { appReady, clickToShown, launchChromium } from './lib.mjs';
import { serve } from '../tools/server.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAIN, codeLink } from './pages/code.mjs';

const CLI = join(import.meta.dirname, '..', 'target', 'release', 'nqueens');
const file = join(mkdtempSync(join(tmpdir(), 'nqueens-')), 'plain.rhai');
writeFileSync(file, PLAIN);
const server = await serve(process.env.DIST ?? join(import.meta.dirname, '..', 'dist'));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
const shown = (p, step) => p.waitForFunction((s) => {
  const at = document.querySelector('[data-testid="position"]')?.dataset.step;
  const total = document.querySelector('[data-testid="total"]')?.dataset.total;
  return at === String(s === 'end' ? total : s === 'end-1' ? total - 1 : s);
}, step, { timeout: 60_000 });
const timed = async (f) => { const t0 = Date.now(); await f(); return Date.now() - t0; };

for (const n of (process.argv[2] ?? '8,10,11').split(',').map(Number)) {
  const t0 = process.hrtime.bigint();
  execFileSync(CLI, ['run', file, '-n', String(n)]);
  const nativeMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const p = await ctx.newPage();
  await p.goto(base + codeLink(PLAIN));
  await appReady(p);
  await p.getByTestId('n-input').fill(String(n));
  await p.getByTestId('n-input').press('Enter');
  const runMs = await timed(async () => {
    await p.getByTestId('run').click();
    await p.waitForSelector('[data-testid="run-status"][data-state="done"]', { timeout: 120_000 });
  });
  const status = await p.getByTestId('run-status').textContent();
  await p.waitForSelector('[data-testid="replay"]');
  const skipMs = await timed(async () => { await p.getByTestId('skip').click(); await shown(p, 'end'); });
  const backMs = await timed(async () => { await p.getByTestId('back').click(); await shown(p, 'end-1'); });
  const jumpMs = await timed(async () => {
    await p.getByTestId('go-to-step').fill('1000');
    await p.getByTestId('go').click();
    await shown(p, 1000);
  });
  const heap = await p.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
  console.log(`n = ${n}: ${status} Run to report ${runMs} ms (${(runMs / nativeMs).toFixed(1)}× the CLI's ${nativeMs.toFixed(0)} ms); Skip to end ${skipMs} ms, Back ${backMs} ms, go to step 1000 ${jumpMs} ms; JS heap ${(heap / 1048576).toFixed(1)} MB`);
  await ctx.close();
}
// Stop, on a program that never ends: from the click to the status saying so, on the
// page's clock (the code spec checks that Stop ends the run and its worker, with no
// deadline). The median of three, each a second into the run.
const stops = [];
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const p = await ctx.newPage();
  await p.goto(base + codeLink('let x = 0;\nloop {\n    x += 1;\n}\n'));
  await appReady(p);
  await p.getByTestId('run').click();
  await p.waitForSelector('[data-testid="run-status"][data-state="running"]');
  await p.waitForTimeout(1_000);
  stops.push(await clickToShown(p, '[data-testid="stop"]', '[data-testid="run-status"][data-state="stopped"]'));
  await ctx.close();
}
stops.sort((a, b) => a - b);
console.log(`Stop on a loop that never ends, click to "stopped": ${stops[1].toFixed(0)} ms (median of 3: ${stops.map((ms) => ms.toFixed(0)).join(', ')} ms)`);
await browser.close();
server.close();
