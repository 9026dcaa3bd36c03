#!/usr/bin/env bash
# Benchmarks of the core's CLI against the reference C programs of shared/baseline,
# measured side by side in one run with the same timer (median of RUNS).
#   scripts/bench.sh            all figures of the core issue
#   RUNS=5 scripts/bench.sh
#   COUNT_NS="16 17 18 19" scripts/bench.sh   (19: ours and Kluev's, about 1.5 min each)
#   SLOW_NS="16 17 18 19" ...                   (faf and nq_count at 19: 10 and 30 min)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
BASE=${BASELINE:-../shared/baseline}
[ -x "$BASE/run.sh" ] || { echo "bench: no baseline at $BASE (set BASELINE=…)" >&2; exit 2; }
BUILD=${BUILD:-/tmp/nqueens-baseline}
export BUILD
"$BASE/run.sh" build >/dev/null
# The CLI built for this machine (popcnt, BMI2's pext), as the C programs are built with
# -march=native. The default build is portable x86-64 that picks x86-64-v3's instructions
# at run time (.cargo/config.toml); scripts/bench-portable.sh compares the two.
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

# Median wall seconds of RUNS runs and the largest peak resident memory among them (MB),
# each read by /usr/bin/time from the same runs.
timed() {
  local runs=$1; shift
  local tmp; tmp=$(mktemp)
  for _ in $(seq "$runs"); do /usr/bin/time -f "%e %M" -a -o "$tmp" "$@" >/dev/null; done
  python3 - "$tmp" <<'PY'
import sys, statistics as st
rows = [l.split() for l in open(sys.argv[1]) if l.strip() and l.split()[0][0].isdigit()]
print(f"{st.median(float(r[0]) for r in rows):.2f} {max(int(r[1]) for r in rows) / 1024:.1f}")
PY
  rm -f "$tmp"
}
# Kluev's counter takes n at compile time: one binary per n (built once), run on 1 thread.
kluev() { "$BASE/run.sh" kluev "$1" | tail -1; }

# Ours and Kluev's are taken in turn, RUNS times each (once at 19); faf and nq_count,
# 3 to 30 times slower, once each (SLOW_NS lists the n they run at).
echo "Counting, one thread each: ours and Kluev's median of $RUNS (1 at n ≥ 19) in turn, faf and nq_count once, with the peak memory:"
echo
echo "| n | program | time | × Kluev | peak memory |"
echo "|---|---|---|---|---|"
for n in ${COUNT_NS:-16 17 18}; do
  k=$(kluev "$n")
  runs=$([ "$n" -ge 19 ] && echo 1 || echo "$RUNS")
  ours=(); theirs=()
  for _ in $(seq "$runs"); do
    ours+=("$(timed 1 "$NQ" count "$n" --jobs 1)")
    theirs+=("$(timed 1 "$k" 1)")
  done
  pick() { printf '%s\n' "$@" | python3 -c "
import sys, statistics as st
rows = [l.split() for l in sys.stdin if l.strip()]
print(f'{st.median(float(r[0]) for r in rows):.2f} {max(float(r[1]) for r in rows):.1f}')"; }
  read -r tk mk < <(pick "${theirs[@]}")
  read -r to mo < <(pick "${ours[@]}")
  printf '| %s | %s | %s s | %s× | %s MB |\n' "$n" "\`nqueens count $n --jobs 1\`" "$to" "$(ratio "$to" "$tk")" "$mo"
  printf '| %s | %s | %s s | %s× | %s MB |\n' "$n" "\`kluev $n 1\`" "$tk" "1.00" "$mk"
  for slow in faf nq_count; do
    case " ${SLOW_NS:-16 17 18} " in *" $n "*) ;; *) continue ;; esac
    read -r t m < <(timed 1 "$BUILD/$slow" "$n")
    printf '| %s | %s | %s s | %s× | %s MB |\n' "$n" "\`$slow $n\`" "$t" "$(ratio "$t" "$tk")" "$m"
  done
done
echo
echo "| ours | time | baseline | time | ratio |"
echo "|---|---|---|---|---|"
# Threads: --jobs 1 and --jobs 2 taken in turn, RUNS pairs. Another process on one of
# the two cores slows --jobs 2 alone, so the ratio of each back-to-back pair is kept and
# the median pair reported.
pairs=()
for _ in $(seq "$RUNS"); do
  pairs+=("$(once "$NQ" count 18 --jobs 1) $(once "$NQ" count 18 --jobs 2)")
done
read -r j1 j2 < <(printf '%s\n' "${pairs[@]}" | python3 -c "
import sys
pairs = [tuple(map(float, l.split())) for l in sys.stdin]
pairs.sort(key=lambda p: p[1] / p[0])
print(*pairs[len(pairs) // 2])")
row "nqueens count 18 --jobs 2" "$j2" "nqueens count 18 --jobs 1" "$j1"
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
