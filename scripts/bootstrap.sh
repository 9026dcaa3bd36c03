#!/usr/bin/env bash
# Installs every tool `make serve` and `make test` need, skipping what is present.
# Reaches only crates.io, Debian apt and npm (and rustup for the wasm32 target):
# nothing downloads a prebuilt binary or a browser. About 1 s when all is present.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
TRUNK_VERSION=0.21.14   # 0.22 needs rustc >= 1.96.1
GECKODRIVER_VERSION=0.37.1
# Splits the page's wasm into a chunk per page (scripts/build_app.sh): the project's
# own tool, tools/split-pages, around crates.io's wasm_split_cli_support.
SPLIT_PAGES_VERSION=$(awk -F'"' '/^version = / { print $2; exit }' tools/split-pages/Cargo.toml)
# The wasm-bindgen CLI must equal the crate version in Cargo.lock exactly.
WB_VERSION=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$WB_VERSION" ] || { echo "bootstrap: wasm-bindgen is not in Cargo.lock" >&2; exit 1; }
log() { printf '[bootstrap %s] %s\n' "$(date +%T)" "$*"; }
# Reads the whole output (no grep -q, no head): a tool that is cut off mid-print panics.
has() { command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | grep -xF "$2" >/dev/null; }
start=$(date +%s)

# 1. The Rust target for the browser (rust-toolchain.toml names it too).
# grep reads the whole list (no -q): quitting at the match made rustup panic on a closed pipe.
if ! rustup target list --installed | grep -x wasm32-unknown-unknown >/dev/null; then
  log "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# 2. Debian packages: the three engines the tests run in. Chromium and its driver are
#    installed together so their versions match; Firefox ESR (its driver, geckodriver,
#    comes from crates.io below); WebKitGTK's driver and MiniBrowser, with the virtual
#    display it needs (xvfb-run).
#    Never Debian's binaryen (wasm-opt 108): it silently breaks the release build.
#    GNU parallel runs the shard recipe of deploy/ for real in the tests; lp_solve and
#    GLPK's glpsol solve the model files the CLI and the models section export; QEMU's
#    user mode runs the release CLI on the oldest x86-64 (the build must stay portable).
APT_NEED=()
command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 \
  || APT_NEED+=(chromium chromium-driver)
command -v firefox-esr >/dev/null 2>&1 || APT_NEED+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || APT_NEED+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || APT_NEED+=(xvfb xauth)
command -v parallel >/dev/null 2>&1 || APT_NEED+=(parallel)
command -v lp_solve >/dev/null 2>&1 || APT_NEED+=(lp-solve)
command -v glpsol >/dev/null 2>&1 || APT_NEED+=(glpk-utils)
command -v qemu-x86_64 >/dev/null 2>&1 || APT_NEED+=(qemu-user)
if [ ${#APT_NEED[@]} -gt 0 ]; then
  log "apt-get install ${APT_NEED[*]} (~2 min)"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${APT_NEED[@]}" >/dev/null
fi

# 3. Command-line tools built from crates.io sources.
if ! has trunk "trunk $TRUNK_VERSION"; then
  log "cargo install trunk $TRUNK_VERSION (~7 min on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi
if ! has wasm-bindgen "wasm-bindgen $WB_VERSION"; then
  log "cargo install wasm-bindgen-cli $WB_VERSION (~4 min on 2 cores)"
  # --locked fails when the registry lacks a locked dependency version (seen:
  # webpki-roots 1.0.11 for 0.2.130); then resolve afresh at the same CLI version.
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --locked \
    || cargo install wasm-bindgen-cli --version "$WB_VERSION"
fi

if ! has split-pages "split-pages $SPLIT_PAGES_VERSION"; then
  log "cargo install --path tools/split-pages (~3 min on 2 cores)"
  # Its own target directory, which make lint and make unit then reuse.
  cargo install --path tools/split-pages --locked --target-dir tools/split-pages/target
fi

if ! has geckodriver "geckodriver $GECKODRIVER_VERSION"; then
  log "cargo install geckodriver $GECKODRIVER_VERSION (~4 min on 2 cores)"
  cargo install geckodriver --version "$GECKODRIVER_VERSION" --locked
fi

# 4. npm, two packages. tools/: what the build runs (binaryen 132's wasm-opt, pinned in
#    Trunk.toml; terser and csso, which minify the app's JavaScript and style sheet;
#    playwright-core, which prerenders the pages in Debian's Chromium). e2e/: the tests'
#    (playwright-core, selenium-webdriver for Firefox and WebKitGTK, Lighthouse). No
#    browser is downloaded.
for package in tools e2e; do
  if ! (cd "$package" && npm ls --depth=0 >/dev/null 2>&1); then
    log "npm ci ($package/)"
    (cd "$package" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
  fi
done

# 5. Every crate for every target in the local cache, so offline builds work.
cargo fetch --locked -q

log "ready in $(( $(date +%s) - start )) s: $(trunk --version), $(wasm-bindgen --version), wasm-opt $(tools/node_modules/.bin/wasm-opt --version | awk '{print $3}'), $(chromium --version 2>/dev/null | sed -n 1p), $(firefox-esr --version 2>/dev/null | sed -n 1p), $(geckodriver --version | sed -n 1p)"
