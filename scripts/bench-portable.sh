#!/usr/bin/env bash
# The default release build (portable x86-64, the one `make` ships and deploy/ sends to
# every node) against a build for this machine (-C target-cpu=native), counting on one
# thread: the two taken in turn, portable then native, RUNS times each (the host's speed
# drifts within minutes, so neither gets the quieter minutes); medians and their ratio.
#   scripts/bench-portable.sh              n = 17 and 18, 5 runs each
#   RUNS=7 NS="16 17 18" scripts/bench-portable.sh
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
NS=${NS:-17 18}
TARGET=${CARGO_TARGET_DIR:-target}
cargo build --release -q -p nqueens-cli
RUSTFLAGS="-C target-cpu=native" cargo build --release -q -p nqueens-cli --target-dir target/native
PORTABLE=$TARGET/release/nqueens
NATIVE=target/native/release/nqueens
echo "portable: $PORTABLE ($("$PORTABLE" count 8 --stats 2>&1 >/dev/null | grep -o 'instructions .*'))"
echo "native:   $NATIVE (-C target-cpu=native)"
echo
echo "| n | portable (median of $RUNS) | native (median of $RUNS) | portable / native |"
echo "|---|---|---|---|"
for n in $NS; do
  times=$(mktemp)
  for _ in $(seq "$RUNS"); do
    for build in portable native; do
      bin=$([ "$build" = portable ] && echo "$PORTABLE" || echo "$NATIVE")
      start=$(date +%s%N)
      "$bin" count "$n" --jobs 1 >/dev/null
      echo "$build $(($(date +%s%N) - start))" >>"$times"
    done
  done
  python3 - "$n" "$times" <<'PY'
import sys, statistics as st
n, path = sys.argv[1], sys.argv[2]
runs = {"portable": [], "native": []}
for line in open(path):
    build, seconds = line.split()
    runs[build].append(int(seconds) / 1e9)
p, q = st.median(runs["portable"]), st.median(runs["native"])
all_runs = lambda b: ", ".join(f"{t:.2f}" for t in runs[b])
print(f"| {n} | {p:.2f} s ({all_runs('portable')}) | {q:.2f} s ({all_runs('native')}) | **{p / q:.3f}×** |")
PY
  rm -f "$times"
done
