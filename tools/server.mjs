// A static file server for dist/ with the index.html fallback a single-page app
// needs (deep links such as /play?n=8&q=… must load from a plain server too).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

// Each file is compressed once and kept, as a static host or CDN keeps it: compressing
// every request again cost this 2-core host CPU in the very moments a page loads.
const compressed = new Map();
function gzipped(key, body) {
  if (!compressed.has(key)) compressed.set(key, gzipSync(body));
  return compressed.get(key);
}

// `prefix` serves the site under a path, as a GitHub Pages project site is served
// (`/nqueens/`); anything outside it is another site's, so not found. `gzip` compresses
// what a static host would (the load benchmark measures the site as it travels).
// `prelude` is script text put before the app's entry script (`app-HASH/boot.js`), so it
// runs before the app does (the WebDriver specs watch the console with it).
export function serve(root, port = 0, host = '127.0.0.1', prefix = '/', { gzip = false, prelude = '' } = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const full = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (!`${full}/`.startsWith(prefix)) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
      const path = `/${full.slice(prefix.length)}`;
      let file = normalize(join(base, path));
      if (!file.startsWith(base)) { res.writeHead(403).end(); return; }
      let info = await stat(file).catch(() => null);
      if (info && info.isDirectory()) { file = join(file, 'index.html'); info = await stat(file).catch(() => null); }
      if (!info && !extname(path)) {
        // A page's prerendered file, as GitHub Pages serves `/play` from `play.html`.
        const page = `${file}.html`;
        info = await stat(page).catch(() => null);
        if (info) file = page;
      }
      if (!info) {
        // Unknown paths without an extension are app routes: serve the app.
        if (extname(path)) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
        file = join(base, 'index.html');
        info = await stat(file);
      }
      let body = await readFile(file);
      if (prelude && /\/app-[0-9a-f]+\/boot\.js$/.test(path)) body = Buffer.concat([Buffer.from(prelude), body]);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
      const compress = gzip && extname(file) !== '.png' && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (compress) headers['content-encoding'] = 'gzip';
      res.writeHead(200, headers);
      res.end(compress ? gzipped(`${file}:${info.mtimeMs}:${prelude}`, body) : body);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  return new Promise((ok) => server.listen(port, host, () => ok(server)));
}

// `node server.mjs DIR PORT` serves until stopped.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '8080'] = process.argv.slice(2);
  const server = await serve(dir, Number(port));
  console.log(`serving ${dir} on http://127.0.0.1:${server.address().port}`);
}
