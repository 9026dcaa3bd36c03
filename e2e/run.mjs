// Runs every spec in e2e/specs against dist/ served on 127.0.0.1, one file at a
// time, and ends with the line CI recognises: "N passed, N failed".
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve } from '../tools/server.mjs';

const dist = process.env.DIST ?? join(import.meta.dirname, '..', 'dist');
const server = await serve(dist);
process.env.BASE_URL = `http://127.0.0.1:${server.address().port}`;
// The build for a /nqueens/ prefix (`make build`), served under it.
const subDist = process.env.SUB_DIST ?? join(import.meta.dirname, '..', 'target', 'dist-nqueens');
const subServer = existsSync(subDist) ? await serve(subDist, 0, '127.0.0.1', '/nqueens/') : null;
if (subServer) process.env.SUB_BASE_URL = `http://127.0.0.1:${subServer.address().port}/nqueens`;
const only = process.argv[2];
const files = (await readdir(join(import.meta.dirname, 'specs')))
  .filter((f) => f.endsWith('.test.mjs') && (!only || f.includes(only)))
  .sort()
  .map((f) => join(import.meta.dirname, 'specs', f));

let passed = 0;
let failed = 0;
const stream = run({ files, concurrency: 1, timeout: 120_000 });
stream.on('test:pass', (t) => { if (t.nesting === 0 && !t.skip && t.details?.type !== 'suite') passed++; });
stream.on('test:fail', (t) => { if (t.nesting === 0 && t.details?.type !== 'suite') failed++; });
const report = stream.compose(spec);
report.pipe(process.stdout);
report.on('end', () => {
  server.close();
  subServer?.close();
  console.log(`\ne2e: ${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
});
