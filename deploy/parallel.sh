#!/usr/bin/env bash
# Q(N) as K shards with GNU parallel, on this machine or across hosts over ssh, then
# the merge. Shards whose report is already there are not run again, so after a host
# dies (or a report is deleted) the same command finishes the job.
#
#   deploy/parallel.sh N K [OUT]                 here, one shard per core
#   HOSTS=8/node1,8/node2 deploy/parallel.sh 20 512 q20
#       across hosts (parallel's --sshlogin: "cores/host"; ":" is this machine).
#       nqueens must be on each host's PATH, or set NQUEENS to its path there. One
#       `cargo build --release -p nqueens-cli`, copied to every host, runs on any
#       x86-64 at its best: the count picks its instructions at run time.
set -euo pipefail
N=${1:?usage: parallel.sh N K [OUT]}
K=${2:?usage: parallel.sh N K [OUT]}
OUT=${3:-shards-$N-$K}
HOSTS=${HOSTS:-:}
here=$(cd "$(dirname "$0")/.." && pwd)
if [ "$HOSTS" = ":" ] && [ -z "${NQUEENS:-}" ] && [ -x "$here/target/release/nqueens" ]; then
  NQUEENS="$here/target/release/nqueens"
fi
NQUEENS=${NQUEENS:-nqueens}
mkdir -p "$OUT"

todo=()
for ((i = 0; i < K; i++)); do
  [ -s "$OUT/shard-$i.json" ] || todo+=("$i")
done
echo "parallel.sh: Q($N) in $K shards, ${#todo[@]} to run, on ${HOSTS}" >&2
if [ ${#todo[@]} -gt 0 ]; then
  # Each shard prints one JSON line; it is filed under its shard number here,
  # wherever it ran. A shard that fails prints nothing, so a rerun runs it again.
  status=0
  parallel --sshlogin "$HOSTS" --halt soon,fail=1 \
    "$NQUEENS" count "$N" --shard "{}/$K" ::: "${todo[@]}" |
    while IFS= read -r line; do
      i=$(sed -E 's/.*"shard":([0-9]+),.*/\1/' <<< "$line")
      printf '%s\n' "$line" > "$OUT/shard-$i.json"
    done || status=$?
  [ "$status" -eq 0 ] || { echo "parallel.sh: a shard failed (exit $status)" >&2; exit "$status"; }
fi
"$NQUEENS" merge "$OUT"/shard-*.json
