// Runs the specs of e2e/engines/ in Firefox ESR and in WebKitGTK, and ends with the line
// CI recognises per engine and in all: "N passed, N failed". `node engines.mjs [engine]
// [spec]` narrows the run.
//
// The two engines run at once, each in a process of its own that serves dist/ (with the
// console watch) and runs every spec file, each of which starts the engine's WebDriver
// server for itself (webdriver.mjs). A spec mostly waits on its browser, so together they
// took 149 s on this 2-core host where one after the other took 180 to 240 s. Each
// engine's report is printed whole when it ends, not interleaved with the other's.
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ENGINES, serveWatched } from './drivers.mjs';

const [onlyEngine, onlySpec = ''] = process.argv.slice(2);
const engines = Object.keys(ENGINES).filter((e) => !onlyEngine || e === onlyEngine);
/** The line an engine's run ends with. */
const tallyLine = (engine, { passed, failed }) => `${engine}: ${passed} passed, ${failed} failed`;

/** Runs every spec in one engine, here; resolves to its pass and fail counts. */
async function runEngine(engine) {
  const files = (await readdir(join(import.meta.dirname, 'engines')))
    .filter((f) => f.endsWith('.test.mjs') && f.includes(onlySpec))
    .sort()
    .map((f) => join(import.meta.dirname, 'engines', f));
  process.env.ENGINE = engine;
  const server = await serveWatched(process.env.DIST ?? join(import.meta.dirname, '..', 'dist'));
  process.env.BASE_URL = `http://127.0.0.1:${server.address().port}`;
  const tally = { passed: 0, failed: 0 };
  try {
    const stream = run({ files, concurrency: 1, timeout: 300_000 });
    stream.on('test:pass', (t) => { if (t.nesting === 0 && !t.skip && t.details?.type !== 'suite') tally.passed++; });
    stream.on('test:fail', (t) => { if (t.nesting === 0 && t.details?.type !== 'suite') tally.failed++; });
    const report = stream.compose(spec);
    report.pipe(process.stdout, { end: false });
    await new Promise((ok) => report.on('end', ok));
  } catch (e) {
    console.log(`${engine}: ${e.message}`);
    tally.failed = Math.max(files.length, 1);
  } finally {
    server.close();
  }
  return tally;
}

/** Runs one engine in a child process; resolves to its report and counts once it ends. */
function runChild(engine) {
  const child = spawn(process.execPath, [import.meta.filename, engine, onlySpec],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ENGINES_CHILD: '1' } });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  return new Promise((ok) => child.on('close', () => {
    const line = out.match(new RegExp(`^${engine}: (\\d+) passed, (\\d+) failed$`, 'm'));
    // A child that died before its last line counts as one failure, so the run fails.
    const tally = line ? { passed: Number(line[1]), failed: Number(line[2]) } : { passed: 0, failed: 1 };
    ok({ engine, out, tally });
  }));
}

let results;
if (engines.length === 1) {
  const [engine] = engines;
  console.log(`\n# ${engine}`);
  results = [{ engine, tally: await runEngine(engine) }];
} else {
  results = await Promise.all(engines.map((engine) => runChild(engine).then((r) => {
    process.stdout.write(r.out);
    return r;
  })));
}
const total = results.reduce((sum, { tally }) =>
  ({ passed: sum.passed + tally.passed, failed: sum.failed + tally.failed }), { passed: 0, failed: 0 });
// A child ends with its engine's line only; the parent's last line sums them.
const lines = results.map(({ engine, tally }) => tallyLine(engine, tally));
if (!process.env.ENGINES_CHILD) lines.push(tallyLine('engines', total));
console.log(`\n${lines.join('\n')}`);
process.exitCode = total.failed > 0 || total.passed === 0 ? 1 : 0;
