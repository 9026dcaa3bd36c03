// A page's wasm modules, taken from its pack. A first visit downloads the page's modules
// as one file, pack_ROUTE.wasm (tools/split-pages/src/pack.rs): a wasm module of custom
// sections, one per module, named after the module's file. boot.js starts the pack's
// download; the splitter's loader (__wasm_split.js) asks here for each module it needs,
// and gets it from the pack, or, for a module the pack does not hold (a page opened
// later, a part loaded on demand) or if the pack fails, from its own file.

/** File name → the promise of its bytes, until the loader takes them. */
const parts = new Map();

/** Starts downloading the pack at `url`, which holds `files`. */
export function loadPack(url, files) {
  const sections = fetch(url)
    .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(`${url}: ${response.status}`))))
    .then(sectionsOf);
  // A pack that fails leaves each module to its own file (fetchPart), unreported here.
  for (const file of files) parts.set(file, sections.then((all) => all.get(file), () => undefined));
}

/** What `fetch(url)` gives for a module, from the pack when it holds it. */
export function fetchPart(url) {
  const file = new URL(url).pathname.split('/').pop();
  const part = parts.get(file);
  if (!part) return fetch(url);
  parts.delete(file);
  return part.then((bytes) => (bytes ? new Response(bytes, { headers: { 'Content-Type': 'application/wasm' } }) : fetch(url)));
}

/** The custom sections of a wasm module, by name. */
function sectionsOf(buffer) {
  const bytes = new Uint8Array(buffer);
  let at = 8; // the magic number and the version
  const number = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  const sections = new Map();
  while (at < bytes.length) {
    if (bytes[at++] !== 0) throw new Error('a pack holds custom sections only');
    const size = number();
    const end = at + size;
    const length = number();
    const name = new TextDecoder().decode(bytes.subarray(at, at + length));
    sections.set(name, bytes.slice(at + length, end));
    at = end;
  }
  return sections;
}
