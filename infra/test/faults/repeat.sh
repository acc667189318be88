#!/usr/bin/env bash
# Runs one fault test file N times in a row (default 50: the connection-drop-during-setup test, each run with
# a new random phase of its cut points) while two bounded busy loops keep both cores busy, and prints one line
# per run and a summary. An unhandled rejection or uncaught exception fails the run (jest-circus fails the
# running test with it); the count of such reports in the logs is printed too. Stops the hogs it started.
#   infra/test/faults/repeat.sh [runs] [test file]
set -u
runs=${1:-50}
file=${2:-infra/test/faults/connection-drop-during-setup.test.ts}
export DATABASE_URL=${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}
export AMQP_URL=${AMQP_URL:-amqp://guest:guest@127.0.0.1:5672}
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
logs=$(mktemp -d -t fault-repeat.XXXXXX)

# Bounded: each hog ends by itself after at most 3 minutes per run, and is stopped on exit.
hog_ms=$((runs * 180 * 1000))
hogs=()
for _ in 1 2; do
  node -e "const end = Date.now() + $hog_ms; while (Date.now() < end);" &
  hogs+=($!)
done
jest_pid=
stop() {
  kill "${hogs[@]}" 2>/dev/null
  if [ -n "$jest_pid" ]; then kill "$jest_pid" 2>/dev/null; fi
}
trap stop EXIT
trap 'exit 130' INT TERM

passed=0
failed=0
escaped=0
started=$(date +%s)
for i in $(seq 1 "$runs"); do
  t0=$(date +%s)
  node_modules/.bin/jest "$file" --ci >"$logs/run-$i.log" 2>&1 &
  jest_pid=$!
  if wait "$jest_pid"; then
    passed=$((passed + 1))
    verdict=pass
  else
    failed=$((failed + 1))
    verdict=FAIL
  fi
  jest_pid=
  n=$(grep -ciE "unhandled ?rejection|uncaught ?exception" "$logs/run-$i.log")
  escaped=$((escaped + n))
  phase=$(grep -oE "phase [0-9.]+" "$logs/run-$i.log" | head -1)
  echo "run $i/$runs: $verdict in $(($(date +%s) - t0)) s ($phase; unhandled/uncaught reports: $n; load $(cut -d' ' -f1 /proc/loadavg))"
done
echo "summary: $passed passed, $failed failed, $escaped unhandled/uncaught reports, $runs runs in $(($(date +%s) - started)) s; logs in $logs"
[ "$failed" -eq 0 ] && [ "$escaped" -eq 0 ]
