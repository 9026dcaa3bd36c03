// Browser benchmarks: the built site in Debian's Chromium against the native CLI,
// measured in the same run. `node bench.mjs [--only=count] [--big]` from e2e/ after `make build`
// (DIST=dir measures another build, as for run.mjs); `--only=interrupted` reloads, crashes
// and cancels Q(19) and Q(20) counts (about 10 minutes; NS=20 for one n).
import { clickToShown, launchChromium, reach } from './lib.mjs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { serve } from '../tools/server.mjs';

const CLI = join(import.meta.dirname, '..', 'target', 'release', 'nqueens');
const server = await serve(process.env.DIST ?? join(import.meta.dirname, '..', 'dist'));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function native(args, runs = 3) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    execFileSync(CLI, args);
    times.push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
  return median(times);
}

/**
 * A returning visitor's browser: the site visited once, its offline copy installed.
 * A first visit's service worker caches every file of the build, and Chromium compiles
 * each wasm module it caches: a count clicked in the first seconds of a first visit
 * shares the cores with that (see `firstVisit`).
 */
let returning;
async function returningVisitor() {
  if (!returning) {
    returning = await browser.newContext();
    const page = await returning.newPage();
    await page.goto(`${base}/lab`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.close();
  }
  return returning;
}

/** Picks n in the lab's size box, allowing the large sizes first when n needs them. */
async function pickSize(page, n) {
  if (n > 18) await page.getByTestId('allow-large').check();
  await page.getByTestId('n-input').first().fill(String(n));
  await page.getByTestId('n-input').first().press('Enter');
}

/**
 * One count of Q(n) in the lab with `workers` workers, in a new tab of a returning
 * visitor's browser, or of a new browser profile (`firstVisit`): the page's own clock,
 * in seconds; the most memory a worker told (bytes); and the longest wait between two
 * changes of the progress line (ms), as a visitor watching it would see.
 */
async function browserCount(workers, n, { firstVisit = false } = {}) {
  const context = firstVisit ? await browser.newContext() : await returningVisitor();
  const page = await context.newPage();
  await page.goto(`${base}/lab?workers=${workers}`);
  // A returning visitor picks n, then reads the page before clicking, and the workers
  // have warmed up by then (their warm-up takes about half a second while the page
  // loads: traced, half a second after loading they were still at it for up to another
  // half), and built the tables of the n picked (Q(18)'s, about 90 ms). A worker
  // answers once its warm-up and tables, synchronous tasks, are over.
  await pickSize(page, n);
  await page.waitForTimeout(500);
  if (!firstVisit) {
    for (let waited = 0; page.workers().length < workers; waited += 20) {
      if (waited > 30_000) throw new Error(`/lab started ${page.workers().length} of ${workers} workers in 30 s`);
      await page.waitForTimeout(20);
    }
    await Promise.all(page.workers().map((worker) => worker.evaluate(() => true)));
    // The page's own thread is not done when its workers are: in the second half
    // second after loading, it took up to 190 ms of CPU (per thread, from /proc, three
    // loads), quiet after a second. A count clicked then shares the cores with that,
    // which costs two workers more than one (one worker leaves a core free): eleven
    // rounds in turn at Q(16), clicked half a second after loading and a second and a
    // half after, read two workers at 0.220 s (0.156 to 0.275) and 0.192 s (0.180 to
    // 0.222), one at 0.343 and 0.312 s.
    await page.waitForTimeout(1_000);
  }
  await page.evaluate(() => {
    window.__gaps = { last: 0, longest: 0 };
    new MutationObserver(() => {
      const now = performance.now();
      if (window.__gaps.last) window.__gaps.longest = Math.max(window.__gaps.longest, now - window.__gaps.last);
      window.__gaps.last = now;
    }).observe(document.querySelector('.progress-area'), { subtree: true, childList: true, characterData: true, attributes: true });
  });
  // The result is awaited in the page, told by a mutation observer, rather than polled
  // for over the DevTools protocol (at 0, 20, 50, 100 ms...): each poll takes the page's
  // thread, the browser's and this process's, which on two cores is time taken from the
  // workers. What that costs is under the noise: the speed-up of two workers over one at
  // Q(16) read 1.76× polled and 1.59× observed (twenty rounds in turn), then 1.53× and
  // 1.61× (eleven); but a measure should not take what it measures.
  const cell = `[data-testid="count-result"][data-n="${n}"]`;
  const shown = page.evaluate((cell) => new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      const found = document.querySelector(cell);
      if (found) {
        observer.disconnect();
        resolve(Number(found.getAttribute('data-seconds')));
      }
    }).observe(document.body, { subtree: true, childList: true });
  }), cell);
  await page.getByTestId('count').click();
  const seconds = await shown;
  const memory = Number(await page.getByTestId('count-done').getAttribute('data-memory'));
  const gap = await page.evaluate(() => window.__gaps.longest);
  await page.close();
  if (firstVisit) await context.close();
  return { seconds, memory, gap };
}

/**
 * Milliseconds, on the page's clock, from the click on Cancel to the "Cancelled" line,
 * in a two-worker count of Q(n) that has run for a second: what the lab's spec does
 * without a deadline.
 */
async function cancelMs(n) {
  const context = await returningVisitor();
  const page = await context.newPage();
  await page.goto(`${base}/lab?workers=2`);
  await pickSize(page, n);
  await page.getByTestId('count').click();
  await page.getByTestId('progress').waitFor();
  await page.waitForTimeout(1_000);
  const ms = await clickToShown(page, '[data-testid="cancel"]', '[data-testid="cancelled"]');
  await page.close();
  return ms;
}

/**
 * Q(n) natively (one thread and two), in the browser with one worker and with two,
 * taken in turn `runs` times: the machine's speed drifts by a tenth within minutes, so
 * each ratio compares runs made back to back, and the median ratio is reported.
 */
async function countPairs(n, runs = 7) {
  const [cli, cli2, one, two] = [[], [], [], []];
  for (let i = 0; i < runs; i++) {
    cli.push(native(['count', String(n)], 1));
    cli2.push(native(['count', String(n), '--jobs', '2'], 1));
    one.push((await browserCount(1, n)).seconds);
    two.push((await browserCount(2, n)).seconds);
  }
  const ratios = (a, b) => median(a.map((x, i) => x / b[i]));
  // The browser's speed-up (one worker's time over two's) against the CLI's (--jobs 1
  // over --jobs 2), pair by pair.
  const speedUps = median(one.map((x, i) => (x / two[i]) / (cli[i] / cli2[i])));
  return {
    cli: median(cli), cli2: median(cli2), one: median(one), two: median(two),
    oneVsCli: ratios(one, cli), twoVsOne: ratios(two, one), speedUps,
  };
}

// `settle`: milliseconds between loading the page and typing n, as a visitor reads the
// page first (0: at once, with the worker's code still at the baseline tier).
async function huge(n, method = 'sosic-gu', settle = 0) {
  const page = await browser.newPage();
  await page.goto(`${base}/lab`);
  await page.waitForTimeout(settle);
  const input = page.locator('.huge [data-testid="n-input"]');
  // The section is built as the reader nears it (src/ui/when_near.rs).
  await reach(page, input);
  await input.fill(String(n));
  await input.press('Enter');
  await page.getByTestId('huge-method').selectOption(method);
  await page.getByTestId('huge-solve').click();
  const r = page.getByTestId('huge-result');
  await r.waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="huge-result"]')?.dataset.clickMs);
  const out = {
    verified: await r.getAttribute('data-verified'),
    solve: Number(await r.getAttribute('data-solve-ms')) / 1000,
    start: Number(await r.getAttribute('data-start-ms')) / 1000,
    click: Number(await r.getAttribute('data-click-ms')) / 1000,
  };
  await page.close();
  return out;
}

async function playDelay(n, code) {
  const page = await browser.newPage();
  await page.goto(`${base}/play?n=${n}`);
  await page.getByTestId('completion').waitFor();
  const delays = [];
  for (const [col, row] of code) {
    await page.locator(`[data-testid="square"][data-row="${row}"][data-col="${col}"]`).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="completion"]')?.dataset.delayMs);
    delays.push(Number(await page.getByTestId('completion').getAttribute('data-delay-ms')));
  }
  await page.close();
  return delays;
}

/** The solver at full speed: steps per second sustained, and the longest main-thread task. */
async function solverSpeed(seconds = 6) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${base}/solve`);
  const input = page.getByTestId('n-input');
  await input.fill('12');
  await input.press('Enter');
  await page.getByTestId('speed').fill('5');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="timeline"]')?.max) > 4000);
  await page.evaluate(() => { window.__longest = 0; });
  const start = Number(await page.getByTestId('counter-steps').textContent());
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const end = Number(await page.getByTestId('counter-steps').textContent());
  const dt = (Date.now() - t0) / 1000;
  const longest = await page.evaluate(() => window.__longest);
  await page.close();
  return { perSecond: (end - start) / dt, longest };
}

// Each row is printed as soon as it is measured (a later failure keeps the earlier ones).
const rows = { push: (line) => console.log(line) };
console.log('| measure | value | baseline | value | ratio |\n|---|---|---|---|---|');
// `--only=count` or `--only=huge` runs one section; `--only=cancel`, the count section's
// last row alone.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const want = (section) => !only || only === section;
// The ratio column of the count rows is the median of the ratios of runs made in turn.
const row = (what, value, ref, refValue, ratio) =>
  rows.push(`| ${what} | ${value.toFixed(3)} s | ${ref} | ${refValue.toFixed(3)} s | ${ratio.toFixed(2)}× |`);
// Q(16) counts in a fifth of a second, where a tenth of a core's time taken by anything
// else moves a pair's ratios by a tenth: it gets more pairs.
for (const n of want('count') ? [16, 17, 18] : []) {
  const p = await countPairs(n, n === 16 ? 15 : 7);
  row(`browser, 1 worker, Q(${n})`, p.one, `nqueens count ${n}`, p.cli, p.oneVsCli);
  row(`browser, 2 workers, Q(${n})`, p.two, `browser, 1 worker, Q(${n})`, p.one, p.twoVsOne);
  rows.push(`| browser's speed-up, 2 workers over 1, Q(${n}) | ${(p.one / p.two).toFixed(2)}× | \`nqueens count ${n}\`, --jobs 2 over --jobs 1 (${p.cli2.toFixed(3)} s) | ${(p.cli / p.cli2).toFixed(2)}× | ${p.speedUps.toFixed(2)}× |`);
}
// A first visit: one worker, clicked half a second after the page loaded, while its
// offline copy installs; against the CLI in turn.
for (const n of want('count') ? [16, 17] : []) {
  const [cli, first] = [[], []];
  for (let i = 0; i < 3; i++) {
    cli.push(native(['count', String(n)], 1));
    first.push((await browserCount(1, n, { firstVisit: true })).seconds);
  }
  row(`browser, 1 worker, Q(${n}), first visit`, median(first), `nqueens count ${n}`, median(cli), median(first.map((x, i) => x / cli[i])));
}
if (want('count')) {
  const small = median([(await browserCount(2, 13)).seconds, (await browserCount(2, 13)).seconds, (await browserCount(2, 13)).seconds]);
  rows.push(`| browser, 2 workers, Q(13), click to result | ${small.toFixed(3)} s | | | |`);
}
if (want('count') || only === 'cancel') {
  // Q(19), which two workers count in about 18 s: Q(17), 0.7 s on the 2-core AMD EPYC
  // of 2026-12-01, was over before the second was.
  const cancel = median([await cancelMs(19), await cancelMs(19), await cancelMs(19)]);
  rows.push(`| browser, 2 workers, Q(19) cancelled after a second: click to "Cancelled" | ${cancel.toFixed(0)} ms | | | |`);
}
// `--big`: Q(18), Q(19) and Q(20) with the page's two workers, once each (Q(20) takes
// minutes), with each worker's memory peak and the longest wait for the progress line.
for (const n of process.argv.includes('--big') ? [18, 19, 20] : []) {
  const c = await browserCount(2, n);
  rows.push(`| browser, 2 workers, Q(${n}): time, a worker's memory peak, longest wait for progress | ${c.seconds.toFixed(1)} s | ${(c.memory / 1e6).toFixed(1)} MB | ${c.gap.toFixed(0)} ms | |`);
}
// `--only=interrupted`: Q(19) and Q(20) with the page's workers, reloaded mid-count, then a
// worker crashed, then finished: the total must be the published one. Then a new count
// of the same n cancelled after a few seconds: how long the page took to stop it.
const PUBLISHED = { 19: 4968057848, 20: 39029188884 };
for (const n of only === 'interrupted' ? (process.env.NS ?? '19,20').split(',').map(Number) : []) {
  const page = await browser.newPage();
  const noise = [];
  page.on('pageerror', (e) => noise.push(`page error: ${e}`));
  page.on('console', (m) => console.error(`Q(${n}) console ${m.type()}: ${m.text()}`));
  const fraction = () => page.evaluate(() => Number(document.querySelector('[data-testid="progress"]')?.value ?? -1));
  // A count that is no longer running (a failure's notice, say) says what the page shows,
  // rather than leave this loop waiting for progress that will not come.
  // So does a count whose progress has not moved for two minutes (the longest wait
  // measured is about 2 s, while each worker builds Q(20)'s tables).
  const atLeast = async (f) => {
    let [gone, still, last] = [0, 0, -1];
    for (let now = await fraction(); now < f; now = await fraction()) {
      gone = now < 0 ? gone + 1 : 0;
      still = now === last ? still + 1 : 0;
      last = now;
      if (gone > 120 || still > 480) {
        const shown = await page.evaluate(() => [...document.querySelectorAll('.progress-area, [data-testid="notice"]')].map((e) => e.innerText).join(' | '));
        throw new Error(`Q(${n}): ${gone > 120 ? 'no progress line for 30 s' : `progress stuck at ${now} for 2 minutes`}, ${page.workers().length} workers; the page shows: ${shown}`);
      }
      await page.waitForTimeout(250);
    }
  };
  await page.goto(`${base}/lab`);
  await page.waitForTimeout(500);
  await pickSize(page, n);
  await page.getByTestId('count').click();
  await atLeast(0.25);
  const before = await fraction();
  // Each stage on stderr, so that a count that stalls says where.
  const stage = (what) => console.error(`Q(${n}): ${what} at ${new Date().toISOString()}`);
  stage(`reload at ${before}`);
  await page.reload();
  const note = page.getByTestId('resumed');
  await note.waitFor({ timeout: 60_000 });
  const resumedAt = Number(await note.getAttribute('data-done')) / Number(await note.getAttribute('data-total'));
  stage('resumed');
  await atLeast(0.6);
  stage('crash');
  // An uncaught error in a worker, as a crash reaches the page.
  const workers = page.workers();
  let replacements = 0;
  page.on('worker', () => { replacements++; });
  await workers[workers.length - 1].evaluate(() => { setTimeout(() => { throw new Error('bench: a crashed worker'); }, 0); });
  const cell = page.locator(`[data-testid="count-result"][data-n="${n}"]`);
  await cell.waitFor({ timeout: 3_600_000 });
  const total = Number(await cell.getAttribute('data-total'));
  stage('finished');
  rows.push(`| browser, Q(${n}) reloaded at ${(100 * before).toFixed(0)} % (resumed at ${(100 * resumedAt).toFixed(0)} %), a worker crashed at 60 % (${replacements} started after): total | ${total} | published | ${PUBLISHED[n]} | ${total === PUBLISHED[n] ? 'exact' : 'WRONG'} |`);
  await page.getByTestId('count').click();
  await atLeast(0.02);
  const t0 = Date.now();
  await page.getByTestId('cancel').click();
  await page.getByTestId('cancelled').waitFor({ timeout: 10_000 });
  rows.push(`| browser, Q(${n}) cancelled mid-count: click to "Cancelled" | ${Date.now() - t0} ms | | | |`);
  rows.push(`| browser, Q(${n}) interrupted: page errors | ${noise.length ? noise.join('; ') : 'none'} | | | |`);
  await page.close();
}
for (const n of want('huge') ? [1_000_000, 10_000_000] : []) {
  const h = await huge(n);
  const settled = await huge(n, 'sosic-gu', 1000);
  rows.push(`| browser, queen swaps ${n}, page open 1 s before the click: compute | ${settled.solve.toFixed(3)} s | (at once) | ${h.solve.toFixed(3)} s | ${(settled.solve / h.solve).toFixed(2)}× |`);
  const cli = native(['local', String(n)]);
  const phases = execFileSync(CLI, ['local', String(n)]).toString();
  const seconds = (name) => Number(phases.match(new RegExp(`${name} seconds: ([0-9.]+)`))[1]);
  rows.push(`| queen swaps ${n}, greedy start / repairs | browser ${h.start.toFixed(3)} / ${(h.solve - h.start).toFixed(3)} s | native (one run) | ${seconds('start').toFixed(3)} / ${seconds('repair').toFixed(3)} s | ${(h.start / seconds('start')).toFixed(2)}× (start) |`);
  rows.push(`| browser, queen swaps ${n}: compute ${h.solve.toFixed(3)} s, click to verified ${h.click.toFixed(3)} s (${h.verified === 'true' ? 'verified' : 'NOT verified'}) | ${h.solve.toFixed(3)} s | nqueens local ${n} | ${cli.toFixed(3)} s | ${(h.solve / cli).toFixed(2)}× |`);
}
for (const [n, code] of !want('play') ? [] : [[8, [[1, 1], [2, 5], [3, 8]]], [12, [[1, 1], [2, 3], [3, 5]]], [16, [[1, 1], [2, 3], [3, 5]]]]) {
  const d = await playDelay(n, code);
  rows.push(`| play, completion indicator delay, n = ${n} (3 moves, ms) | ${d.join(', ')} | | | |`);
}
if (want('solver')) {
  const solver = await solverSpeed();
  rows.push(`| solver at full speed (n = 12, backtracking): sustained steps/s | ${Math.round(solver.perSecond)} | | | |`);
  rows.push(`| solver at full speed: longest main-thread task (Long Tasks API; 0 = none over 50 ms) | ${solver.longest.toFixed(0)} ms | | | |`);
}
await browser.close();
server.close();
