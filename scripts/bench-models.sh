#!/usr/bin/env bash
# The university paper's comparisons, measured in one run with the release CLI:
#  1. branch and bound to the first solution, depth first against breadth first
#     (nodes expanded, largest frontier, wall time), n = 8, 10, 15, 20, 25, 30;
#  2. Model 1 solved by the MILP solver against plain backtracking, n = 8..12.
# Times are wall-clock medians of 5 runs of the whole command (process start included,
# about a millisecond). A benchmark, not a test: it prints Markdown tables.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p nqueens-cli
NQ=target/release/nqueens
OUT=$(mktemp)
trap 'rm -f "$OUT"' EXIT

# time_it CMD...: sets MS to the median wall time of 5 runs in ms, leaves the last
# run's output in $OUT and its exit status in STATUS.
time_it() {
  local times=() start end
  for _ in 1 2 3 4 5; do
    start=$(date +%s%N)
    STATUS=0
    "$@" >"$OUT" 2>&1 || STATUS=$?
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000 )))
    # A run over 20 s is timed once.
    [ $(( (end - start) / 1000000 )) -gt 20000 ] && break
  done
  MS=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "%.1f", a[int((NR + 1) / 2)] / 1000 }')
}
stat() { awk -F': ' -v k="$1" '$1 == k { print $2 }' "$OUT"; }
group() { sed ':a; s/\B[0-9]\{3\}\>/,&/; ta' <<<"$1"; }

echo "Branch and bound to the first solution ($(date -u +%F), $(nproc) cores)"
echo
echo "| n | depth first: nodes | frontier | time | breadth first: nodes | frontier | time |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for n in 8 10 15 20 25 30; do
  row="| $n"
  for algo in branch-bound-dfs branch-bound-bfs; do
    time_it "$NQ" first "$n" --algo "$algo" --stats
    ms=$MS
    if [ "$STATUS" -eq 0 ]; then
      row+=" | $(group "$(stat expanded)") | $(group "$(stat 'frontier peak')") | $ms ms"
    else
      # "stopped: over 1000000 open nodes after N expanded, …"
      expanded=$(sed -n 's/.* after \([0-9]*\) expanded.*/\1/p' "$OUT")
      row+=" | $(group "$expanded"), then stopped | over $(group 1000000) | $ms ms"
    fi
  done
  echo "$row |"
done

echo
echo "Model 1 by the MILP solver (microlp) against backtracking, to the first solution"
echo
echo "| n | MILP: B&B nodes | simplex pivots | time | backtracking: queens placed | time |"
echo "|---|---:|---:|---:|---:|---:|"
for n in 8 9 10 11 12; do
  time_it "$NQ" model "$n" --solve --stats
  ms_milp=$MS nodes=$(stat nodes) pivots=$(stat pivots)
  time_it "$NQ" first "$n" --algo backtracking --stats
  ms_bt=$MS
  echo "| $n | $(group "$nodes") | $(group "$pivots") | $ms_milp ms | $(group "$(stat placed)") | $ms_bt ms |"
done
