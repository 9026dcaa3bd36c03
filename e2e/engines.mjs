// Runs the specs of e2e/engines/ in Firefox ESR and in WebKitGTK, one engine after the
// other: it serves dist/ (with the console watch) and runs every spec file, each of which
// starts the engine's WebDriver server for itself (webdriver.mjs). It ends with the line
// CI recognises per engine and in all: "N passed, N failed". `node engines.mjs [engine] [spec]` narrows the run.
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ENGINES, serveWatched } from './drivers.mjs';

const dist = process.env.DIST ?? join(import.meta.dirname, '..', 'dist');
const [onlyEngine, onlySpec] = process.argv.slice(2);
const engines = Object.keys(ENGINES).filter((e) => !onlyEngine || e === onlyEngine);
const files = (await readdir(join(import.meta.dirname, 'engines')))
  .filter((f) => f.endsWith('.test.mjs') && (!onlySpec || f.includes(onlySpec)))
  .sort()
  .map((f) => join(import.meta.dirname, 'engines', f));

/** Runs every spec in one engine; resolves to its pass and fail counts. */
async function runEngine(engine) {
  process.env.ENGINE = engine;
  const tally = { passed: 0, failed: 0 };
  const stream = run({ files, concurrency: 1, timeout: 300_000 });
  stream.on('test:pass', (t) => { if (t.nesting === 0 && !t.skip && t.details?.type !== 'suite') tally.passed++; });
  stream.on('test:fail', (t) => { if (t.nesting === 0 && t.details?.type !== 'suite') tally.failed++; });
  const report = stream.compose(spec);
  report.pipe(process.stdout, { end: false });
  await new Promise((ok) => report.on('end', ok));
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
