// Every page on a phone, in English and Spanish, read to its end as a person scrolls it:
// no text on the screen says "click" ("clic"), which a touch screen has not, and no key
// help shows, as a phone has none of those keys (`.hint.keys`, `.hint .keys` and /code's editor keys are
// hidden by `@media (hover: none) and (pointer: coarse)`, src/ui/panels.css). The states
// that once asked for a click (a square to fix on /play, the pawn to move on /variants)
// are reached too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, PHONE, until, usePage } from '../lib.mjs';

const page = usePage(PHONE);

/** "click" or "clic" at the start of a word (not "cíclico"). */
const CLICK = /(?<!\p{L})(click|clic)/iu;
/** Key help, in either language. */
const KEYS = /(?<!\p{L})(keys|teclas):|Alt\+|Ctrl\+|Shift-Tab|Mayús-Tab|Space or Enter|Espacio o Intro|arrow keys/iu;

const ROUTES = [
  '/learn',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => `/learn?chapter=${k}`),
  '/play',
  '/solve',
  '/gallery',
  '/lab',
  '/variants',
  '/code',
  '/no-such-page',
];

/**
 * Scrolls down a screen at a time until the end stays the end for 20 looks in a row
 * (half a second and more): the parts built as the reader nears them are built by then.
 */
async function readToEnd(p) {
  let last = -1;
  let still = 0;
  await until(async () => {
    const { bottom, height } = await p.evaluate(() => {
      window.scrollBy(0, innerHeight);
      return { bottom: scrollY + innerHeight, height: document.documentElement.scrollHeight };
    });
    still = bottom >= height - 2 && height === last ? still + 1 : 0;
    last = height;
    return still >= 20;
  }, 'the end of the page', 60_000);
}

/** What a phone shows: the visible text, and every key help that is visible. */
async function assertTouchWords(p, where) {
  const text = await p.evaluate(() => document.body.innerText);
  const click = text.match(CLICK);
  assert.equal(click, null, `${where}: "${click && text.slice(Math.max(0, click.index - 60), click.index + 40)}"`);
  const keys = text.match(KEYS);
  assert.equal(keys, null, `${where}: key help "${keys && text.slice(Math.max(0, keys.index - 20), keys.index + 60)}"`);
  const help = p.locator('.hint.keys, .hint .keys, #editor-keys');
  for (let i = 0; i < (await help.count()); i++) {
    assert.equal(await help.nth(i).isVisible(), false, `${where}: a key help shown`);
  }
}

for (const lang of ['en', 'es']) {
  const setLang = (p) => p.addInitScript((lang) => localStorage.setItem('nqueens.lang', lang), lang);

  for (const [from, to] of [[0, 9], [9, ROUTES.length]]) {
    test(`${lang}: ${ROUTES.slice(from, to).join(', ')} say nothing of clicks or keys on a phone`, async () => {
      const p = page();
      await setLang(p);
      for (const route of ROUTES.slice(from, to)) {
        await open(p, route);
        await until(async () => (await p.locator('html').getAttribute('lang')) === lang, `the page in ${lang}`);
        await readToEnd(p);
        await assertTouchWords(p, `${lang} ${route}`);
      }
    });
  }

  test(`${lang}: the square to fix on /play and the pawn to move on /variants are asked for with a touch screen's words`, async () => {
    const p = page();
    await setLang(p);
    await open(p, '/play?n=8');
    const fix = p.getByTestId('fix-queen');
    await fix.scrollIntoViewIfNeeded();
    await fix.tap();
    await until(async () => (await fix.getAttribute('aria-pressed')) === 'true', 'picking a square');
    assert.doesNotMatch(await fix.innerText(), CLICK);
    await assertTouchWords(p, `${lang} /play, a square to fix`);
    await open(p, '/variants?v=pawn&n=6');
    await p.getByTestId('variant-count').waitFor({ timeout: 30_000 });
    await p.getByTestId('variant-mode-play').tap();
    const pawn = p.getByTestId('variant-move-pawn');
    await pawn.scrollIntoViewIfNeeded();
    await pawn.tap();
    await until(async () => (await pawn.getAttribute('aria-pressed')) === 'true', 'moving the pawn');
    assert.doesNotMatch(await pawn.innerText(), CLICK);
    await assertTouchWords(p, `${lang} /variants, the pawn to move`);
  });
}
