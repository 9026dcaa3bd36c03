// Each page's first view, saved into the route's own HTML file (play.html, solve.html…),
// so the board and the words paint as soon as the HTML and CSS arrive, before the wasm
// has downloaded and started. Static hosts serve `/play` from `play.html` (GitHub Pages
// does by itself; nginx with `try_files $uri $uri.html /index.html`).
//
// The build is opened in Debian's Chromium at its own public URL, each page is left to
// settle, and the nodes the app rendered are copied into a `<div id="prerendered" inert>`
// placed after the page's own markup. Nothing in the copy is live: `inert` keeps it out
// of reach of clicks, focus and assistive technology, and it loses the `id`s and
// `data-testid`s, so it never answers for the app's own nodes, and its `style`s, which the
// Content-Security-Policy would refuse. The app removes it once
// its own view is in place (src/site/prerender.rs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

/**
 * The routes that get a file of their own: every page the splitter cut off, as
 * `app-HASH/routes.js` names them (tools/split-pages), the list boot.js preloads from.
 */
async function routesOf(dir) {
  const app = readdirSync(dir).find((name) => /^app-[0-9a-f]{16}$/.test(name));
  const routes = app && (await import(pathToFileURL(join(dir, app, 'routes.js')).href)).default;
  if (!routes || Object.keys(routes).length === 0) throw new Error(`prerender: no routes.js with pages in ${dir}/app-HASH/`);
  return Object.keys(routes).sort();
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Writes `ROUTE.html` beside `index.html` in `dir` for every route. */
export async function prerender(dir) {
  const tools = join(import.meta.dirname, '..', 'tools');
  let chromium;
  try {
    ({ chromium } = createRequire(join(tools, 'package.json'))('playwright-core'));
  } catch {
    throw new Error('prerender: playwright-core is missing from tools/node_modules; run make build');
  }
  const { serve } = await import(join(tools, 'server.mjs'));
  const shell = readFileSync(join(dir, 'index.html'), 'utf8');
  const prefix = shell.match(/<base href="([^"]*)"/)?.[1] ?? '/';
  const server = await serve(dir, 0, '127.0.0.1', prefix);
  const site = `http://127.0.0.1:${server.address().port}${prefix}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  }).catch((e) => { throw new Error(`prerender: cannot start Chromium (${e.message.split('\n')[0]})`); });
  try {
    for (const route of await routesOf(dir)) {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(site + route);
      // The app marks the page ready when it shows what a visitor first sees, its
      // worker's results included (src/site/prerender.rs).
      await page.locator('html[data-ready] main section.page').first().waitFor({ timeout: 60_000 });
      // Workers' answers still arriving (the gallery's family, /play's count of the
      // solutions left, /solve's first events) do not hold the page back, but the copy
      // waits for them: copied at whatever moment the page was ready, they would differ
      // from one build of the same sources to the next, and so would the service
      // worker's version, which offers returning visitors a reload.
      const settled = await page.evaluate(() => new Promise((resolve) => {
        const main = document.querySelector('main');
        let timer;
        const observer = new MutationObserver(() => wait());
        const wait = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            if (main.querySelector('[aria-busy="true"]')) return wait();
            observer.disconnect();
            resolve(true);
          }, 500);
        };
        observer.observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
        wait();
        setTimeout(() => { observer.disconnect(); clearTimeout(timer); resolve(false); }, 60_000);
      }));
      if (!settled) throw new Error(`prerender: /${route} was still changing after 60 s`);
      if (errors.length) throw new Error(`prerender: /${route} failed: ${errors.join('; ')}`);
      const { title, copy } = await page.evaluate(() => {
        // The app's nodes: everything after the page's own markup.
        const own = (n) => n.matches('svg.symbols, #fatal, noscript, script');
        // The app sets a field's state as a property, which HTML does not carry: write it
        // down as the attribute, so the copy shows the value and the tick.
        for (const input of document.querySelectorAll('input')) {
          input.setAttribute('value', input.value);
          input.toggleAttribute('checked', input.checked);
        }
        for (const option of document.querySelectorAll('option')) option.toggleAttribute('selected', option.selected);
        const box = document.createElement('div');
        for (const node of document.body.children) if (!own(node)) box.append(node.cloneNode(true));
        // The copy is only looked at: what serves tests, assistive technology or the
        // app's logic goes (an id, a data-testid, a square's row, role and label: 0.5 KB
        // of /play's gzipped first visit), except the attributes the style sheet reads,
        // so that the copy looks exactly like the page that replaces it.
        const styled = new Set(['aria-current', 'aria-pressed', 'data-conflicts', 'data-moved', 'data-solved']);
        const unlooked = (name) => /^(data-|aria-)/.test(name) && !styled.has(name) || ['id', 'role', 'tabindex'].includes(name);
        // Leptos marks where its views begin and end with empty comments: six a square
        // on the board, about 600 on /play. The copy is never updated, so they go.
        const comments = document.createTreeWalker(box, NodeFilter.SHOW_COMMENT);
        const marks = [];
        while (comments.nextNode()) marks.push(comments.currentNode);
        for (const mark of marks) mark.remove();
        for (const el of box.querySelectorAll('*')) {
          for (const name of el.getAttributeNames()) if (unlooked(name)) el.removeAttribute(name);
          // The app styles a few elements through the DOM (a bar's width, a queen on its
          // way); as attributes in the HTML they would break the policy's style-src.
          el.removeAttribute('style');
        }
        // A link's query is never seen in an inert copy, and it holds the build's date
        // (today's puzzle) and a random seed (a new puzzle): kept, two builds of the same
        // sources would differ, and the service worker would offer a reload for nothing.
        for (const a of box.querySelectorAll('a[href*="?"]')) a.setAttribute('href', a.getAttribute('href').split('?')[0]);
        return { title: document.title, copy: box.innerHTML };
      });
      await context.close();
      const html = shell.replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>`).replace('</body>', `  <div id="prerendered" inert>${copy}</div>\n  </body>`);
      writeFileSync(join(dir, `${route}.html`), html);
    }
  } finally {
    await browser.close();
    server.close();
  }
}
