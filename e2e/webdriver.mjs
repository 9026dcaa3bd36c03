// The specs of e2e/engines/ run in Firefox ESR and WebKitGTK (Safari's engine) over W3C
// WebDriver, through selenium-webdriver pointed at a driver the runner started (so it
// never downloads one). A fresh browser per test; a quiet console enforced through
// console_watch.js, which the test server puts before the app's script; a screenshot
// kept on failure.
import { Builder, By, Key, Origin } from 'selenium-webdriver';
import { afterEach, beforeEach, test as nodeTest } from 'node:test';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { until } from './lib.mjs';
import { serve } from '../tools/server.mjs';

/** How to start each engine's driver on `port`, and the session it is asked for. */
export const ENGINES = {
  firefox: {
    driver: (port) => [process.env.GECKODRIVER ?? 'geckodriver', ['--port', String(port)]],
    capabilities: {
      browserName: 'firefox',
      'moz:firefoxOptions': { binary: '/usr/bin/firefox-esr', args: ['-headless'] },
    },
  },
  webkit: {
    // WebKitGTK has no headless mode: it draws on a virtual display.
    driver: (port) => ['xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', 'WebKitWebDriver', `--port=${port}`]],
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        args: ['--automation'],
      },
    },
  },
};

export const ENGINE = process.env.ENGINE ?? 'firefox';
export const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const DRIVER_URL = process.env.DRIVER_URL ?? 'http://127.0.0.1:4444';
const WATCH = await readFile(join(import.meta.dirname, 'console_watch.js'), 'utf8');

/** Serves `dir` as the runner does: with the console watch before the app's script. */
export function serveWatched(dir) {
  return serve(dir, 0, '127.0.0.1', '/', { prelude: WATCH });
}

/** The current test's browser, while one runs. */
let current = null;

async function newSession() {
  const driver = await new Builder().usingServer(DRIVER_URL)
    .withCapabilities(ENGINES[ENGINE].capabilities).build();
  await driver.manage().window().setRect({ width: 1280, height: 900 });
  return browser(driver);
}

/** Whether `error` says the engine itself went away (its browser process died). */
const sessionLost = (error) => error?.name === 'NoSuchSessionError'
  || /NoSuchSessionError|invalid session id|session deleted/i.test(String(error?.message));

/**
 * A spec, as node:test's `test`, run once more in a fresh session if the engine's
 * browser dies under it. WebKitGTK's MiniBrowser has crashed this way once on a loaded
 * CI machine (every command then fails with NoSuchSessionError), which says nothing about
 * the page. The retry is printed, and a second loss fails the spec.
 */
export function test(name, fn) {
  // A command WebKitGTK never answers hangs the spec: past this deadline the spec is
  // treated as a lost session, and its session is dropped without waiting on it.
  const within = async (run) => {
    let timer;
    const deadline = new Promise((_, fail) => {
      timer = setTimeout(() => fail(new Error('NoSuchSessionError: the browser stopped answering')), 50_000);
    });
    // A spec left behind may still fail later, once its session is gone: not unhandled.
    run.catch(() => {});
    try {
      return await Promise.race([run, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
  return nodeTest(name, async (t) => {
    try {
      await within(fn(t));
    } catch (error) {
      if (!sessionLost(error)) throw error;
      console.error(`# ${ENGINE}: the browser's session died during "${name}"; running it once more in a new one`);
      current?.driver.quit().catch(() => {});
      current = await newSession();
      await within(fn(t));
    }
  });
}

/** Installs hooks; returns a getter for the current test's browser. */
export function useBrowser() {
  beforeEach(async () => {
    current = await newSession();
  });
  afterEach(async (t) => {
    const b = current;
    current = null;
    if (!b) return;
    let noise = [];
    try {
      noise = await b.drain();
      if (!t.passed) {
        await mkdir('test-results', { recursive: true });
        const name = `${ENGINE}-${t.name}`.replace(/[^a-z0-9]+/gi, '-');
        await writeFile(`test-results/${name}.png`, await b.driver.takeScreenshot(), 'base64');
      }
    } catch (error) {
      if (!sessionLost(error)) throw error;
    } finally {
      await b.driver.quit().catch(() => {});
    }
    if (t.passed !== false && noise.length > 0) {
      throw new Error(`the page was not quiet:\n  ${noise.join('\n  ')}`);
    }
  });
  return () => current;
}

/** What a spec does with the page, in the DOM contract's terms (`data-testid`s). */
function browser(driver) {
  const noise = [];
  const script = (body, ...args) => driver.executeScript(body, ...args);
  const b = {
    driver,
    noise,
    /** Moves the page's console watch into `noise`; returns all it has so far. */
    async drain() {
      noise.push(...(await script('return (globalThis.__noise ?? []).splice(0)').catch(() => [])));
      return noise;
    },
    /** Opens `path` of `base` and waits for the app's own page (`data-ready`, as lib.mjs's open). */
    async open(path, base = BASE) {
      await b.drain();
      await driver.get(base + path);
      await b.heading();
    },
    /**
     * Reloads as a person does. (The driver's own refresh skips the service worker in
     * Firefox, as a forced reload does.)
     */
    async reload() {
      await b.drain();
      await script('window.beforeReload = true; setTimeout(() => location.reload())');
      await until(() => script('return window.beforeReload === undefined').catch(() => false), 'the reload', 20_000);
      await b.heading();
    },
    heading: () => until(() => script("return document.querySelector('html[data-ready] main h1') !== null"), 'the page heading', 20_000),
    /** The attribute `name` of the first element matching `css`, or null. */
    attr: (css, name) => script('return document.querySelector(arguments[0])?.getAttribute(arguments[1]) ?? null', css, name),
    text: (css) => script('return document.querySelector(arguments[0])?.textContent ?? null', css),
    count: (css) => script('return document.querySelectorAll(arguments[0]).length', css),
    /** The value of `expression`, a script's return value evaluated in the page. */
    evaluate: (expression) => script(`return ${expression}`),
    async expectAttr(css, name, value, timeout) {
      await until(async () => (await b.attr(css, name)) === String(value),
        `${css} ${name}="${value}" (was "${await b.attr(css, name).catch(() => '?')}")`, timeout);
    },
    async expectText(css, text, timeout) {
      await until(async () => (await b.text(css))?.includes(text), `${css} to read "${text}"`, timeout);
    },
    /**
     * Clicks the middle of the element as a mouse does. WebKitGTK's driver cannot
     * element-click an SVG `<g>` such as a board square, so the specs click points.
     */
    async clickAt(css) {
      // As a person waits for what they aim at to be there and to stop moving (the
      // page builds some sections a task after the rest): the same centre twice.
      const centre = () => script(`const el = document.querySelector(arguments[0]);
        if (!el) return null;
        el.scrollIntoView({ block: 'center' });
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };`, css);
      let at = null;
      await until(async () => {
        const before = at;
        at = await centre();
        return at !== null && before?.x === at.x && before?.y === at.y;
      }, `${css} to be there and still`);
      await driver.actions().move({ x: at.x, y: at.y, origin: Origin.VIEWPORT }).click().perform();
    },
    /**
     * Catches the files the page offers from now on, instead of letting the engine save
     * them (a driver cannot reach its downloads): each link the page clicks is kept with
     * the Blob behind it. No fetch, so the page's own policy is all that is tested.
     */
    catchDownloads: () => script(`window.__files = []; window.__blobs = new Map();
      const create = URL.createObjectURL;
      URL.createObjectURL = (blob) => { const url = create(blob); window.__blobs.set(url, blob); return url; };
      HTMLAnchorElement.prototype.click = function () {
        window.__files.push({ name: this.download, href: this.href, blob: window.__blobs.get(this.href) ?? null });
      };`),
    /** The files offered since `catchDownloads`: name, and the first `length` characters. */
    async downloads(length = 64) {
      return driver.executeAsyncScript(`const [length, done] = arguments;
        Promise.all(window.__files.map(async (f) => ({
          name: f.name,
          head: f.blob ? (await f.blob.text()).slice(0, length)
            : f.href.startsWith('data:') ? atob(f.href.split(',')[1]).slice(0, length) : null,
        }))).then(done, (e) => done([{ error: String(e) }]));`, length);
    },
    /**
     * Narrows the window to about a large phone's width (460 px: WebKitGTK's
     * MiniBrowser goes no narrower) and reopens `path`; resolves to the page's width.
     */
    async narrow(path) {
      await driver.manage().window().setRect({ width: 460, height: 900 });
      await b.open(path);
      return script('return document.documentElement.clientWidth');
    },
    /** Whether the first element matching `css` lies wholly inside the viewport. */
    onScreen: (css) => script(`const r = document.querySelector(arguments[0])?.getBoundingClientRect();
      return !!r && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;`, css),
    /** Whether the page scrolls sideways. */
    scrollsSideways: () => script('return document.documentElement.scrollWidth > document.documentElement.clientWidth'),
    /** Clicks the button whose text is `name`. */
    async button(name) {
      await driver.findElement(By.xpath(`//button[normalize-space(.)='${name}']`)).click();
    },
    /**
     * Replaces a field's value by typing, then presses Enter: End, one Backspace per
     * character, the new text, as a person does. (WebKitGTK fires no input events for
     * `clear()`, and Firefox's number fields do not select all on Ctrl+A.)
     */
    async type(css, text) {
      // The page may render the field again just after it appears (the lab does, once
      // its saved state is read): a field replaced under the driver is found again.
      for (let attempt = 1; ; attempt++) {
        try {
          const field = await driver.findElement(By.css(css));
          const old = await field.getAttribute('value');
          await field.click();
          await field.sendKeys(Key.END, ...Array(old.length).fill(Key.BACK_SPACE), text, Key.ENTER);
          return;
        } catch (e) {
          const replaced = e.name === 'NoSuchElementError' || e.name === 'StaleElementReferenceError';
          if (!replaced || attempt === 3) throw e;
          await new Promise((ok) => setTimeout(ok, 200));
        }
      }
    },
  };
  return b;
}
