// Accessibility on a desktop, in the light scheme: every page, and the states a person
// reaches on them (a solver's cover matrix, a finished count, a program run, a hint),
// pass axe-core's audit with no violation (a11y.mjs); in forced colours (a high-contrast
// theme) the solver's marked line and running frame still stand out, and so does every
// other state or figure drawn by a background (the page in the menu, pressed buttons,
// bars, the chart's legend). The phone's audit, in the dark scheme, is a11y_phone.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAttr, open, reach, until, usePage } from '../lib.mjs';
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

test('in a high-contrast theme every state and figure told by colour keeps a mark', async () => {
  const p = page();
  await p.emulateMedia({ forcedColors: 'active' });
  // How an element looks: the colour its background paints (the page's where it is
  // transparent: the theme keeps an author background's alpha), and its outline.
  const look = (locator) => locator.evaluate((e) => {
    const s = getComputedStyle(e);
    const transparent = /rgba\(.*, 0\)$/.test(s.backgroundColor);
    return {
      background: transparent ? getComputedStyle(document.body).backgroundColor : s.backgroundColor,
      outline: s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineColor}`,
    };
  });
  const canvas = () => p.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await open(p, '/play');
  const nav = p.getByRole('navigation');
  assert.notDeepEqual(await look(nav.getByRole('link', { name: 'Play' })), await look(nav.getByRole('link', { name: 'Gallery' })),
    'the page in the menu');

  await open(p, '/variants');
  assert.notDeepEqual(await look(p.getByTestId('variant-mode-example')), await look(p.getByTestId('variant-mode-play')),
    'the pressed mode of the variants page');

  await open(p, '/learn?chapter=2');
  const bar = p.locator('.space-bars .bar').first();
  await bar.waitFor();
  assert.notEqual((await look(bar)).background, await canvas(), 'the bars of the search spaces');

  await open(p, '/learn?chapter=3');
  // The chapter predicts at first: its toggle is pressed.
  const toggle = p.getByTestId('predict');
  await expectAttr(toggle, 'aria-pressed', 'true');
  const pressedToggle = await look(toggle);
  await toggle.click();
  await expectAttr(toggle, 'aria-pressed', 'false');
  assert.notDeepEqual(pressedToggle, await look(toggle), 'a pressed toggle');
  const line = p.getByTestId('parsons-line').first();
  await line.scrollIntoViewIfNeeded();
  const unselected = await look(line);
  await line.click();
  await until(async () => (await look(line)).outline !== unselected.outline, 'the selected Parsons line draws an outline');

  // A class opened from its address shows its symmetric variants, the first picked.
  await open(p, '/gallery?n=8#class-35281746');
  const picks = p.locator('#class-35281746 .variant-pick');
  await picks.first().waitFor();
  const pressed = picks.and(p.locator('[aria-pressed="true"]'));
  const other = picks.and(p.locator('[aria-pressed="false"]')).first();
  assert.notDeepEqual(await look(pressed), await look(other), 'the selected symmetry');

  await open(p, '/solve?n=8&algo=dancing-links&step=30');
  await p.locator('[data-testid="position"][data-step="30"]').waitFor();
  await reach(p, p.getByTestId('cover-matrix'));
  const covered = p.locator('.cover th.covered').first();
  const uncovered = p.locator('.cover tr.lines th:not(.covered)').first();
  assert.notDeepEqual(await look(covered), await look(uncovered), 'the lines the cover matrix has covered');
  const depth = p.locator('.bar-row .bar');
  await reach(p, depth.first());
  assert.notEqual((await look(depth.first())).background, await canvas(), 'the bars of nodes per depth');
  assert.notDeepEqual(await look(p.locator('.bar-row.current .bar')), await look(p.locator('.bar-row:not(.current) .bar').first()),
    'the current depth');

  await open(p, '/lab');
  const dot = p.locator('.legend .dot.counted');
  await reach(p, dot);
  assert.notEqual((await look(dot)).background, await canvas(), "the legend's dot for a count made here");
  assert.deepEqual(await violations(p), [], 'forced colours');
});
