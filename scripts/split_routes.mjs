// The wasm files each page needs, read from the chunk loader wasm-split-cli wrote
// (__wasm_split.js), as the module routes.js:
//   export default { "play": ["split___play_view_….wasm", "chunk_9.wasm", …], … };
// boot.js imports it and preloads the opened page's files while the main module
// downloads, so they do not wait for the main module to start to be requested.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const js = readFileSync(join(dir, '__wasm_split.js'), 'utf8');
const file = (body) => body.match(/new URL\("\.\/([^"]+\.wasm)"/)?.[1];
const chunks = new Map();
for (const [, name, body] of js.matchAll(/const (__chunk_\d+) = makeLoad\(([\s\S]*?)\n, \[\]\);/g)) {
  chunks.set(name, file(body));
}
const routes = {};
for (const [, route, body, deps] of js.matchAll(
  /export const __wasm_split_load___(\w+?)_view_\d+ = wrapAsyncCb\(makeLoad\(([\s\S]*?)\n, \[([^\]]*)\]\)\);/g,
)) {
  const own = file(body);
  const shared = deps.split(',').map((d) => d.trim()).filter(Boolean).map((d) => chunks.get(d));
  if (!own || shared.some((f) => !f)) throw new Error(`split_routes: cannot read the files of ${route}`);
  routes[route] = [own, ...shared];
}
if (Object.keys(routes).length === 0) throw new Error('split_routes: no page loader in __wasm_split.js');
writeFileSync(join(dir, 'routes.js'), `export default ${JSON.stringify(routes)};\n`);
console.log(`split_routes: ${Object.entries(routes).map(([r, f]) => `${r} ${f.length}`).join(', ')} files`);
