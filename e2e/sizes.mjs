// What each route's first visit downloads, gzipped (level 9, as a static host would
// serve it): the route's prerendered HTML, the style sheet, boot.js, parts.js, the glue
// (app.js), the main module, the splitter's loader, routes.js and the route's pack, in
// which a first visit gets all its page's modules at once (scripts/build_app.sh). The
// workers are counted apart: /code's is part of its budget, as the page starts it at once.
// `make sizes` (`node e2e/sizes.mjs [DIR]`, dist/ by default). The issues' size budgets
// are read off this table; docs/benchmarks.md keeps the latest.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The routes the site prerenders, each into ROUTE.html. */
const ROUTES = ['learn', 'play', 'solve', 'gallery', 'lab', 'variants', 'code', 'queens'];

/** Each route's first-visit size and the shell's, in bytes gzipped, for the site in `dist`. */
export function firstVisitSizes(dist) {
  const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
  const top = readdirSync(dist);
  const app = top.find((f) => /^app-[0-9a-f]+$/.test(f));
  if (!app) throw new Error(`${dist}: no app-HASH/ folder: build the site first (make build)`);
  const css = top.filter((f) => f.endsWith('.css')).map((f) => join(dist, f));
  const shellFiles = ['boot.js', 'parts.js', 'app.js', 'app_bg.wasm', '__wasm_split.js', 'routes.js']
    .map((f) => join(dist, app, f));
  const shell = [...css, ...shellFiles].reduce((sum, f) => sum + gz(f), 0);
  const routes = {};
  for (const route of ROUTES) {
    const html = join(dist, `${route}.html`);
    const pack = join(dist, app, `pack_${route}.wasm`);
    if (!existsSync(html) || !existsSync(pack)) continue;
    routes[`/${route}`] = shell + gz(html) + gz(pack);
  }
  const workers = {};
  for (const name of ['worker', 'code_worker']) {
    const own = top.filter((f) => new RegExp(`^${name}[-_.]`).test(f));
    if (own.length) workers[name] = own.reduce((sum, f) => sum + gz(join(dist, f)), 0);
  }
  return { shell, routes, workers };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
  const { shell, routes, workers } = firstVisitSizes(dist);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log('| first visit, gzipped | KB |\n|---|---|');
  for (const [route, bytes] of Object.entries(routes)) console.log(`| ${route} | ${kb(bytes)} |`);
  console.log(`| the shell (main module, JS, CSS) | ${kb(shell)} |`);
  for (const [name, bytes] of Object.entries(workers)) console.log(`| ${name} (loader, glue, wasm) | ${kb(bytes)} |`);
  if (workers.code_worker && routes['/code']) {
    console.log(`| /code with its worker | ${kb(routes['/code'] + workers.code_worker)} |`);
  }
}
