// Where a route's first load spends the main thread: `make trace-load`, or
// `node trace_load.mjs [DIR...]` with ROUTES= and RUNS=. A diagnostic, not a test.
//
// Lighthouse's score moves with this shared host's speed (its TBT is each observed task
// times four), so two builds are told apart here by what their load does, measured the
// same way Lighthouse observes it: Chromium unthrottled, traced over CDP. Given several
// site directories, it loads them in turn, run by run, so a slow minute hurts each alike.
// Per run it prints every main-thread task of 8 ms or more after the first contentful
// paint, as start+wall/thread milliseconds (thread time below wall time: another thread
// or process had the core meanwhile), named by what it ran (a timer: the app's pieces;
// a message: a worker's answer; layout; wasm compilation...), and under it how long the
// page's other threads (workers, the service worker) ran until the last of those tasks,
// since on a 2-core host they take the cores from it; then, per site, the means of:
//   - blocking: the sum over those tasks of 4 × duration − 50 ms, by kind: Lighthouse's
//     total blocking time as its simulated phone would count them;
//   - on thread: the same sum with each task's thread time instead of its wall time,
//     what the page would block with the core to itself (less moved by the host's load);
//   - busy: all main-thread work after the first paint;
//   - relayout: a forced style and layout of the whole page once the app has taken over
//     (median of 15), the cost the takeover's frame pays.
import { join } from 'node:path';
import { launchChromium } from './lib.mjs';
import { serve } from '../tools/server.mjs';

const dists = process.argv.slice(2);
if (dists.length === 0) dists.push(join(import.meta.dirname, '..', 'dist'));
const routes = (process.env.ROUTES ?? '/play,/solve,/gallery,/lab').split(',');
const runs = Number(process.env.RUNS ?? 3);
const PHONE = { width: 412, height: 823 };
// What a task ran, by the first of these found inside it.
const KINDS = ['HandlePostMessage', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ParseHTML',
  'v8.wasm.compileConsume', 'RunMicrotasks', 'Layout', 'UpdateLayoutTree', 'Paint'];

const servers = await Promise.all(dists.map((d) => serve(d, 0, '127.0.0.1', '/', { gzip: true })));
const browser = await launchChromium();

/** One traced load of `url`: its tasks after the first paint, and the page's relayout time. */
async function load(url) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'blink.user_timing,loading,devtools.timeline,disabled-by-default-devtools.timeline,toplevel',
    transferMode: 'ReportEvents',
  });
  await page.goto(url);
  await page.waitForSelector('html[data-ready]', { timeout: 30_000 });
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await complete;
  const relayout = await page.evaluate(() => {
    const main = document.querySelector('main');
    const times = [];
    for (let i = 0; i < 15; i++) {
      main.style.display = 'none';
      void document.body.offsetHeight;
      const start = performance.now();
      main.style.display = '';
      void document.body.offsetHeight;
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[7];
  });
  await context.close();
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid);
  const thread = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && (!fcp || e.ts > fcp.ts));
  const tasks = thread.filter((e) => e.name === 'RunTask').map((task) => {
    const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts <= task.ts + task.dur && e.dur > 300);
    const kind = KINDS.find((k) => inside.some((e) => e.name === k)) ?? 'other';
    return { at: (task.ts - nav.ts) / 1000, ms: task.dur / 1000, cpu: (task.tdur ?? task.dur) / 1000, kind };
  });
  // What the page's other threads (its workers, V8's compile threads) ran while the main
  // thread still had long tasks to run: on a 2-core host they compete for the cores.
  const names = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid)
    .map((e) => [e.tid, e.args.name.replace(/[^A-Za-z]+$/, '')]));
  const long = tasks.filter((t) => t.ms >= 8);
  const until = long.length ? nav.ts + (long.at(-1).at + long.at(-1).ms) * 1000 : fcp?.ts ?? nav.ts;
  const others = {};
  for (const e of events) {
    if (e.pid !== nav.pid || e.tid === nav.tid || e.ph !== 'X' || e.name !== 'RunTask') continue;
    const overlap = Math.min(e.ts + e.dur, until) - Math.max(e.ts, fcp?.ts ?? nav.ts);
    if (overlap <= 0) continue;
    const name = names.get(e.tid) ?? 'other';
    others[name] = (others[name] ?? 0) + overlap / 1000;
  }
  return { tasks, relayout, others };
}

const means = dists.map(() => Object.fromEntries(routes.map((r) => [r, { blocking: {}, thread: 0, busy: 0, relayout: 0 }])));
for (let run = 0; run < runs; run++) {
  for (const route of routes) {
    for (const [i, server] of servers.entries()) {
      const { tasks, relayout, others } = await load(`http://127.0.0.1:${server.address().port}${route}`);
      const mean = means[i][route];
      mean.relayout += relayout / runs;
      const long = [];
      for (const t of tasks) {
        mean.busy += t.ms / runs;
        if (t.ms < 8) continue;
        mean.blocking[t.kind] = (mean.blocking[t.kind] ?? 0) + Math.max(0, 4 * t.ms - 50) / runs;
        mean.thread += Math.max(0, 4 * t.cpu - 50) / runs;
        long.push(`${t.at.toFixed(0)}+${t.ms.toFixed(0)}/${t.cpu.toFixed(0)} ${t.kind}`);
      }
      console.log(`${dists[i]} ${route} run ${run + 1}: ${long.join(', ')}`);
      const beside = Object.entries(others).filter(([, ms]) => ms >= 5).map(([n, ms]) => `${n} ${ms.toFixed(0)}`);
      console.log(`  meanwhile on other threads (ms): ${beside.join(', ') || 'none'}`);
    }
  }
}
console.log('\n| site | route | blocking, TBT-like (by kind) | on thread | busy after first paint | relayout |\n|---|---|---|---|---|---|');
for (const [i, dist] of dists.entries()) {
  for (const route of routes) {
    const { blocking, thread, busy, relayout } = means[i][route];
    const total = Object.values(blocking).reduce((a, b) => a + b, 0);
    const kinds = Object.entries(blocking).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ');
    console.log(`| ${dist} | ${route} | ${Math.round(total)} ms (${kinds}) | ${Math.round(thread)} ms | ${Math.round(busy)} ms | ${relayout.toFixed(1)} ms |`);
  }
}
await browser.close();
for (const server of servers) server.close();
