import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAttr, expectText, open, until, usePage } from '../lib.mjs';
import { labPage } from '../pages/lab.mjs';

const page = usePage();

test('the lab counts Q(10) = 724 in the workers, and the chart marks it counted here', async () => {
  const p = page();
  await open(p, '/lab');
  const chart = p.getByTestId('count-chart');
  // The logarithmic axis writes its powers of ten raised, as the legend's (0.143·n)ⁿ.
  assert.deepEqual(await chart.locator('text.axis[text-anchor="end"]').evaluateAll((t) => t.map((e) => e.textContent)),
    ['10⁰', '10³', '10⁶', '10⁹', '10¹²', '10¹⁵', '10¹⁸']);
  // Under them, the ticks of n and the axis's name.
  assert.deepEqual(await chart.locator('text.axis[text-anchor="middle"]').evaluateAll((t) => t.map((e) => e.textContent)),
    ['1', '5', '10', '15', '20', '25', '27', 'n']);
  assert.equal(await chart.locator('circle.counted').count(), 0);
  await labPage(p).count(10);
  const row = p.locator('[data-testid="count-result"][data-n="10"]');
  await expectAttr(row, 'data-total', 724, 30_000);
  await expectAttr(row, 'data-fundamental', 92);
  await until(async () => (await chart.locator('circle.counted').count()) === 1, 'Q(10) marked counted on the chart');
  await expectText(chart.locator('circle.counted title'), 'Q(10) = 724');
});

test('the lab counts Q(12) = 14,200 with 1,787 fundamental, and the table\'s columns stay put', async () => {
  const p = page();
  await open(p, '/lab');
  const columns = () => p.locator('table.results th').evaluateAll((cells) =>
    cells.map((c) => { const r = c.getBoundingClientRect(); return [r.x, r.width]; }));
  await p.locator('table.results').waitFor();
  const before = await columns();
  await labPage(p).count(12);
  const row = p.locator('[data-testid="count-result"][data-n="12"]');
  await expectAttr(row, 'data-total', 14200, 30_000);
  await expectAttr(row, 'data-fundamental', 1787);
  await expectText(row, '✓ 14\u202f200 / 1\u202f787');
  assert.deepEqual(await columns(), before, 'a result does not widen its column and move the others');
});

// How soon Cancel stops a count is a figure of `make bench-web` (its count section), not
// a deadline here: a test's clock on a busy 2-core host measures the host.
test('Cancel stops a Q(19) count: its workers end, no total appears, and the page keeps answering', async () => {
  const p = page();
  await open(p, '/lab');
  // Before a count, the progress line says what it will show; the progress replaces it.
  await p.getByTestId('count-idle').waitFor();
  const below = () => p.locator('.lab-layout').evaluate((e) => e.getBoundingClientRect().top);
  const before = await below();
  // Q(19): two workers count it in about 18 s on a 2-core AMD EPYC of 2026-12-01, and
  // the test cancels it within a second, on a host ten times as fast too.
  await p.getByTestId('allow-large').check();
  await labPage(p).count(19);
  await p.getByTestId('progress').waitFor();
  assert.equal(await below(), before, 'the chart and table stay where they were as the count starts');
  // It stays, hidden, keeping the area's height: nothing below moves.
  assert.equal(await p.getByTestId('count-idle').isVisible(), false, 'the idle line gives way to the progress');
  // The page answers during the count: switching the language re-renders.
  await p.getByTestId('lang-select').selectOption('es');
  await expectText(p.locator('main h1'), 'Laboratorio');
  // The workers counting now (Playwright hears of a worker once it has started, later
  // than the page on a busy host): each of them must end with the count.
  const counting = await until(() => p.workers().length >= 2 && p.workers(), 'the count\'s two workers');
  await p.getByTestId('cancel').click();
  await p.getByTestId('cancelled').waitFor();
  await until(async () => (await p.getByTestId('progress').count()) === 0, 'progress gone');
  await until(async () => !p.workers().some((w) => counting.includes(w)),
    `the counting workers ended (${p.workers().length} live)`);
  assert.equal(await p.locator('[data-testid="count-result"][data-n="19"]').count(), 0);
  // The replaced workers count again.
  await p.getByTestId('lang-select').selectOption('en');
  await expectText(p.locator('main h1'), 'Counting lab');
  assert.equal(await below(), before, 'and where they were once it is cancelled');
  await labPage(p).count(8);
  await expectAttr(p.locator('[data-testid="count-result"][data-n="8"]'), 'data-total', 92, 30_000);
  assert.equal(await p.locator('[data-testid="count-result"][data-n="19"]').count(), 0, 'the cancelled count never reports');
});

test('the benchmark reports half-boards per second, and the published table is complete', async () => {
  const p = page();
  await open(p, '/lab');
  assert.equal(await p.locator('.results tbody tr').count(), 27);
  await p.getByTestId('benchmark').click();
  const result = p.getByTestId('benchmark-result');
  await expectText(result, 'half-boards/s', 60_000);
  assert.ok(Number(await result.getAttribute('data-nodes-per-s')) > 1e6);
  await expectAttr(p.locator('[data-testid="count-result"][data-n="15"]'), 'data-total', 2279184);
});

/** The lab's saved checkpoint of Q(n), as local storage holds it. */
const saved = (p, n) => p.evaluate((n) => localStorage.getItem(`nqueens.count.n${n}`), n);
/**
 * Waits until some subproblems of Q(n) are saved: the page saves its first finished
 * chunk at once. The counts interrupted here are of Q(18), 1.7 s with two workers on a
 * 2-core AMD EPYC of 2026-12-01 (Q(17), 0.7 s there, ended before a save once a
 * second came).
 */
const partSaved = (p, n) =>
  until(async () => ((await saved(p, n)) ?? '').split('\n').length > 3, `part of Q(${n}) saved`, 60_000);

test('a reload mid-count resumes where it stopped, says so, and the total is exact', async () => {
  const p = page();
  await open(p, '/lab');
  await labPage(p).count(18);
  await partSaved(p, 18);
  await p.reload();
  const note = p.getByTestId('resumed');
  await note.waitFor({ timeout: 10_000 });
  assert.ok(Number(await note.getAttribute('data-done')) > 0);
  assert.match(await note.textContent(), /Resumed the count of Q\(18\)/);
  assert.equal(await p.getByTestId('n-input').first().inputValue(), '18', 'the size box shows the resumed n');
  const row = p.locator('[data-testid="count-result"][data-n="18"]');
  await expectAttr(row, 'data-total', 666090624, 90_000);
  await expectAttr(row, 'data-fundamental', 83263591);
  assert.equal(await saved(p, 18), null, 'a finished count leaves nothing saved');
  assert.equal(await p.evaluate(() => localStorage.getItem('nqueens.count.n18.seconds')), null, 'nor its time');
  assert.equal(await note.count(), 0, 'done, the count no longer says it resumed');
  // The time is the whole count's, not the time since the reload, and says so.
  const time = p.getByTestId('count-time');
  const earlier = Number(await time.getAttribute('data-earlier-seconds'));
  assert.ok(earlier > 0, `the time before the reload is kept: ${earlier} s`);
  assert.ok(Number(await row.getAttribute('data-seconds')) > earlier, 'and the total includes it');
  await expectText(time, /incl\. [\d.]+ (ms|s) before the reload/);
});

test('a closed tab: the lab opened again resumes the count to the exact total', async () => {
  const first = page();
  const context = first.context();
  await open(first, '/lab');
  await labPage(first).count(18);
  await partSaved(first, 18);
  await first.close();
  const again = await context.newPage();
  const noise = [];
  again.on('pageerror', (e) => noise.push(`page error: ${e}`));
  again.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') noise.push(m.text()); });
  await open(again, '/lab');
  await again.getByTestId('resumed').waitFor({ timeout: 10_000 });
  const row = again.locator('[data-testid="count-result"][data-n="18"]');
  await expectAttr(row, 'data-total', 666090624, 90_000);
  await expectAttr(row, 'data-fundamental', 83263591);
  assert.deepEqual(noise, []);
  await again.close();
});

test('Cancel drops the saved part: the next visit does not resume it', async () => {
  const p = page();
  await open(p, '/lab');
  await labPage(p).count(18);
  await partSaved(p, 18);
  await p.getByTestId('cancel').click();
  await p.getByTestId('cancelled').waitFor();
  assert.equal(await saved(p, 18), null);
  await p.reload();
  await p.getByTestId('count').waitFor();
  assert.equal(await p.getByTestId('resumed').count(), 0);
  assert.equal(await p.getByTestId('progress').count(), 0);
});

test('the lab owns its workers: leaving mid-count stops them, and coming back resumes the count in one pool', async () => {
  const p = page();
  const live = () => p.workers().length;
  await open(p, '/play');
  await p.waitForTimeout(500);
  const onPlay = live();
  const playWorkers = p.workers();
  await p.getByRole('link', { name: 'Lab', exact: true }).click();
  await p.getByTestId('count-idle').waitFor();
  await labPage(p).count(18);
  await partSaved(p, 18);
  const onLab = live();
  // The lab's own: the workers alive now that /play did not have.
  const labWorkers = p.workers().filter((w) => !playWorkers.includes(w));
  assert.ok(labWorkers.length >= 2, `the lab counts in workers of its own (${labWorkers.length} of ${onLab} live)`);
  // Away to /play by its link, as a person goes: the lab's workers end with it.
  await p.getByRole('link', { name: 'Play', exact: true }).click();
  await p.getByTestId('board').waitFor();
  await until(async () => !p.workers().some((w) => labWorkers.includes(w)), `the lab's workers ended (${live()} live)`, 5_000);
  await until(async () => live() === onPlay, `only /play's workers left (${live()} live, /play alone has ${onPlay})`, 5_000);
  const backOnPlay = live();
  // Back: the saved count is adopted, by one pool, not a rival beside a living one.
  await p.getByRole('link', { name: 'Lab', exact: true }).click();
  const note = p.getByTestId('resumed');
  await note.waitFor({ timeout: 10_000 });
  assert.ok(Number(await note.getAttribute('data-done')) > 0);
  // (A worker's end reaches the test a moment after the page has let it go.)
  await until(async () => live() === onLab, `as many workers as the first visit (${live()} live, ${onLab} then)`, 5_000);
  const row = p.locator('[data-testid="count-result"][data-n="18"]');
  await expectAttr(row, 'data-total', 666090624, 90_000);
  assert.equal(live(), onLab);
  console.log(`workers: /play ${onPlay}, /lab counting ${onLab}, back on /play ${backOnPlay}, /lab again ${live()}`);
});

test('a finished count stays for the visit: away by the header\'s links and back, its row, the line under Count and the size are there; a reload clears them', async () => {
  const p = page();
  await open(p, '/lab');
  await labPage(p).count(10);
  const row = p.locator('[data-testid="count-result"][data-n="10"]');
  await expectAttr(row, 'data-total', 724, 30_000);
  await expectAttr(p.getByTestId('count-done'), 'data-n', '10');
  const seconds = await row.getAttribute('data-seconds');
  for (const away of ['Play', 'Learn']) {
    await p.getByRole('link', { name: away, exact: true }).click();
    await until(async () => (await p.locator('section.lab').count()) === 0, `/lab left for ${away}`);
    await p.getByRole('link', { name: 'Lab', exact: true }).click();
    await expectAttr(row, 'data-total', 724);
    assert.equal(await row.getAttribute('data-seconds'), seconds, 'the same count, not a new one');
    await expectAttr(p.getByTestId('count-done'), 'data-n', '10');
    await expectText(p.getByTestId('count-done'), 'Q(10) = 724');
    assert.equal(await p.getByTestId('n-input').first().inputValue(), '10', 'the size picked');
    await until(async () => (await p.getByTestId('count-chart').locator('circle.counted').count()) === 1, 'Q(10) still marked counted on the chart');
    assert.equal(await p.getByTestId('count-idle').isVisible(), false, 'the line under Count is the result, not the idle line');
  }
  // A second count joins the first; both stay.
  await labPage(p).count(8);
  await expectAttr(p.locator('[data-testid="count-result"][data-n="8"]'), 'data-total', 92, 30_000);
  await p.getByRole('link', { name: 'Gallery', exact: true }).click();
  await until(async () => (await p.locator('section.lab').count()) === 0, '/lab left');
  await p.getByRole('link', { name: 'Lab', exact: true }).click();
  await expectAttr(p.getByTestId('count-done'), 'data-n', '8');
  assert.deepEqual(await p.getByTestId('count-result').evaluateAll((r) => r.map((e) => e.dataset.n)), ['8', '10']);
  // The visit ends with a reload: the lab opens as new.
  await p.reload();
  await p.getByTestId('count-idle').waitFor();
  assert.equal(await p.getByTestId('count-result').count(), 0);
  assert.equal(await p.getByTestId('count-done').count(), 0);
  assert.equal(await p.getByTestId('n-input').first().inputValue(), '12');
});

test('a finished count is told where it was started, and a bad ?n= says so', async () => {
  const p = page();
  await open(p, '/lab?n=14');
  assert.equal(await p.getByTestId('n-input').first().inputValue(), '14', '?n=14 fills the size box');
  await p.getByTestId('count').click();
  const done = p.getByTestId('count-done');
  await expectAttr(done, 'data-total', 365596, 30_000);
  await expectText(done, /^Q\(14\) = 365\D?596, of which 45\D?752 fundamental: counted in .+ by \d workers, each taking at most \d+(\.\d)? MB\.$/);
  const memory = Number(await done.getAttribute('data-memory'));
  assert.ok(memory >= 1e6 && memory < 100e6, `a worker's memory peak is told (${memory} bytes)`);
  const box = await done.evaluate((e) => e.getBoundingClientRect());
  const button = await p.getByTestId('count').evaluate((e) => e.getBoundingClientRect());
  assert.ok(box.top - button.bottom < 200 && box.bottom <= 900, `the result is beside the Count button (${box.top} vs ${button.bottom})`);
  assert.equal(await p.getByTestId('count-idle').isVisible(), false);
  await open(p, '/lab?n=zz');
  await expectText(p.getByTestId('notice'), '“zz” is not a number: type a board size from 1 to 18.');
  assert.equal(await p.getByTestId('n-input').first().inputValue(), '12');
});

/** The most memory a worker told in the count of Q(13) or Q(14) just finished, in bytes. */
async function memoryAfter(p, n) {
  const done = p.locator(`[data-testid="count-done"][data-n="${n}"]`);
  await expectAttr(done, 'data-total', n === 13 ? 73712 : 365596, 30_000);
  return Number(await done.getAttribute('data-memory'));
}

test('picking 18 has every worker build its 8.4 MB table before Count is clicked', async () => {
  const p = page();
  const lab = labPage(p);
  await open(p, '/lab');
  await lab.count(13);
  const before = await memoryAfter(p, 13);
  // The size is picked, then another: the workers built Q(18)'s table meanwhile, and
  // keep it, so the next count's memory shows it.
  const input = p.getByTestId('n-input').first();
  await input.fill('18');
  await input.press('Enter');
  await lab.count(14);
  const after = await memoryAfter(p, 14);
  console.log(`a worker's memory: ${(before / 1e6).toFixed(1)} MB after Q(13), ${(after / 1e6).toFixed(1)} MB after picking 18, then counting Q(14)`);
  assert.ok(after - before >= 8e6, `a worker's memory grew by the table: ${before} → ${after} bytes`);
  await expectText(p.getByTestId('count-done'), /^Q\(14\) = 365\D?596, of which 45\D?752 fundamental/);
});

test('after a Cancel, the workers that replace the cancelled ones build the picked size\'s table too', async () => {
  const p = page();
  const lab = labPage(p);
  await open(p, '/lab');
  await lab.count(13);
  const before = await memoryAfter(p, 13);
  await lab.count(18);
  await p.getByTestId('progress').waitFor();
  await p.getByTestId('cancel').click();
  await p.getByTestId('cancelled').waitFor();
  // The new workers are greeted when the page is next idle (`prerender::after_start`);
  // an idle callback asked for now runs after that one.
  await p.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  // Then another size, and a count of it: the table built for 18 shows in its memory.
  await lab.count(14);
  const after = await memoryAfter(p, 14);
  assert.ok(after - before >= 8e6, `a new worker's memory holds the table: ${before} → ${after} bytes`);
});

test('the lab shows how the count is made, and counts Q(13) by both methods with each one\'s time', async () => {
  const p = page();
  await open(p, '/lab');
  const heading = p.getByRole('heading', { name: 'How the count is made: parts assembly' });
  await heading.scrollIntoViewIfNeeded();
  const picture = p.getByRole('img', { name: /An 8×8 solution, 1 5 8 6 3 7 2 4, cut into four quarters/ });
  await picture.waitFor();
  assert.equal(await picture.locator('.pictured-queen').count(), 8);
  // The ranks each half takes, beside the board: four west, four east, every rank once.
  assert.equal(await picture.locator('.rank-mark.west').count(), 4);
  assert.equal(await picture.locator('.rank-mark.east').count(), 4);
  await expectText(p.locator('.method-steps li').nth(2), 'Matching: for each west half-board');
  const button = p.getByTestId('compare-methods');
  await button.click();
  const result = p.getByTestId('compare-result');
  await expectAttr(result, 'data-n', '13', 30_000);
  await expectAttr(result, 'data-total', '73712');
  await expectAttr(result, 'data-agree', 'true');
  const [parts, constellations] = await Promise.all([result.getAttribute('data-parts-ms'), result.getAttribute('data-constellations-ms')]);
  assert.ok(Number(parts) > 0 && Number(constellations) > 0, `both timed: ${parts}, ${constellations}`);
  await expectText(result, /^Q\(13\) = 73.712 both ways\. Parts assembly: \d[\d.,]* m?s; constellations: \d[\d.,]* m?s: /);
  assert.equal(await button.isEnabled(), true);
});
