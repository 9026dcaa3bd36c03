// Runs every spec in e2e/specs against dist/ served on 127.0.0.1 and ends with the line
// CI recognises: "N passed, N failed".
//
// Spec files run two at a time (E2E_JOBS): a test spends most of its time waiting on a
// page, so a second file fills the gaps (the suite took 383 s one at a time and 345 s
// two at a time on this 2-core host). The specs that time the page's main-thread tasks
// run first, alone, so that another spec's browser does not share the cores with them.
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve } from '../tools/server.mjs';

/** The spec files that measure main-thread tasks ("no task over 200 ms"). */
const ALONE = ['gallery.test.mjs'];
/**
 * The spec files that walk the whole site (journeys and the random walk): minutes each,
 * where a file's limit is otherwise two (node:test's `timeout` is per file). They run
 * last, two at a time, with fifteen.
 */
const LONG = ['journey.test.mjs', 'journey_phone.test.mjs', 'walk.test.mjs', 'walk_phone.test.mjs'];
const JOBS = Number(process.env.E2E_JOBS ?? 2);

const dist = process.env.DIST ?? join(import.meta.dirname, '..', 'dist');
const server = await serve(dist);
process.env.BASE_URL = `http://127.0.0.1:${server.address().port}`;
// The build for a /nqueens/ prefix (`make build`), served under it.
const subDist = process.env.SUB_DIST ?? join(import.meta.dirname, '..', 'target', 'dist-nqueens');
const subServer = existsSync(subDist) ? await serve(subDist, 0, '127.0.0.1', '/nqueens/') : null;
if (subServer) process.env.SUB_BASE_URL = `http://127.0.0.1:${subServer.address().port}/nqueens`;
const only = process.argv[2];
const names = (await readdir(join(import.meta.dirname, 'specs')))
  .filter((f) => f.endsWith('.test.mjs') && (!only || f.includes(only)))
  .sort();
const path = (f) => join(import.meta.dirname, 'specs', f);

const tally = { passed: 0, failed: 0 };
/** Runs `files`, `concurrency` at a time, into the report and the tally. */
async function runFiles(files, concurrency, timeout = 120_000) {
  if (files.length === 0) return;
  const stream = run({ files: files.map(path), concurrency, timeout });
  stream.on('test:pass', (t) => { if (t.nesting === 0 && !t.skip && t.details?.type !== 'suite') tally.passed++; });
  stream.on('test:fail', (t) => { if (t.nesting === 0 && t.details?.type !== 'suite') tally.failed++; });
  const report = stream.compose(spec);
  report.pipe(process.stdout, { end: false });
  await new Promise((ok) => report.on('end', ok));
}

await runFiles(names.filter((f) => ALONE.includes(f)), 1);
await runFiles(names.filter((f) => !ALONE.includes(f) && !LONG.includes(f)), JOBS);
await runFiles(names.filter((f) => LONG.includes(f)), JOBS, 900_000);
server.close();
subServer?.close();
console.log(`\ne2e: ${tally.passed} passed, ${tally.failed} failed`);
process.exitCode = tally.failed > 0 || tally.passed === 0 ? 1 : 0;
