// The accessibility audit of a page as a person reaches it: axe-core (Deque's rules for
// WCAG 2 and best practice, the engine Lighthouse audits with), run in the page over what
// is on it, every section built. A violation is a failure: the specs name each rule and
// the elements that break it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Every page: /learn and each of its eight chapters, /play and a puzzle, the gallery
 * where it has pages (two pagers), two variants, and an address that is none.
 */
export const EVERY_PAGE = [
  '/learn', ...[1, 2, 3, 4, 5, 6, 7, 8].map((c) => `/learn?chapter=${c}`),
  '/play?n=8', '/play?puzzle=8-hard-42', '/solve?n=8', '/gallery?n=12', '/lab',
  '/variants', '/variants?v=domination', '/code', '/queens', '/queens/build', '/no-such-page',
];

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Scrolls a screen at a time to the page's end, as a reader does, so the sections built
 * as the reader nears them (src/ui/when_near.rs) are there, then back to the top.
 */
export async function readToTheEnd(page) {
  for (let screens = 0; screens < 40; screens++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, innerHeight);
      return innerHeight + scrollY >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(60);
    if (atEnd) break;
  }
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The page's violations, one line per rule: its impact, its id, what it asks, and the
 * first elements that break it. Empty when the page passes. The script goes in through
 * the DevTools protocol, which the page's content security policy does not govern, so
 * the page runs under its own policy, unchanged.
 */
export async function violations(page) {
  await page.evaluate(await axeSource);
  const found = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] })
    .then((r) => r.violations.map((v) => ({ impact: v.impact, id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))));
  return found.map((v) => `[${v.impact}] ${v.id}: ${v.help} (${v.targets.slice(0, 4).join(', ')}${v.targets.length > 4 ? ', …' : ''})`);
}
