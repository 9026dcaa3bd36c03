#!/usr/bin/env bash
# Trunk's build hook: the page's wasm, split into a shell and one chunk per page.
#
# Trunk builds the worker itself, but it cannot split a module, so the app is built
# here, the way cargo-leptos does it for `#[lazy_route]` (src/routes.rs):
#   1. link the app with its relocations kept (--emit-relocs), so the splitter can move
#      functions between modules;
#   2. `split-pages` (tools/split-pages: crates.io `wasm_split_cli_support`, as
#      wasm-split-cli) cuts it into the main module, one chunk per page and chunks of code
#      pages share, writes the JS that fetches a chunk when its page is first visited,
#      and routes.js, the files each page needs, from the splitter's own map of them:
#      boot.js preloads the opened page's, and the prerender opens every page it names;
#   3. wasm-bindgen, keeping the exports the chunks import from the main module;
#   4. wasm-opt on every module and terser on the JavaScript, for size;
#   5. `split-pages pack`: each page's modules in one file, pack_ROUTE.wasm, which a first
#      visit downloads instead of 30 or 40 small ones (boot.js, public/parts.js).
# The files go into `app-HASH/` in trunk's staging directory: the hash of all of them,
# so a new build never mixes with a cached old one, and the relative imports between
# them hold under any public URL. scripts/post_build.mjs then points index.html at it.
set -euo pipefail
cd "$(dirname "$0")/.."
stage=${TRUNK_STAGING_DIR:?"build_app.sh runs as trunk's build hook"}

# A `trunk build` run outside make can find a missing tool, or another wasm-opt first on
# PATH (Debian's binaryen 108 breaks the release build: docs/toolchain.md, pitfall 2).
# trunk runs the same PATH's wasm-opt on the worker, so this refuses both builds.
refuse() { echo "build_app.sh: $1: run make build, which installs the tools and puts them first on PATH" >&2; exit 1; }
for tool in node split-pages wasm-bindgen wasm-opt terser; do
  command -v "$tool" >/dev/null || refuse "$tool is missing"
done
opt_version=$(wasm-opt --version | awk '{print $3}')
[ "$opt_version" = 132 ] || refuse "wasm-opt is binaryen $opt_version ($(command -v wasm-opt)), not 132 as Trunk.toml pins"
[ "${TRUNK_PROFILE:-release}" = release ] \
  || { echo "build_app.sh: only release builds are supported (trunk build --release)" >&2; exit 1; }

target_dir=$(cargo metadata --format-version 1 --no-deps | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')
out="$target_dir/app-split"
linked="$target_dir/wasm32-unknown-unknown/release/app.wasm"

# Only the final link gets --emit-relocs, so the other dependencies stay shared with
# trunk's build of the worker (a RUSTFLAGS change would rebuild them all, twice per
# build). The core is built for size here, as the rest of the page is: the release
# profile builds it for speed (opt-level 3) for the worker's searches and the CLI, but
# the page only draws and checks boards with it, and it cost /play 2.9 KB gzipped.
cargo rustc --release --target wasm32-unknown-unknown -p nqueens --bin app -q \
  --config 'profile.release.package.nqueens-core.opt-level="z"' \
  -- -Clink-args=--emit-relocs

# The same linked app, split by the same split-pages, gives the same files: `make build`
# builds twice (at the root and under /nqueens/), and the second build reuses the first's.
input="$(sha256sum < "$linked" | cut -c1-64) $(split-pages --version)"
if [ "$(cat "$out/.input" 2>/dev/null)" != "$input" ]; then
  rm -rf "$out"
  mkdir -p "$out"
  split-pages "$linked" "$out"
  wasm-bindgen --target web --no-typescript --keep-lld-exports --no-demangle \
    --out-dir "$out" --out-name app "$out/app.wasm"
  rm "$out/app.wasm"
  # wasm-opt warns about every module's newer name subsection, which it drops anyway.
  # The producers and target-features sections are for tools, not browsers: stripped,
  # they leave every one of the ~30 modules about 0.2 KB lighter.
  ls "$out"/*.wasm | xargs -P 2 -I{} bash -c \
    'set -o pipefail; wasm-opt -Oz --enable-reference-types --strip-producers --strip-target-features "$1" -o "$1" 2>&1 | { grep -v "unknown name subsection" || true; }' _ {}
  # The glue wasm-bindgen and the splitter write is readable JavaScript; minified (npm's
  # terser, names mangled but the exports kept), the first visit downloads 3 KB less.
  for js in app.js __wasm_split.js; do
    terser "$out/$js" --module --compress --mangle --output "$out/$js"
  done
  # Each page's modules, optimized, in one file its first visit downloads at once.
  split-pages pack "$out"
  echo "$input" > "$out/.input"
fi
for js in boot.js parts.js; do
  terser "public/$js" --module --compress --mangle --output "$out/$js"
done

hash=$(cd "$out" && cat $(ls | sort) | sha256sum | cut -c1-16)
rm -rf "$stage"/app-*/
mkdir -p "$stage/app-$hash"
cp "$out"/* "$stage/app-$hash/"
echo "build_app: app-$hash/ ($(ls "$out" | wc -l) files)"
