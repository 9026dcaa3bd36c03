// First-load benchmark: the built site served gzipped, as a static host serves it, with
// the sizes the reach issue budgets, and Lighthouse (mobile, its default throttling) on
// each route in Debian's Chromium. `make bench-load`. A benchmark, not a test: it prints
// figures and fails only if it cannot measure them.
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CHROMIUM } from './lib.mjs';
import { serve } from '../tools/server.mjs';

// `node bench_load.mjs [DIR]`: the site in DIR, dist/ by default.
const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
const files = await readdir(dist, { recursive: true });
const gz = async (name) => gzipSync(await readFile(join(dist, name))).length;
const pick = (test) => files.filter(test);
const sum = async (names) => (await Promise.all(names.map(gz))).reduce((a, b) => a + b, 0);
// One decimal: a budget is met or missed by less than a kilobyte.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// The page's wasm is split (scripts/build_app.sh): a main module every route loads, and
// chunks each page loads when first opened. What a route really downloads is read from
// Lighthouse's own record of its requests below.
const main = pick((f) => /^app-[0-9a-f]+\/app_bg\.wasm$/.test(f));
const chunks = pick((f) => /^app-[0-9a-f]+\/.*\.wasm$/.test(f) && !main.includes(f));
const worker = pick((f) => /^worker/.test(f));
console.log('| measure | gzipped | budget |\n|---|---|---|');
console.log(`| app wasm: the main module, loaded by every route | ${kb(await sum(main))} | ≤ 250 KB |`);
console.log(`| app wasm: the ${chunks.length} page chunks, all together | ${kb(await sum(chunks))} | |`);
console.log(`| the worker (loader, JS, wasm) | ${kb(await sum(worker))} | |`);

const server = await serve(dist, 0, '127.0.0.1', '/', { gzip: true });
const base = `http://127.0.0.1:${server.address().port}`;
const run = promisify(execFile);
const bin = join(import.meta.dirname, 'node_modules', '.bin', 'lighthouse');
const rows = [];
// Lighthouse's score moves by up to twenty points between runs on a shared 2-core
// machine, so each route is measured RUNS times (5 by default) and the run with the
// median performance is shown, as Lighthouse's variability guide advises. Every run's
// score is given beside it with Lighthouse's own measure of the host's speed at the time
// (its `benchmarkIndex`, higher is faster): a slow moment of the host, not the page,
// explains a low run when its index is low too.
const runs = Number(process.env.RUNS ?? 5);
// CPU=5.2 slows the CPU 5.2× instead of Lighthouse's 4×: the same phone on a slower host
// (4 × 2850 / 2200 for a host index of 2200 where this one reads 2850).
const cpu = process.env.CPU ? [`--throttling.cpuSlowdownMultiplier=${Number(process.env.CPU)}`] : [];
// ROUTES=/play,/lab measures only those routes.
const routes = process.env.ROUTES?.split(',') ?? ['/play', '/solve', '/gallery', '/lab'];
for (const route of routes) {
  const reports = [];
  for (let i = 0; i < runs; i++) {
    // The CLI in a child process: the server above keeps answering meanwhile.
    const { stdout } = await run(bin, [
      base + route, '--output=json', '--quiet', '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu', ...cpu,
    ], { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 << 20 });
    reports.push(JSON.parse(stdout));
  }
  const perf = (r) => Math.round(r.categories.performance.score * 100);
  reports.sort((a, b) => perf(a) - perf(b));
  const report = reports[Math.floor((reports.length - 1) / 2)];
  const host = (r) => Math.round(r.environment.benchmarkIndex);
  const range = reports.length > 1 ? ` (${reports.map((r) => `${perf(r)} @${host(r)}`).join(', ')})` : '';
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id].displayValue.replace(/\s/g, ' ');
  // The first visit: the page and everything it fetched to show itself, as transferred
  // (gzipped), leaving out the worker, which starts after the page has painted, and the
  // icons and manifest, which the browser fetches for itself.
  const requests = report.audits['network-requests'].details.items
    .filter((r) => r.url.startsWith(base) && !/\/(worker|sw\.js|icons\/|manifest|favicon)/.test(r.url));
  const bytes = (test) => requests.filter((r) => test.test(r.url)).reduce((a, r) => a + r.transferSize, 0);
  rows.push(`| ${route} | ${kb(bytes(/\.wasm$/))} | ${kb(bytes(/./))} | ${requests.length} | ${score('performance')}${range} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} |`);
}
console.log(`\n| route | app wasm loaded | first visit (HTML + CSS + JS + wasm), budget 300 KB for /play | requests | performance${cpu.length ? ` at ${Number(process.env.CPU)}× CPU` : ''}, median of ${runs} (each run @ host index) | accessibility | best practices | SEO | FCP | LCP | TBT |\n|---|---|---|---|---|---|---|---|---|---|---|`);
console.log(rows.join('\n'));
server.close();
