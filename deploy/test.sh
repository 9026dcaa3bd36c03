#!/usr/bin/env bash
# Runs the three recipes of deploy/ for real on this machine with Q(16) in 64 shards:
# GNU parallel itself, and the Slurm and Kubernetes per-task commands with their task
# variable set, for every index. Each merge must print Q(16) and its fundamental count.
set -euo pipefail
cd "$(dirname "$0")/.."
NQUEENS="$PWD/target/release/nqueens"
export NQUEENS
N=16 K=64 EXPECT=$'14772512\n1846955'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pass=0 fail=0
check() { # name, merged output
  if [ "$2" = "$EXPECT" ]; then pass=$((pass + 1)); echo "ok   $1";
  else fail=$((fail + 1)); echo "FAIL $1: got $(echo "$2" | tr '\n' ' ')"; fi
}

out=$(deploy/parallel.sh $N $K "$work/parallel")
check "GNU parallel, $K shards" "$out"
rm "$work/parallel/shard-17.json"
out=$(deploy/parallel.sh $N $K "$work/parallel" 2> "$work/rerun.log")
grep -q ", 1 to run," "$work/rerun.log" || { fail=$((fail + 1)); echo "FAIL rerun ran more than the deleted shard"; }
check "GNU parallel, shard 17 deleted and run again" "$out"

mv "$work/parallel/shard-5.json" "$work/shard-5.json"
if msg=$("$NQUEENS" merge "$work"/parallel/shard-*.json 2>&1); then
  fail=$((fail + 1)); echo "FAIL merge accepted a missing shard"
elif [ "$(echo "$msg" | wc -l)" -eq 1 ] && [[ "$msg" == *"missing 1 of 64 shards: 5"* ]]; then
  pass=$((pass + 1)); echo "ok   merge refuses a missing shard: $msg"
else
  fail=$((fail + 1)); echo "FAIL merge's message: $msg"
fi

for ((i = 0; i < K; i++)); do
  SLURM_ARRAY_TASK_ID=$i N=$N K=$K OUT="$work/slurm" bash deploy/slurm.sbatch
done
check "Slurm array task command, indices 0-$((K - 1))" "$("$NQUEENS" merge "$work"/slurm/shard-*.json)"

# The Kubernetes container's script, as the YAML has it.
awk '/^            - \|$/ { on = 1; next } on && /^              / { print substr($0, 15); next } on { exit }' \
  deploy/kubernetes-job.yaml > "$work/k8s-task.sh"
mkdir -p "$work/k8s"
for ((i = 0; i < K; i++)); do
  JOB_COMPLETION_INDEX=$i N=$N K=$K OUT="$work/k8s" sh "$work/k8s-task.sh"
done
check "Kubernetes indexed job command, indices 0-$((K - 1))" "$("$NQUEENS" merge "$work"/k8s/shard-*.json)"

echo "deploy: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
