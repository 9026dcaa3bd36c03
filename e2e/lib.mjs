// Shared by the specs: one Chromium per spec file (Debian's, no download), a fresh
// page per test, screenshots kept on failure, auto-waiting checks (polling with a
// deadline, never a fixed sleep), and a quiet console: any page error, console error,
// console warning, CSP violation or panic box the test caused fails it.
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach } from 'node:test';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '../tools/server.mjs';

export const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's Chromium, headless, with no network of its own (specs, benchmarks, screenshots). */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

/**
 * Installs hooks; returns a getter for the current test's page. `javaScriptEnabled: false`
 * opens pages as a visitor sees them before the app's scripts have run; `hasTouch` and
 * `isMobile` make a phone that is tapped.
 *
 * Pages open in a browser without service workers (as some private windows are), so
 * the app goes without its offline copy, unless `serviceWorker: true`: a first visit's
 * service worker caches every file of the build, and Chromium compiles each wasm
 * module it caches, 1.1 to 1.4 CPU-seconds per test on this 2-core host (measured on
 * /play), behind the test's own work. The specs of the service worker (offline,
 * subpath, policy) ask for it, and every spec in Firefox and WebKit runs with it.
 */
export function usePage({ viewport = { width: 1280, height: 800 }, colorScheme = 'light', javaScriptEnabled = true, hasTouch = false, isMobile = false, serviceWorker = false } = {}) {
  const state = { browser: null, context: null, page: null, errors: [] };
  before(async () => {
    state.browser = await launchChromium();
  });
  after(async () => { await state.browser?.close(); });
  beforeEach(async () => {
    state.context = await state.browser.newContext({ viewport, colorScheme, javaScriptEnabled, hasTouch, isMobile });
    state.page = await state.context.newPage();
    state.errors = [];
    state.page.on('pageerror', (e) => state.errors.push(`page error: ${e}`));
    state.page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') state.errors.push(`console ${m.type()}: ${m.text()}`);
    });
    if (!serviceWorker) {
      await state.page.addInitScript(() => { delete Navigator.prototype.serviceWorker; });
    }
    // CSP violations reach the console in Chromium; the event catches any that do not.
    await state.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
  });
  afterEach(async (t) => {
    // A panic writes to the console too, but the box is what a person sees: either fails.
    const stopped = await state.page?.evaluate(() => {
      const box = document.getElementById('fatal');
      return box && !box.hidden ? box.innerText : null;
    }).catch(() => null);
    if (stopped) state.errors.push(`the page stopped: ${stopped}`);
    if (t && state.page && !t.passed) {
      // Beside this file whatever the working directory (e2e/test-results is ignored).
      const dir = join(import.meta.dirname, 'test-results');
      await mkdir(dir, { recursive: true });
      const name = (t.name ?? 'failure').replace(/[^a-z0-9]+/gi, '-');
      await state.page.screenshot({ path: join(dir, `${name}.png`), fullPage: true }).catch(() => {});
    }
    await state.context?.close();
    const noise = state.errors.splice(0);
    if (t?.passed !== false && noise.length > 0) {
      throw new Error(`the page was not quiet:\n  ${noise.join('\n  ')}`);
    }
  });
  return () => state.page;
}

/** Waits until `fn()` returns a truthy value (polled), or fails with `what`. */
export async function until(fn, what, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try { last = await fn(); if (last) return last; } catch (e) {
      // A WebDriver session that is gone never comes back: no use polling it.
      if (e?.name === 'NoSuchSessionError') throw e;
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${last})`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** `text` is `expected` (a string) or matches it (a RegExp). */
function matches(text, expected) {
  return expected instanceof RegExp ? expected.test(text ?? '') : text === String(expected);
}

/** Waits until `locator`'s attribute equals `value` (or matches it, a RegExp). */
/**
 * Scrolls down a screen at a time, as a reader does, until `locator` is on the page and
 * in view: a section built as the reader nears it (src/ui/when_near.rs) is not
 * there before.
 */
export async function reach(page, locator) {
  await until(async () => {
    if (await locator.count()) return true;
    await page.evaluate(() => window.scrollBy(0, innerHeight));
    return false;
  }, 'the section to be built as the page scrolls');
  await locator.first().scrollIntoViewIfNeeded();
}

export async function expectAttr(locator, name, value, timeout) {
  await until(async () => matches(await locator.getAttribute(name), value),
    `${name}="${value}" (was "${await locator.getAttribute(name).catch(() => '?')}")`, timeout);
}

/** Waits until `locator`'s text contains `text` (or matches it, a RegExp). */
export async function expectText(locator, text, timeout) {
  await until(async () => {
    const shown = await locator.textContent();
    return text instanceof RegExp ? text.test(shown ?? '') : shown?.includes(text);
  }, `text "${text}"`, timeout);
}

/** The board and its squares (page object). */
export function board(page) {
  const svg = page.getByTestId('board');
  return {
    svg,
    square: (row, col) => svg.locator(`[data-testid="square"][data-row="${row}"][data-col="${col}"]`),
    squares: () => svg.locator('[data-testid="square"]'),
    /** Every square's state and the square in focus, as the DOM contract gives them. */
    states: () => svg.evaluate((el) => ({
      squares: [...el.querySelectorAll('[data-testid="square"]')]
        .map((sq) => `${sq.dataset.row},${sq.dataset.col}:${sq.dataset.state}`),
      focus: [...el.querySelectorAll('[data-focus]')].map((f) => f.dataset.focus),
    })),
  };
}

/** Waits until the service worker controls the page: the whole build is cached. */
export async function offlineReady(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/**
 * A site of its own: a copy of the build in `dist`, served on a free port, over which
 * `next()` deploys a newer build. Any changed file gives the service worker a new version,
 * as each real build does; `next()` returns that version's name.
 */
export async function deployment(dist) {
  const dir = await mkdtemp(join(tmpdir(), 'nqueens-deploy-'));
  await cp(dist, dir, { recursive: true });
  const server = await serve(dir);
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    async next() {
      const file = join(dir, 'sw.js');
      const sw = await readFile(file, 'utf8');
      await writeFile(file, sw.replace(/const VERSION = '[0-9a-f]+';/, "const VERSION = 'next-build';"));
      return 'next-build';
    },
    async close() {
      server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens `path` and waits for the app's own page: it marks `<html data-ready>` when it has
 * replaced the prerendered copy (src/site/prerender.rs), which is inert and has no test ids.
 */
export async function open(page, path) {
  await page.goto(BASE + path);
  await appReady(page);
}

/** Waits until the app has replaced the prerendered copy with its own page. */
export function appReady(page) {
  return page.locator('html[data-ready] main h1').first().waitFor();
}

/** A phone as the phone specs hold it: 390×844, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The box of a locator's element in viewport coordinates. */
export const boxOf = (locator) => locator.evaluate((e) => {
  const r = e.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
});

/** Fails unless the box `r` lies wholly on the phone's screen. */
export function assertOnScreen(r, what, { width, height } = PHONE.viewport) {
  assert.ok(r.top >= 0 && r.bottom <= height + 0.5 && r.left >= 0 && r.right <= width + 0.5,
    `${what} is on screen: ${JSON.stringify(r)}`);
}

/** The page's scrolling width: over the viewport's, the page scrolls sideways. */
export const pageWidth = (p) => p.evaluate(() => document.documentElement.scrollWidth);

/**
 * Clicks `click` (a selector) and returns the milliseconds, on the page's clock, from
 * the click event to the first change after which `shown` (a selector) is in the page:
 * what a benchmark reports, where a test's own clock would measure the host as well.
 */
export async function clickToShown(page, click, shown) {
  await page.evaluate(({ click, shown }) => {
    window.__clickToShown = new Promise((resolve) => {
      let clicked;
      document.querySelector(click).addEventListener('click', () => { clicked = performance.now(); }, { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (clicked !== undefined && document.querySelector(shown)) {
          observer.disconnect();
          resolve(performance.now() - clicked);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  }, { click, shown });
  await page.click(click);
  return page.evaluate(() => window.__clickToShown);
}
