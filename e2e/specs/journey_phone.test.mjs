// Journeys on a phone, tapped: the three steps that once stopped the app (open /, tap
// chapter 3, tap Next chapter), then every chapter after it, the language switched on
// the way, and the header's links, each checked on the phone's screen (e2e/journey.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, assertOnScreen, boxOf, pageWidth, until, usePage } from '../lib.mjs';
import { PAGES, enter, expectChapter, expectPage, viaHeader } from '../journey.mjs';

const page = usePage(PHONE);

/** The chapter's heading on the phone's screen, and nothing wider than the screen. */
async function expectOnPhone(p, what) {
  await until(async () => {
    const r = await boxOf(p.locator('#chapter-title'));
    return r.top >= 0 && r.bottom <= PHONE.viewport.height;
  }, `${what}: its heading on screen`);
  assertOnScreen(await boxOf(p.locator('#chapter-title')), `${what}'s heading`);
  assert.ok(await pageWidth(p) <= PHONE.viewport.width, `${what} fits the phone's width`);
}

test('phone: /, chapter 3 tapped, Next chapter tapped to chapter 8, Spanish from chapter 5 on', { timeout: 180_000 }, async () => {
  const p = page();
  await enter(p);
  await p.locator('[data-testid="path-chapter"][data-chapter="3"] a').tap();
  await expectChapter(p, 3);
  await expectOnPhone(p, 'chapter 3');
  let lang = 'en';
  for (let k = 3; k < 8; k++) {
    const next = p.getByTestId('next-chapter');
    await next.scrollIntoViewIfNeeded();
    assertOnScreen(await boxOf(next), `chapter ${k}'s Next chapter`);
    await next.tap();
    await expectChapter(p, k + 1, lang);
    await expectOnPhone(p, `chapter ${k + 1}`);
    if (k + 1 === 5) {
      await p.getByTestId('lang-select').selectOption('es');
      lang = 'es';
      await expectChapter(p, 5, lang);
    }
  }
  await p.goBack();
  await expectChapter(p, 7, 'es');
});

test('phone: every header link tapped from every page, in Spanish', { timeout: 300_000 }, async () => {
  const p = page();
  await enter(p);
  await p.getByTestId('lang-select').selectOption('es');
  await expectPage(p, PAGES[0], 'es');
  for (const from of PAGES) {
    for (const to of PAGES) {
      await viaHeader(p, from, 'es', true);
      await viaHeader(p, to, 'es', true);
      assert.ok(await pageWidth(p) <= PHONE.viewport.width, `${to.path} fits the phone's width`);
    }
  }
});
