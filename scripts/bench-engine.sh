#!/usr/bin/env bash
# The engine's share of the lab's count: the core built for wasm32 as the workers are
# (simd128, the app's release settings), timed in node's V8 against the release CLI that
# `make` ships, in turn, one thread each. The browser's one-worker time over the CLI's
# (`make bench-web`) is this ratio plus the page's own costs; when the two agree, the
# gap is in the engine's code, and `--profile` says in which functions.
#   scripts/bench-engine.sh                  Q(16), Q(17), Q(18), median of 3 pairs
#   scripts/bench-engine.sh 17 --profile     and Q(17)'s wasm time by function
#   RUNS=5 scripts/bench-engine.sh 16 17
#   scripts/bench-engine.sh --threads        two threads' speed-up over one, in V8 (two
#                                            instances sharing the subproblems) and natively
# Natively, the same breakdown: perf record target/release/nqueens count 17 --jobs 1,
# then perf report --no-children --sort symbol.
set -euo pipefail
cd "$(dirname "$0")/.."
TOOL=tools/engine-bench
RUSTFLAGS="-C target-feature=+simd128" cargo build -q --release --target wasm32-unknown-unknown \
  --manifest-path "$TOOL/Cargo.toml" --target-dir "$TOOL/target"
cargo build -q --release -p nqueens-cli
echo "node $(node --version) (V8 $(node -p process.versions.v8)) against target/release/nqueens, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
echo
node "$TOOL/run.mjs" "$TOOL/target/wasm32-unknown-unknown/release/engine_bench.wasm" target/release/nqueens \
  --runs="${RUNS:-3}" "$@"
