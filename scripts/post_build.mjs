// Trunk's post-build hook (hooks of one stage run at once, so this is the only one).
//
// 0. The style sheet: the rooms' sheets that style/main.css imports, inlined in its order
// (one file, one request), minified (npm's csso), named by a hash of what it now holds
// (trunk named it by the imports alone, which do not change when a room's sheet does)
// and with its subresource-integrity hash renewed: trunk's own minifier would minify
// the page too, and with it the marks below.
//
// 0b. The workers' wasm-bindgen glue (worker.js, code_worker.js), minified with terser
// as scripts/build_app.sh minifies the page's: trunk writes it readable, and /code's
// first visit counts its worker (5.1 KB of glue gzipped, 3.6 KB minified).
//
// 1. The page's Content-Security-Policy, in place of the `<!-- csp -->` mark in
// index.html. Scripts come only from the site itself: the app starts from its own file
// (app-HASH/boot.js), so there is no inline script to allow. Should one appear, it is
// allowed by its hash, never by 'unsafe-inline'.
// A meta policy, not a header, so that it holds on any static host.
//
// 2. A copy of the finished page as 404.html: static hosts such as GitHub Pages answer
// an unknown path (a deep link such as /nqueens/play?n=6) with it, and the app routes.
//
// 3. The page's wasm: scripts/build_app.sh (the build hook) left it split in app-HASH/;
// its boot module replaces the `<!-- app: ... -->` mark, with the glue module preloaded.
// The wasm is not preloaded here: boot.js requests it after the first paint.
//
// 4. Each page's first view, prerendered into the route's own HTML file
// (scripts/prerender.mjs), so it paints before the wasm arrives.
//
// 5. The service worker, sw.js: public/sw.js after the list of this build's files and a
// hash of them, its version. Any change to any file makes a new service worker, which
// the page offers as "a new version is available".
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { dirname, join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { prerender } from './prerender.mjs';

// csso and terser are build's npm tools (tools/package.json).
const tool = createRequire(new URL('../tools/package.json', import.meta.url));
const { minify } = tool('csso');
const terser = tool('terser');

const MARK = '<!-- csp -->';
const APP_MARK = /<!-- app: [^>]*-->/;
const file = join(process.env.TRUNK_STAGING_DIR ?? 'dist', 'index.html');
const built = readFileSync(file, 'utf8');
if (!built.includes(MARK) || !APP_MARK.test(built)) {
  console.error(`post-build: ${file} lacks the ${MARK} or <!-- app: --> mark`);
  process.exit(1);
}
const sheet = built.match(/<link rel="stylesheet" href="[^"]*?([^"/]+\.css)" integrity="(sha384-[^"]+)"/);
if (!sheet) {
  console.error(`post-build: ${file} has no style sheet with its integrity hash`);
  process.exit(1);
}
/** `text` with each `@import "path";` replaced by that file, read relative to `from`. */
function inlineImports(text, from) {
  return text.replace(/@import\s+"([^"]+)"\s*;/g, (_, path) => {
    const imported = join(dirname(from), path);
    return inlineImports(readFileSync(imported, 'utf8'), imported);
  });
}
const source = fileURLToPath(new URL('../style/main.css', import.meta.url));
const minified = minify(inlineImports(readFileSync(join(dirname(file), sheet[1]), 'utf8'), source)).css;
const sheetName = `main-${createHash('sha256').update(minified).digest('hex').slice(0, 16)}.css`;
rmSync(join(dirname(file), sheet[1]));
writeFileSync(join(dirname(file), sheetName), minified);
for (const glue of ['worker.js', 'code_worker.js']) {
  const path = join(dirname(file), glue);
  // A classic script (importScripts): its top-level `wasm_bindgen` keeps its name.
  const { code } = await terser.minify(readFileSync(path, 'utf8'), { compress: true, mangle: true });
  writeFileSync(path, code);
}
const integrity = `sha384-${createHash('sha384').update(minified, 'utf8').digest('base64')}`;
const apps = readdirSync(dirname(file)).filter((name) => /^app-[0-9a-f]{16}$/.test(name));
if (apps.length !== 1) {
  console.error(`post-build: expected one app-HASH/ from scripts/build_app.sh, found ${apps.length}`);
  process.exit(1);
}
const app = apps[0];
// The app's rel="rust" link is skipped (data-trunk-skip, index.html): an app trunk built
// itself, from the Cargo.toml beside the page, would be a second, unsplit copy.
const trunkApp = readdirSync(dirname(file)).filter((name) => /^nqueens-[0-9a-f]+(_bg\.wasm|\.js)$/.test(name));
if (trunkApp.length > 0) {
  console.error(`post-build: trunk built an app of its own (${trunkApp.join(', ')}); index.html's app link must carry data-trunk-skip`);
  process.exit(1);
}
const html = built.replace(sheet[2], integrity).replace(sheet[1], sheetName).replace(
  APP_MARK,
  [
    `<link rel="modulepreload" href="${app}/app.js" />`,
    `<script type="module" src="${app}/boot.js"></script>`,
  ].join('\n    '),
);
const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
  ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
);
const policy = [
  "default-src 'self'",
  // The PNG export draws the board's SVG, loaded from a blob: URL, on a canvas.
  "img-src 'self' blob:",
  `script-src 'self' 'wasm-unsafe-eval' ${inline.join(' ')}`.trim(),
  "style-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
const page = html.replace(MARK, `<meta http-equiv="Content-Security-Policy" content="${policy}" />`);
writeFileSync(file, page);
writeFileSync(join(dirname(file), '404.html'), page);
await prerender(dirname(file));

const dir = dirname(file);
const files = [];
(function walk(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name.startsWith('.')) continue;
    if (statSync(path).isDirectory()) walk(path);
    else files.push(relative(dir, path));
  }
})(dir);
// The packs serve a first visit only, before the service worker is in charge (boot.js):
// it caches each module on its own, and a pack would make it download them twice.
const cached = files.filter((f) => f !== 'sw.js' && f !== '404.html' && !/(^|\/)pack_[^/]*\.wasm$/.test(f)).sort();
const hash = createHash('sha256');
for (const f of cached) hash.update(f).update(readFileSync(join(dir, f)));
const version = hash.digest('hex').slice(0, 16);
const worker = readFileSync(join(import.meta.dirname, '..', 'public', 'sw.js'), 'utf8');
writeFileSync(join(dir, 'sw.js'), `const VERSION = '${version}';\nconst FILES = ${JSON.stringify(cached)};\n\n${worker}`);
console.log(`post-build: the policy (${inline.length} inline script(s) hashed), 404.html, the prerendered pages, sw.js (${cached.length} files, ${version})`);
