// The site as people walk it: entered at `/` and moved by its own links and buttons,
// never by typing an address (journey.test.mjs, journey_phone.test.mjs). What a person
// looks at after each move is checked together: the address, the page's heading, the
// header's mark, and that the page has not stopped (the panic box stays hidden).
import assert from 'node:assert/strict';
import { BASE, expectText, until } from './lib.mjs';

/** Each page of the header, as a person reads it, in English and in Spanish. */
export const PAGES = [
  { path: '/learn', en: ['Learn', 'Learn the eight queens'], es: ['Aprende', 'Aprende las ocho reinas'] },
  { path: '/play', en: ['Play', 'Place n queens so that none attacks another'], es: ['Jugar', 'Coloca n reinas sin que ninguna ataque a otra'] },
  { path: '/solve', en: ['Solve', 'Watch the solver'], es: ['Resolver', 'Mira cómo busca el algoritmo'] },
  { path: '/gallery', en: ['Gallery', 'Gallery of fundamental solutions'], es: ['Galería', 'Galería de soluciones fundamentales'] },
  { path: '/lab', en: ['Lab', 'Counting lab'], es: ['Laboratorio', 'Laboratorio de conteo'] },
  { path: '/variants', en: ['Variants', 'The family of the eight queens'], es: ['Variantes', 'La familia de las ocho reinas'] },
  { path: '/code', en: ['Your code', 'Write your own solver'], es: ['Tu código', 'Escribe tu propio solucionador'] },
  { path: '/queens', en: ['Queens', 'Queens'], es: ['Queens', 'Queens'] },
];

/** The eight chapters' titles, as the path and each chapter's heading give them. */
export const CHAPTERS = {
  en: ['The puzzle', 'Brute force, and why it is hopeless', 'Backtracking', 'Symmetry', 'Counting',
    'Local search', "The paper's models", 'The family'],
  es: ['El problema', 'La fuerza bruta, y por qué no sirve', 'La vuelta atrás', 'La simetría', 'Contar',
    'La búsqueda local', 'Los modelos del trabajo', 'La familia'],
};

/** Fails if the page has stopped: the panic box of index.html is showing. */
export async function assertRunning(p, where) {
  const fatal = await p.evaluate(() => {
    const box = document.getElementById('fatal');
    return box && !box.hidden ? box.innerText : null;
  });
  assert.equal(fatal, null, `the page stopped ${where}`);
}

/** The path and query of the page's address. */
export const address = (p) => {
  const url = new URL(p.url());
  return url.pathname + url.search;
};

/** Enters the site at `/`, as a visitor does: it lands on /learn's path. */
export async function enter(p) {
  await p.goto(`${BASE}/`);
  await p.locator('html[data-ready] main h1').first().waitFor();
  await until(() => address(p) === '/learn', 'the landing page, /learn');
  await expectText(p.locator('main h1'), 'Learn the eight queens');
}

/**
 * Checks what a person sees on `page` (an entry of PAGES) in `lang`: its address, its
 * heading, the header's mark on it alone, and a page still running.
 */
export async function expectPage(p, page, lang = 'en') {
  const [name, heading] = page[lang];
  await until(() => new URL(p.url()).pathname === page.path, `the address ${page.path} (was ${p.url()})`);
  await expectText(p.locator('main h1').first(), heading);
  assert.deepEqual(await p.locator('header nav a[aria-current="page"]').allTextContents(), [name]);
  await assertRunning(p, `on ${page.path}`);
}

/** Follows the header's link to `page` (a click, or a tap on a phone). */
export async function viaHeader(p, page, lang = 'en', tap = false) {
  const link = p.locator('header nav a', { hasText: new RegExp(`^${page[lang][0]}$`) });
  await (tap ? link.tap() : link.click());
  await expectPage(p, page, lang);
}

/**
 * Checks chapter `k` (1 to 8) as shown: its address, its number, its heading, the
 * header's mark on Learn, its Next chapter button naming chapter k + 1 (none on the
 * last), and a page still running.
 */
export async function expectChapter(p, k, lang = 'en') {
  // After a move on its board the address also holds the step (`&step=S`).
  await until(() => new RegExp(`^/learn\\?chapter=${k}(&step=\\d+)?$`).test(address(p)),
    `the address of chapter ${k} (was ${address(p)})`);
  await until(async () => (await p.getByTestId('chapter').getAttribute('data-chapter').catch(() => null)) === String(k),
    `chapter ${k} shown`);
  await expectText(p.locator('#chapter-title'), CHAPTERS[lang][k - 1]);
  assert.deepEqual(await p.locator('header nav a[aria-current="page"]').allTextContents(), [lang === 'en' ? 'Learn' : 'Aprende']);
  const next = p.getByTestId('next-chapter');
  if (k < 8) {
    const word = lang === 'en' ? 'Next chapter' : 'Capítulo siguiente';
    await expectText(next, `${word} · ${CHAPTERS[lang][k]}`);
  } else {
    assert.equal(await next.count(), 0, 'the last chapter has no Next chapter');
  }
  await assertRunning(p, `on chapter ${k}`);
}
