// A seeded random walk over the built site, as an impatient visitor goes: it enters at
// `/`, then clicks (or taps) whatever is on screen, types good and bad values, picks
// from selects, drags sliders, presses keys, goes back and forward, reloads, and now and
// then types an address, good or bad. After every action the page must still answer:
// no panic box, no page error, no console error or warning.
//
// The same seed gives the same choices, so a failure is replayed with its seed
// (`WALK_SEED=… node run.mjs walk`); what the page does in between (a worker's timing)
// is not seeded, so a replay follows the same choices, not the same frames.
// Used by specs/walk.test.mjs (`make test`) and soak.mjs (`make soak`).

/** Each route, every chapter of /learn, and addresses a person may mistype or be sent. */
export const ADDRESSES = [
  '/', '/learn', '/play', '/solve', '/gallery', '/lab', '/variants', '/code', '/queens',
  '/queens/build', '/queens?level=9-hard-42', '/queens?level=99-x', '/queens?layout=%%',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => `/learn?chapter=${k}`),
  '/learn?chapter=3&step=40', '/play?n=8&q=15863724', '/solve?algo=min-conflicts&n=8',
  '/play?n=zz&q=%%', '/play?n=99', '/play?n=8&q=19x', '/play?puzzle=bogus',
  '/learn?chapter=99', '/learn?chapter=3&step=-4', '/solve?algo=bogus&n=0',
  '/gallery?n=abc', '/lab?n=-3', '/variants?v=nope', '/code?n=400&p=%zz',
  '/nowhere', '/learn/3?n=8', '/play.html?n=6',
];

/** Values typed into fields: in range, out of range, and not numbers at all. */
const TYPED = ['1', '4', '6', '8', '10', '12', '0', '-1', '99', '1e9', '', 'zz', '8.5',
  ' 7 ', '%%', 'let x = 1;', 'fn f() { f() }', 'loop { }', '<b>'];
const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter',
  ' ', 'Escape', 'Tab', 'Shift+Tab', 'b', 's', 'n', 'r', 'Alt+ArrowUp', 'Alt+ArrowRight'];

/** A small, fast generator (mulberry32): the same seed gives the same walk. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick(list) { return list[Math.floor(next() * list.length)]; },
  };
}

/** A seed for a run: the one given, or one that changes from run to run. */
export function seedFrom(value) {
  const given = Number.parseInt(value ?? '', 10);
  return Number.isFinite(given) ? given >>> 0 : (Date.now() ^ (process.pid << 16)) >>> 0;
}

/** The seed of leg `leg` of a walk seeded `seed`: each leg starts from a fresh visitor. */
export const legSeed = (seed, leg) => (Math.imul(seed ^ 0x9e3779b9, leg + 1) ^ (leg * 7919)) >>> 0;

/**
 * Marks with `data-walk` one element of kind `kind` that a person could use now, chosen
 * by `r` (a number in [0, 1)); returns what it is, or null if there is none. Links that
 * leave the site, downloads and file pickers are left out: they leave the page's world.
 */
function mark({ kind, r }) {
  for (const old of document.querySelectorAll('[data-walk]')) old.removeAttribute('data-walk');
  const selectors = {
    click: 'a[href], button, summary, [role="button"], [data-testid="square"], label, input[type="checkbox"], input[type="radio"], li[tabindex], [data-testid="parsons-line"]',
    type: 'input[type="number"], input[type="text"], input[type="search"], input:not([type]), textarea',
    select: 'select',
    slider: 'input[type="range"]',
  };
  const shown = (el) => {
    if (el.closest('[hidden], [inert], [aria-hidden="true"]:not(svg *)')) return false;
    if (el.disabled) return false;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && style.pointerEvents !== 'none';
  };
  const usable = (el) => {
    if (el.matches('a')) {
      if (el.hasAttribute('download') || el.target === '_blank') return false;
      try {
        const to = new URL(el.href, location.href);
        if (to.origin !== location.origin || !/^https?:$/.test(to.protocol)) return false;
      } catch { return false; }
    }
    if (el.matches('label') && el.querySelector('input[type="file"]')) return false;
    if (el.closest('#fatal')) return false;
    return true;
  };
  const found = [...document.querySelectorAll(selectors[kind])].filter((el) => shown(el) && usable(el));
  if (found.length === 0) return null;
  const el = found[Math.floor(r * found.length)];
  el.setAttribute('data-walk', '');
  const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('data-testid') || '')
    .replace(/\s+/g, ' ').trim().slice(0, 40);
  const where = el.dataset.row ? ` ${el.dataset.row},${el.dataset.col}` : '';
  return { tag: el.tagName.toLowerCase(), name: `${name}${where}`, min: el.min, max: el.max, options: el.options?.length ?? 0 };
}

/** Waits for the page to settle a little: a frame, and now and then a timer's worth. */
async function settle(page, rng) {
  const longer = rng.next() < 0.1;
  await page.evaluate((ms) => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, ms))), longer ? 250 : 0)
    .catch(() => {});
}

/** What is wrong with the page now, if anything: the panic box, or noise it made. */
async function trouble(page, noise) {
  if (noise.length) return noise.splice(0).join('\n  ');
  const fatal = await page.evaluate(() => {
    const box = document.getElementById('fatal');
    return box && !box.hidden ? box.innerText : null;
  }).catch(() => null);
  return fatal ? `the panic box: ${fatal}` : null;
}

/**
 * Walks `actions` steps on `page` (a fresh Playwright page) from `base`, with the seed
 * `seed`; taps instead of clicks when `touch`. Throws, naming the seed and the last
 * steps, at the first step after which the page is in trouble. Returns the count of
 * steps and the paths visited.
 */
export async function walk(page, { base, seed, actions, touch = false }) {
  const rng = random(seed);
  const noise = [];
  const trail = [];
  const visited = new Set();
  page.on('pageerror', (e) => noise.push(`page error: ${e}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') noise.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('dialog', (d) => d.dismiss().catch(() => {}));
  page.on('popup', (p) => p.close().catch(() => {}));
  const go = async (path) => {
    await page.goto(base + path, { waitUntil: 'domcontentloaded', timeout: 15_000 });
    await page.locator('html[data-ready] main h1').first().waitFor({ timeout: 15_000 }).catch(() => {});
  };
  await go('/');
  for (let i = 0; i < actions; i++) {
    const roll = rng.next();
    const r = rng.next();
    let step;
    try {
      if (roll < 0.56) {
        const el = await page.evaluate(mark, { kind: 'click', r });
        step = el ? `${touch ? 'tap' : 'click'} ${el.tag} "${el.name}"` : 'click: nothing to click';
        if (el) {
          const target = page.locator('[data-walk]');
          await (touch ? target.tap({ timeout: 1_500 }) : target.click({ timeout: 1_500 }));
        }
      } else if (roll < 0.66) {
        const el = await page.evaluate(mark, { kind: 'type', r });
        const value = rng.pick(TYPED);
        const then = rng.pick(['Enter', 'Tab', null]);
        step = el ? `type "${value}" into ${el.tag} "${el.name}"${then ? ` then ${then}` : ''}` : 'type: no field';
        if (el) {
          // As a person types: into the field, over what it held (a number field takes
          // only what a number can hold, as in a browser).
          await page.locator('[data-walk]').focus({ timeout: 1_500 });
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type(value);
          if (then) await page.keyboard.press(then);
        }
      } else if (roll < 0.72) {
        const el = await page.evaluate(mark, { kind: 'select', r });
        const index = el ? rng.int(Math.max(el.options, 1)) : 0;
        step = el ? `select option ${index} of "${el.name}"` : 'select: none';
        if (el) await page.locator('[data-walk]').selectOption({ index }, { timeout: 1_500 });
      } else if (roll < 0.76) {
        const el = await page.evaluate(mark, { kind: 'slider', r });
        const [lo, hi] = [Number(el?.min || 0), Number(el?.max || 100)];
        const value = String(lo + rng.int(hi - lo + 1));
        step = el ? `slide "${el.name}" to ${value}` : 'slide: none';
        if (el) await page.locator('[data-walk]').fill(value, { timeout: 1_500 });
      } else if (roll < 0.88) {
        const key = rng.pick(KEYS);
        step = `press ${key}`;
        await page.keyboard.press(key);
      } else if (roll < 0.95) {
        const back = rng.next() < 0.65;
        step = back ? 'back' : 'forward';
        await (back ? page.goBack({ timeout: 5_000 }) : page.goForward({ timeout: 5_000 }));
      } else if (roll < 0.98) {
        const path = rng.pick(ADDRESSES);
        step = `open ${path}`;
        await go(path);
      } else if (roll < 0.99) {
        step = 'reload';
        await page.reload({ waitUntil: 'domcontentloaded', timeout: 15_000 });
      } else {
        step = 'scroll';
        await page.mouse.wheel(0, (rng.next() - 0.3) * 2_000);
      }
    } catch (e) {
      // An element that went away before the click, or a history move with nowhere to
      // go: a person's click that missed. The page is checked all the same.
      step += ` (missed: ${String(e.message).split('\n')[0].slice(0, 80)})`;
    }
    await settle(page, rng);
    const path = await page.evaluate(() => location.pathname + location.search).catch(() => '?');
    visited.add(path.split('?')[0]);
    trail.push(`${i + 1}. ${step} → ${path}`);
    if (trail.length > 12) trail.shift();
    const wrong = await trouble(page, noise);
    if (wrong) {
      throw new Error(`walk seed ${seed}, step ${i + 1} of ${actions}:\n  ${wrong}\nlast steps:\n  ${trail.join('\n  ')}`);
    }
  }
  return { actions, visited: [...visited].sort() };
}

/**
 * The walk as `make test` runs it, in one spec file per device: `legs` tests, each a fresh
 * visitor walking its share of `WALK_ACTIONS` (1,000 by default) from `/`, with a seed that
 * changes from run to run unless `WALK_SEED` is given. `page` is the file's `usePage`
 * getter, `device` its name, `file` the spec's name for the replay line.
 */
export function walkSpec({ test, assert, page, base, device, file, touch = false, legs = 2 }) {
  const seed = seedFrom(process.env.WALK_SEED);
  const share = Math.ceil(Number(process.env.WALK_ACTIONS ?? 1_000) / legs);
  console.log(`walk (${device}): seed ${seed}, ${share * legs} actions in ${legs} legs (replay: WALK_SEED=${seed} node run.mjs ${file})`);
  for (let leg = 0; leg < legs; leg++) {
    const s = legSeed(seed, leg);
    test(`${device} walk, leg ${leg + 1}: ${share} ${touch ? 'taps' : 'clicks'}, keys, fields and history moves from /, seed ${s}`, { timeout: 600_000 }, async () => {
      const done = await walk(page(), { base, seed: s, actions: share, touch });
      console.log(`walk (${device}) leg ${leg + 1}: ${done.actions} actions, pages ${done.visited.join(' ')}`);
      assert.equal(done.actions, share);
    });
  }
}
