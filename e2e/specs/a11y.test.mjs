// Accessibility on a desktop, in the light scheme: every page, and the states a person
// reaches on them (a solver's cover matrix, a finished count, a program run, a hint),
// pass axe-core's audit with no violation (a11y.mjs); in forced colours (a high-contrast
// theme) the solver's marked line and running frame still stand out. The phone's audit,
// in the dark scheme, is a11y_phone.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAttr, open, usePage } from '../lib.mjs';
import { EVERY_PAGE, readToTheEnd, violations } from '../a11y.mjs';
import { labPage } from '../pages/lab.mjs';

const page = usePage();

test('every page passes the accessibility audit on a desktop', async () => {
  const p = page();
  for (const route of EVERY_PAGE) {
    await open(p, route);
    await readToTheEnd(p);
    assert.deepEqual(await violations(p), [], route);
  }
});

test('a cover matrix, a finished count, a program run and a hint pass it too', async () => {
  const p = page();
  await open(p, '/solve?n=8&algo=dancing-links&step=30');
  await readToTheEnd(p);
  await p.getByTestId('cover-matrix').waitFor();
  assert.deepEqual(await violations(p), [], 'the cover matrix');
  const lab = labPage(p);
  await lab.open();
  await lab.count(8);
  await expectAttr(lab.result(8), 'data-total', 92, 30_000);
  assert.deepEqual(await violations(p), [], 'a finished count');
  await open(p, '/code');
  await p.getByTestId('run').click();
  await p.getByTestId('replay').waitFor({ timeout: 30_000 });
  assert.deepEqual(await violations(p), [], 'a program run');
  await open(p, '/play?n=8&q=15000000');
  await p.getByTestId('hint').click();
  await p.getByTestId('hint-message').waitFor();
  assert.deepEqual(await violations(p), [], 'a hint');
});

test('in a high-contrast theme the marked code line and the running frame stand out', async () => {
  const p = page();
  // Forced colours, as Windows' contrast themes: backgrounds go, every border is drawn.
  await p.emulateMedia({ forcedColors: 'active' });
  await open(p, '/solve?n=6&step=30');
  // Step 30 shown: its line marked and its frames drawn.
  await p.locator('[data-testid="position"][data-step="30"]').waitFor();
  await p.locator('[data-testid="code"] [aria-current="step"]').waitFor();
  await p.locator('[data-testid="stack-frame"][aria-current="true"]').waitFor();
  const look = await p.evaluate(() => {
    const style = (e) => getComputedStyle(e);
    const listing = document.querySelector('[data-testid="code"]');
    const current = listing.querySelector('[aria-current="step"]');
    const other = [...listing.children].find((l) => l !== current);
    const running = document.querySelector('[data-testid="stack-frame"][aria-current="true"]');
    const frame = document.querySelector('[data-testid="stack-frame"]:not([aria-current])');
    return {
      listing: style(listing).backgroundColor,
      current: style(current).backgroundColor,
      otherBar: style(other).borderLeftColor,
      running: style(running).backgroundColor,
      frame: style(frame).backgroundColor,
    };
  });
  assert.notEqual(look.current, look.listing, 'the marked line has a background of its own');
  assert.equal(look.otherBar, look.listing, 'the other lines draw no bar');
  assert.notEqual(look.running, look.frame, 'the running frame stands out from the others');
  assert.deepEqual(await violations(p), [], 'forced colours');
});
