// `make soak`: the random walk of e2e/walk.mjs at length, 20,000 actions by default
// (SOAK_ACTIONS) over several seeds (SOAK_SEED sets the first). Each leg of 500 actions is
// a fresh visitor, on a desktop or on a phone in turn, two legs at a time (SOAK_JOBS).
// Unlike the suite's walk it goes on after a leg that fails, so one run reports every
// seed that found something; it ends with the actions walked, the seeds, the failures
// and the panics among them, and the line "soak: N passed, N failed" (legs).
import { serve } from '../tools/server.mjs';
import { join } from 'node:path';
import { launchChromium, PHONE } from './lib.mjs';
import { legSeed, seedFrom, walk } from './walk.mjs';

const total = Number(process.env.SOAK_ACTIONS ?? 20_000);
const LEG = 500;
const first = seedFrom(process.env.SOAK_SEED);
const dist = process.env.DIST ?? join(import.meta.dirname, '..', 'dist');
const server = await serve(dist);
const base = `http://127.0.0.1:${server.address().port}`;
const JOBS = Number(process.env.SOAK_JOBS ?? 2);
const browser = await launchChromium();
const tally = { passed: 0, failed: 0, actions: 0, panics: 0, seeds: [] };
console.log(`soak: ${total} actions in legs of ${LEG}, ${JOBS} at a time, first seed ${first}`);
const legs = Array.from({ length: Math.ceil(total / LEG) }, (_, leg) => leg);
/** Walks leg after leg from the shared list until none is left (one of JOBS lanes). */
async function lane() {
  for (let leg = legs.shift(); leg !== undefined; leg = legs.shift()) {
    const seed = legSeed(first, leg);
    const phone = leg % 2 === 1;
    const actions = Math.min(LEG, total - leg * LEG);
    const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => { delete Navigator.prototype.serviceWorker; });
    const started = Date.now();
    try {
      await walk(page, { base, seed, actions, touch: phone });
      tally.passed++;
      console.log(`ok ${leg + 1} - ${phone ? 'phone' : 'desktop'} seed ${seed}: ${actions} actions in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } catch (e) {
      tally.failed++;
      if (/panic|panicked/i.test(e.message)) tally.panics++;
      console.log(`not ok ${leg + 1} - ${phone ? 'phone' : 'desktop'} seed ${seed}: ${e.message}`);
    }
    tally.actions += actions;
    tally.seeds.push(seed);
    await context.close();
  }
}
await Promise.all(Array.from({ length: JOBS }, lane));
await browser.close();
server.close();
console.log(`\nsoak: ${tally.actions} actions, ${tally.seeds.length} seeds (${tally.seeds.join(', ')}), ${tally.failed} failures, ${tally.panics} panics`);
console.log(`soak: ${tally.passed} passed, ${tally.failed} failed`);
process.exitCode = tally.failed > 0 ? 1 : 0;
