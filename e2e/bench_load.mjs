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
import { serve } from './server.mjs';

const dist = join(import.meta.dirname, '..', 'dist');
const files = await readdir(dist);
const gz = async (name) => gzipSync(await readFile(join(dist, name))).length;
const pick = (test) => files.filter(test);
const sum = async (names) => (await Promise.all(names.map(gz))).reduce((a, b) => a + b, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

const appWasm = pick((f) => /^app-.*_bg\.wasm$/.test(f));
const firstVisit = ['index.html', ...pick((f) => /^(app-.*\.js|main-.*\.css)$/.test(f)), ...appWasm];
const worker = pick((f) => /^worker/.test(f));
console.log('| measure | gzipped | budget |\n|---|---|---|');
console.log(`| app wasm | ${kb(await sum(appWasm))} | ≤ 250 KB |`);
console.log(`| first visit to /play (HTML + CSS + JS + app wasm) | ${kb(await sum(firstVisit))} | ≤ 300 KB |`);
console.log(`| the worker (loader, JS, wasm) | ${kb(await sum(worker))} | |`);

const server = await serve(dist, 0, '127.0.0.1', '/', { gzip: true });
const base = `http://127.0.0.1:${server.address().port}`;
const run = promisify(execFile);
const bin = join(import.meta.dirname, 'node_modules', '.bin', 'lighthouse');
console.log('\n| route | performance | accessibility | best practices | SEO | LCP | TBT |\n|---|---|---|---|---|---|---|');
for (const route of ['/play', '/solve', '/gallery', '/lab']) {
  // The CLI in a child process: the server above keeps answering meanwhile.
  const { stdout } = await run(bin, [
    base + route, '--output=json', '--quiet', '--form-factor=mobile',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ], { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 << 20 });
  const report = JSON.parse(stdout);
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id].displayValue.replace(/\s/g, ' ');
  console.log(`| ${route} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} |`);
}
server.close();
