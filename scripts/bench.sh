#!/usr/bin/env bash
# Benchmarks of the core's CLI against the reference C programs of shared/baseline,
# measured side by side in one run with the same timer (median of RUNS).
#   scripts/bench.sh            all figures of the core issue
#   RUNS=5 scripts/bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
BASE=${BASELINE:-../shared/baseline}
[ -x "$BASE/run.sh" ] || { echo "bench: no baseline at $BASE (set BASELINE=…)" >&2; exit 2; }
BUILD=${BUILD:-/tmp/nqueens-baseline}
export BUILD
"$BASE/run.sh" build >/dev/null
# The CLI built for this machine (popcnt, BMI2's pext), as the C programs are built with
# -march=native; the default build is portable x86-64 (.cargo/config.toml).
RUSTFLAGS="-C target-cpu=native" cargo build --release -q -p nqueens-cli --target-dir target/native
NQ=target/native/release/nqueens
echo "Build timed: nqueens with -C target-cpu=native (target/native), C with -O3 -march=native."
echo

# median wall seconds of a command, from timeit.sh's line
median() { "$BASE/timeit.sh" "$RUNS" "$@" | sed -E 's/.*wall min [0-9.]+ median ([0-9.]+).*/\1/'; }
# wall seconds of one run
once() { "$BASE/timeit.sh" 1 "$@" | sed -E 's/.*wall min ([0-9.]+).*/\1/'; }
ratio() { python3 -c "import sys; a, b = float(sys.argv[1]), float(sys.argv[2]); print(f'{a / b:.2f}' if b > 0 else 'n/a')" "$1" "$2"; }
row() { printf '| %-34s | %8s s | %-22s | %8s s | %6s× |\n' "$1" "$2" "$3" "$4" "$(ratio "$2" "$4")"; }

# Node counts come from builds that count them (not timed): faf's search functions with
# a counter after each queen tried, nq_count with -DCOUNT_NODES, ours with --stats.
sed 's/free -= bit;/free -= bit; nodes++;/' "$BASE/faf/faf_sq.inc" > "$BUILD/faf_sq_nodes.inc"
[ -x "$BUILD/faf_nodes" ] || gcc -O3 -march=native -fwrapv -DCOUNT_NODES -I"$BUILD" -o "$BUILD/faf_nodes" "$BASE/faf/faf.c"
[ -x "$BUILD/nq_count_nodes" ] || gcc -O3 -march=native -DCOUNT_NODES -o "$BUILD/nq_count_nodes" "$BASE/nq_count.c" -lpthread
nodes_ours() { "$NQ" count "$1" --stats 2>&1 >/dev/null | sed -E 's/^nodes ([0-9]+).*/\1/'; }
nodes_faf() { "$BUILD/faf_nodes" "$1" | sed -E 's/^nodes=([0-9]+).*/\1/'; }
nodes_nq() { "$BUILD/nq_count_nodes" "$1" | sed -E 's/.*nodes=([0-9]+).*/\1/'; }
ns() { python3 -c "import sys; print(f'{float(sys.argv[1]) * 1e9 / int(sys.argv[2]):.2f}')" "$1" "$2"; }

echo "One thread each, median of $RUNS:"
echo
echo "| n | program | time | × faf | nodes | ns/node |"
echo "|---|---|---|---|---|---|"
for n in 16 17; do
  ours=$(median "$NQ" count "$n" --jobs 1)
  faf=$(median "$BUILD/faf" "$n")
  nq=$(median "$BUILD/nq_count" "$n")
  no=$(nodes_ours "$n"); nf=$(nodes_faf "$n"); nn=$(nodes_nq "$n")
  printf '| %s | %s | %s s | %s× | %s | %s |\n' "$n" "nqueens count $n --jobs 1" "$ours" "$(ratio "$ours" "$faf")" "$no" "$(ns "$ours" "$no")"
  printf '| %s | %s | %s s | %s× | %s | %s |\n' "$n" "faf $n" "$faf" "1.00" "$nf" "$(ns "$faf" "$nf")"
  printf '| %s | %s | %s s | %s× | %s | %s |\n' "$n" "nq_count $n" "$nq" "$(ratio "$nq" "$faf")" "$nn" "$(ns "$nq" "$nn")"
done
echo
echo "| ours | time | baseline | time | ratio |"
echo "|---|---|---|---|---|"
# Threads: --jobs 1 and --jobs 2 taken in turn, RUNS pairs. Another process on one of
# the two cores slows --jobs 2 alone, so the ratio of each back-to-back pair is kept and
# the median pair reported.
pairs=()
for _ in $(seq "$RUNS"); do
  pairs+=("$(once "$NQ" count 17 --jobs 1) $(once "$NQ" count 17 --jobs 2)")
done
read -r j1 j2 < <(printf '%s\n' "${pairs[@]}" | python3 -c "
import sys
pairs = [tuple(map(float, l.split())) for l in sys.stdin]
pairs.sort(key=lambda p: p[1] / p[0])
print(*pairs[len(pairs) // 2])")
row "nqueens count 17 --jobs 2" "$j2" "nqueens count 17 --jobs 1" "$j1"
for n in 1000000 10000000; do
  ours=$(median "$NQ" local "$n")
  c=$(median "$BUILD/minconf" "$n")
  row "nqueens local $n" "$ours" "minconf $n" "$c"
done
ours=$(median "$NQ" construct 10000000 --summary)
printed=$(median "$NQ" construct 10000000)
c=$(median "$BUILD/explicit" 10000000)
row "nqueens construct 10000000 --summary" "$ours" "explicit 10000000" "$c"
row "nqueens construct 10000000 (printed)" "$printed" "explicit 10000000" "$c"

# Memory per queen of the local search at 10^7 (peak resident set / n).
rss=$(/usr/bin/time -f "%M" "$NQ" local 10000000 2>&1 >/dev/null | tail -1)
echo
echo "local 10000000: peak memory $((rss / 1024)) MiB = $(python3 -c "print(f'{$rss * 1024 / 1e7:.1f}')") bytes per queen"
