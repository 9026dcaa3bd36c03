// Runs the specs of e2e/engines/ in Firefox ESR and in WebKitGTK, one engine after the
// other: it serves dist/ (with the console watch), starts the engine's WebDriver server,
// runs every spec against it, and ends with the line CI recognises per engine and in all:
// "N passed, N failed". `node engines.mjs [engine] [spec]` narrows the run.
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { until } from './lib.mjs';
import { ENGINES, serveWatched } from './webdriver.mjs';

const dist = process.env.DIST ?? join(import.meta.dirname, '..', 'dist');
const [onlyEngine, onlySpec] = process.argv.slice(2);
const engines = Object.keys(ENGINES).filter((e) => !onlyEngine || e === onlyEngine);
const files = (await readdir(join(import.meta.dirname, 'engines')))
  .filter((f) => f.endsWith('.test.mjs') && (!onlySpec || f.includes(onlySpec)))
  .sort()
  .map((f) => join(import.meta.dirname, 'engines', f));

/** A port nobody listens on now (the drivers take a port number, not 0). */
function freePort() {
  return new Promise((ok, fail) => {
    const probe = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}

/** Starts the engine's driver in a process group of its own; resolves once it is ready. */
async function startDriver(engine) {
  const port = await freePort();
  const [command, args] = ENGINES[engine].driver(port);
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (d) => { log += d; });
  const exited = new Promise((ok) => child.once('exit', (code) => ok(code)));
  const url = `http://127.0.0.1:${port}`;
  const ready = () => fetch(`${url}/status`).then((r) => r.json()).then((s) => s.value?.ready === true).catch(() => false);
  await Promise.race([
    until(ready, `${command} on port ${port}`, 30_000),
    exited.then((code) => { throw new Error(`${command} exited (${code}): ${log.trim()}`); }),
  ]);
  return { url, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } } };
}

/** Runs every spec in one engine; resolves to its pass and fail counts. */
async function runEngine(engine) {
  const driver = await startDriver(engine);
  process.env.ENGINE = engine;
  process.env.DRIVER_URL = driver.url;
  const tally = { passed: 0, failed: 0 };
  const stream = run({ files, concurrency: 1, timeout: 120_000 });
  stream.on('test:pass', (t) => { if (t.nesting === 0 && !t.skip && t.details?.type !== 'suite') tally.passed++; });
  stream.on('test:fail', (t) => { if (t.nesting === 0 && t.details?.type !== 'suite') tally.failed++; });
  const report = stream.compose(spec);
  report.pipe(process.stdout, { end: false });
  await new Promise((ok) => report.on('end', ok));
  driver.stop();
  return tally;
}

const server = await serveWatched(dist);
process.env.BASE_URL = `http://127.0.0.1:${server.address().port}`;
const total = { passed: 0, failed: 0 };
const lines = [];
for (const engine of engines) {
  console.log(`\n# ${engine}`);
  let tally;
  try {
    tally = await runEngine(engine);
  } catch (e) {
    console.log(`${engine}: ${e.message}`);
    tally = { passed: 0, failed: files.length };
  }
  lines.push(`${engine}: ${tally.passed} passed, ${tally.failed} failed`);
  total.passed += tally.passed;
  total.failed += tally.failed;
}
server.close();
console.log(`\n${lines.join('\n')}\nengines: ${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed > 0 || total.passed === 0 ? 1 : 0;
