// Queens' levels made in the page's worker (`make bench-queens`, after the CLI's native
// figures): the worker's own time to generate and grade a level (`data-ms` on the
// heading), median over seeds, for 9×9 at each level and for 16×16 hard. The site is
// dist/, served here; one Chromium page, a level at a time, as a visitor asks for them.
import { launchChromium, until } from './lib.mjs';
import { serve } from '../tools/server.mjs';
import { join } from 'node:path';

const RUNS = Number(process.env.RUNS ?? 15);
const server = await serve(join(import.meta.dirname, '..', 'dist'), 0);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
const page = await browser.newPage();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function made(recipe) {
  await page.goto(`${base}/queens?level=${recipe}`);
  const heading = page.getByTestId('queens-heading');
  await until(async () => (await heading.getAttribute('data-ms').catch(() => null)) !== null, `the level ${recipe}`, 60_000);
  return Number(await heading.getAttribute('data-ms'));
}

try {
  for (const [n, level, runs] of [[9, 'easy', RUNS], [9, 'medium', RUNS], [9, 'hard', RUNS], [9, 'expert', RUNS], [16, 'hard', Math.max(3, Math.floor(RUNS / 3))]]) {
    const times = [];
    for (let seed = 1; seed <= runs; seed += 1) times.push(await made(`${n}-${level}-${seed}`));
    console.log(`queens in the worker: ${n}×${n} ${level}: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${runs} seeds`);
  }
} finally {
  await browser.close();
  server.close();
}
