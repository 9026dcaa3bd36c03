// The specs of e2e/engines/ run in Firefox ESR and WebKitGTK (Safari's engine) over W3C
// WebDriver, through selenium-webdriver pointed at a driver each spec file starts from
// the machine's own (so it never downloads one). A fresh browser per test; a quiet console enforced through
// console_watch.js, which the test server puts before the app's script; a screenshot
// kept on failure.
import { Builder, By, Key, Origin } from 'selenium-webdriver';
import { after, test as nodeTest } from 'node:test';
import { mkdir, writeFile } from 'node:fs/promises';
import { until } from './lib.mjs';
import { ENGINES, startDriver } from './drivers.mjs';

export const ENGINE = process.env.ENGINE ?? 'firefox';
export const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
/** Fails with `what` unless `promise` settles within `ms`; a hang counts as a lost session. */
function bounded(promise, ms, what) {
  let timer;
  const late = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`NoSuchSessionError: no answer within ${ms / 1000} s to ${what}`)), ms);
  });
  // What is left behind may still fail later, once its session is gone: not unhandled.
  promise.catch(() => {});
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Whether `error` says the engine went away: its browser died, or stopped answering. */
const sessionLost = (error) => error?.name === 'NoSuchSessionError'
  || /NoSuchSessionError|invalid session id|session deleted/i.test(String(error?.message));

/**
 * The driver this spec file talks to, started on first use and ended with the file. A
 * file owns its driver so that a browser which hangs can be ended with it: a driver
 * left waiting on a hung browser keeps the file's process alive, past every test.
 */
let service = null;
after(() => service?.stop());

async function driverUrl() {
  service ??= await startDriver(ENGINE);
  return service.url;
}

/** Ends the driver and its browsers; the next session starts another. */
function dropDriver() {
  service?.stop();
  service = null;
}

/**
 * One run of a spec in a fresh browser, every step of it bounded in time: the session,
 * the spec, the console check, the screenshot kept on failure, and the browser's end.
 */
async function attempt(name, spec) {
  const driver = await bounded(new Builder().usingServer(await driverUrl())
    .withCapabilities(ENGINES[ENGINE].capabilities).build(), 30_000, 'a new session');
  let failure = null;
  let noise = [];
  try {
    const b = browser(driver);
    await bounded(driver.manage().window().setRect({ width: 1280, height: 900 }), 20_000, 'the window size');
    await bounded(spec(b), 50_000, `"${name}"`).catch((e) => { failure = e; });
    if (!sessionLost(failure)) {
      noise = await bounded(b.drain(), 20_000, 'the console check');
      if (failure) {
        await mkdir('test-results', { recursive: true });
        const file = `${ENGINE}-${name}`.replace(/[^a-z0-9]+/gi, '-');
        await writeFile(`test-results/${file}.png`, await bounded(driver.takeScreenshot(), 20_000, 'a screenshot'), 'base64');
      }
    }
  } catch (e) {
    failure ??= e;
  } finally {
    await bounded(driver.quit(), 20_000, 'the end of the session').catch(() => {});
  }
  if (failure) throw failure;
  if (noise.length > 0) throw new Error(`the page was not quiet:\n  ${noise.join('\n  ')}`);
}

/**
 * A spec, as node:test's `test`, given a fresh browser `b`. If the engine's browser dies
 * under it, or stops answering, the spec runs once more in a browser of a new driver.
 * WebKitGTK's MiniBrowser has done both on a loaded CI machine, which says nothing about
 * the page. The retry is printed, and a second loss fails the spec.
 */
export function test(name, spec) {
  return nodeTest(name, async () => {
    try {
      await attempt(name, spec);
    } catch (error) {
      if (!sessionLost(error)) throw error;
      console.error(`# ${ENGINE}: the browser was lost during "${name}" (${error.message}); running it once more with a new driver`);
      dropDriver();
      await attempt(name, spec);
    }
  });
}

/** What a spec does with the page, in the DOM contract's terms (`data-testid`s). */
function browser(driver) {
  const noise = [];
  const script = (body, ...args) => driver.executeScript(body, ...args);
  const b = {
    driver,
    noise,
    /**
     * Moves the page's console watch into `noise`, and the panic box if it shows (a panic
     * logs to the console too, but the box is what a person sees); returns all so far.
     */
    async drain() {
      noise.push(...(await script(`const found = (globalThis.__noise ?? []).splice(0);
        const box = document.getElementById('fatal');
        if (box && !box.hidden) found.push('the page stopped: ' + box.innerText);
        return found;`).catch(() => [])));
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
    /**
     * Scrolls down a screen at a time, as a reader does, until `css` is on the page: a
     * section built as the reader nears it (src/ui/when_near.rs) is not before.
     */
    async reach(css) {
      await until(async () => script(`if (document.querySelector(arguments[0])) return true;
        window.scrollBy(0, innerHeight); return false;`, css), `${css} to be built as the page scrolls`);
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
