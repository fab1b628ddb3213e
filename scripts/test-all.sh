#!/usr/bin/env bash
# Runs every test suite of the project and ends with the line `N passed, N failed[, N skipped]`.
#  - typecheck: tsc over the app and over the server count as one test each
#  - lint: ESLint over the app and the server (eslint.config.mjs) counts as one test
#  - builds (H5, WeChat, Alipay, the compiled server) count as one test each: the other suites need them
#  - server: node:test over HTTP (app.inject) on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set;
#    then the contract fuzz runs in full on PostgreSQL and as a fixed-seed sample on SQLite (in full on
#    SQLite without it); the cluster suites need PostgreSQL, Redis and haproxy
#  - app: jest (+ @testing-library/react)
#  - mini: miniprogram-simulate on the WeChat build
#  - e2e: Playwright (playwright-core + Debian chromium) through the built H5 against the compiled server;
#    e2e-walk: every declared page opened in three passes (tests/e2e/pages.test.mjs)
# On 2 cores the suites that leave one idle run side by side: the builds with the typecheck, the journeys
# with app and mini; the server suite runs alone (its cluster checks measure time). The summary gives
# each suite's time and which database lane ran the fuzz and cluster suites. Logs go to test-results/.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
logs="$root/test-results"
rm -rf "$logs" && mkdir -p "$logs"
started=$(date +%s)

bash scripts/setup.sh --with-browser || { echo "setup failed"; echo "0 passed, 1 failed"; exit 1; }

total_pass=0; total_fail=0; total_skip=0
record() { # suite passed failed skipped seconds
  printf '%-14s %4s passed, %4s failed, %4s skipped %6s s\n' "$1" "$2" "$3" "$4" "$5"
  total_pass=$((total_pass + $2)); total_fail=$((total_fail + $3)); total_skip=$((total_skip + $4))
}
# Runs a command, keeping its exit code and seconds in <name>.status (suites running side by side).
timed() { # name command...
  local name=$1 start; shift
  start=$(date +%s)
  "$@"
  echo "$? $(( $(date +%s) - start ))" > "$logs/$name.status"
}
status=0; seconds=0
read_status() { read -r status seconds 2>/dev/null < "$logs/$1.status" || { status=1; seconds=0; }; }
# node:test prints "ℹ pass N" / "ℹ fail N" / "ℹ skipped N"; a crash before that counts as one failure.
record_node_test() { # suite logfile exitcode seconds
  local pass fail skip skipped_suites
  pass=$(grep -E '^ℹ pass [0-9]+' "$2" | tail -1 | awk '{print $3}')
  fail=$(grep -E '^ℹ fail [0-9]+' "$2" | tail -1 | awk '{print $3}')
  skip=$(grep -E '^ℹ skipped [0-9]+' "$2" | tail -1 | awk '{print $3}')
  skipped_suites=$(grep -cE '^﹣ .*# .*skipped' "$2")
  if [ -z "$pass" ]; then record "$1" 0 1 0 "$4"; tail -30 "$2"; return; fi
  [ "$3" != 0 ] && [ "${fail:-0}" = 0 ] && fail=1
  record "$1" "$pass" "${fail:-0}" "$(( ${skip:-0} + skipped_suites ))" "$4"
  # the failing tests again, with what each assertion said (CI shows only this output)
  if [ "${fail:-0}" != 0 ]; then
    if grep -q '^✖ failing tests:' "$2"; then sed -n '/^✖ failing tests:/,$p' "$2" | grep -v '^ *at ' | head -80
    else grep -E '✖|not ok' "$2" | head -40; fi
  fi
  return 0
}
record_jest() { # suite jsonfile logfile seconds
  if [ ! -s "$2" ]; then record "$1" 0 1 0 "$4"; tail -30 "$3"; return; fi
  read -r p f s < <(node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests,r.numFailedTests+(r.numRuntimeErrorTestSuites||0),r.numPendingTests)' "$2")
  record "$1" "$p" "$f" "$s" "$4"
  [ "$f" != 0 ] && grep -E '●' "$3" | head -40
}

# --- builds, with the typecheck beside them (each webpack build leaves part of a core idle) ----------
# typecheck: the app, then ESLint, then the server
(
  timed typecheck-app npx tsc --noEmit -p tsconfig.json > "$logs/typecheck-app.log" 2>&1
  timed lint npx eslint . > "$logs/lint.log" 2>&1
  cd server && timed typecheck-server npx tsc --noEmit -p tsconfig.json > "$logs/typecheck-server.log" 2>&1
  # the server as production runs it (server/dist): the journeys start and seed it compiled
  timed build-server node scripts/build.mjs > "$logs/build-server.log" 2>&1
) &
lane_types=$!
# two build lanes: H5, and WeChat then Alipay
build() { # target
  timed "build-$1" npx taro build --type "$1" > "$logs/build-$1.log" 2>&1
}
build h5 &
lane_h5=$!
build weapp; build alipay
wait "$lane_h5" "$lane_types"

clean=0; dirty=0; type_seconds=0
for project in app server; do
  read_status "typecheck-$project"
  type_seconds=$((type_seconds + seconds))
  if [ "$status" = 0 ]; then clean=$((clean + 1)); else dirty=$((dirty + 1)); fi
done
record typecheck "$clean" "$dirty" 0 "$type_seconds"
for project in app server; do
  read_status "typecheck-$project"
  # the first errors (tsc prints "file(line,col): error TS…")
  [ "$status" != 0 ] && { echo "  $project:"; grep -E 'error TS' "$logs/typecheck-$project.log" | head -15 | sed 's/^/    /'; }
done
read_status lint
if [ "$status" = 0 ]; then record lint 1 0 0 "$seconds"
else record lint 0 1 0 "$seconds"; grep -v '^$' "$logs/lint.log" | head -30 | sed 's/^/    /'; fi
for target in h5 weapp alipay server; do
  read_status "build-$target"
  if [ "$status" = 0 ]; then
    record "build:$target" 1 0 0 "$seconds"
  else
    record "build:$target" 0 1 0 "$seconds"; tail -40 "$logs/build-$target.log"
  fi
done

# --- server: alone --------------------------------------------------------------------------------
timed server bash -c 'cd server && npm test --silent' > "$logs/server.log" 2>&1
read_status server
record_node_test server "$logs/server.log" "$status" "$seconds"
# which database lane ran the contract fuzz in full and which a sample, with its request and error counts
grep -E '^fuzz \[' "$logs/server.log" | sed 's/^/  /'
grep -qE '^fuzz \[postgres\]' "$logs/server.log" || echo "  fuzz [postgres]: not run (TEST_DATABASE_URL not set)"
# the cluster suites (PostgreSQL only: instances share one database), or why they were skipped
if grep -qE '^cluster \[' "$logs/server.log"; then grep -E '^cluster \[' "$logs/server.log" | sed 's/^/  /'
else grep -E '^﹣ .*# .*cluster.*skipped' "$logs/server.log" | sed -E 's/^﹣ ([^(]*) \(.*# /  cluster: skipped: /' | sort -u; fi

# --- journeys, with app and mini, then the page walk, beside them ----------------------------------
# journeys copy a seeded folder (made again every few minutes) instead of seeding each server, and run
# the compiled server (built above). One journey at a time leaves part of a core idle once app and mini
# are done: the page walk (pages.test.mjs, one browser with three tabs) runs in that room, as its own suite.
seed_templates=$(mktemp -d)
export E2E_SEED_TEMPLATES="$seed_templates"
journeys=$(ls tests/e2e/*.test.mjs | grep -v '/pages\.test\.mjs$')
# shellcheck disable=SC2086
timed e2e node --test --test-concurrency=1 --test-reporter=spec $journeys > "$logs/e2e.log" 2>&1 &
lane_e2e=$!

timed app npx jest --config jest.config.ts --json --outputFile="$logs/jest-app.json" > "$logs/jest-app.log" 2>&1
read_status app
record_jest app "$logs/jest-app.json" "$logs/jest-app.log" "$seconds"

timed mini npx jest --config tests/mini/jest.config.js --json --outputFile="$logs/jest-mini.json" > "$logs/jest-mini.log" 2>&1
read_status mini
record_jest mini "$logs/jest-mini.json" "$logs/jest-mini.log" "$seconds"

timed e2e-walk node --test --test-reporter=spec tests/e2e/pages.test.mjs > "$logs/e2e-walk.log" 2>&1
read_status e2e-walk
record_node_test e2e-walk "$logs/e2e-walk.log" "$status" "$seconds"

wait "$lane_e2e"
rm -rf "$seed_templates"
unset E2E_SEED_TEMPLATES
read_status e2e
record_node_test e2e "$logs/e2e.log" "$status" "$seconds"

echo
echo "total $(( $(date +%s) - started )) s"
if [ "$total_skip" -gt 0 ]; then
  echo "$total_pass passed, $total_fail failed, $total_skip skipped"
else
  echo "$total_pass passed, $total_fail failed"
fi
[ "$total_fail" -eq 0 ]
