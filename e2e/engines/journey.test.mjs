// One journey in each engine (Firefox ESR, WebKitGTK): entered at `/`, chapter 3 from the
// path, Next chapter to chapter 7 (the moves that once stopped the app after chapters 3
// and 6), Back, and the header's links to every page; each move checked together: the
// address, the heading, the header's mark, and no panic box (webdriver.mjs's drain).
import { until } from '../lib.mjs';
import { test } from '../webdriver.mjs';
import { CHAPTERS, PAGES } from '../journey.mjs';

test('from /: chapter 3, Next chapter to chapter 7, Back, then every page by the header', async (b) => {
  const where = () => b.evaluate('location.pathname + location.search');
  const marked = () => b.evaluate("[...document.querySelectorAll('header nav a[aria-current=\"page\"]')].map((a) => a.textContent).join()");
  const chapter = async (k) => {
    await until(async () => (await where()) === `/learn?chapter=${k}`, `the address of chapter ${k}`);
    await b.expectAttr('[data-testid="chapter"]', 'data-chapter', String(k));
    await b.expectText('#chapter-title', CHAPTERS.en[k - 1]);
    if ((await marked()) !== 'Learn') throw new Error(`the header marks ${await marked()} on chapter ${k}`);
    if ((await b.drain()).length) throw new Error(`chapter ${k}: ${b.noise.join('; ')}`);
  };
  await b.open('/');
  await until(async () => (await where()) === '/learn', 'the landing page, /learn');
  await b.clickAt('[data-testid="path-chapter"][data-chapter="3"] a');
  await chapter(3);
  for (let k = 3; k < 7; k++) {
    await b.clickAt('[data-testid="next-chapter"]');
    await chapter(k + 1);
  }
  await b.driver.navigate().back();
  await chapter(6);
  for (const page of PAGES) {
    const [name, heading] = page.en;
    // The link named so marked alone, for clickAt's selector.
    await b.evaluate(`[...document.querySelectorAll('header nav a')].forEach((a) => a.toggleAttribute('data-go', a.textContent === ${JSON.stringify(name)})) ?? true`);
    await b.clickAt('header nav a[data-go]');
    await until(async () => (await where()).startsWith(page.path), `the address ${page.path}`);
    await b.expectText('main h1', heading);
    if ((await marked()) !== name) throw new Error(`the header marks ${await marked()} on ${page.path}`);
    if ((await b.drain()).length) throw new Error(`${page.path}: ${b.noise.join('; ')}`);
  }
});
