#!/usr/bin/env bash
# Runs every test suite of the project and ends with the line `N passed, N failed[, N skipped]`.
#  - builds (H5, WeChat, Alipay) count as one test each: the other suites need them
#  - server: node:test over HTTP (app.inject) on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set
#  - app: jest (+ @testing-library/react)
#  - mini: miniprogram-simulate on the WeChat build
#  - e2e: Playwright (playwright-core + Debian chromium) through the built H5 against the real server
# Logs go to test-results/.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
logs="$root/test-results"
rm -rf "$logs" && mkdir -p "$logs"

bash scripts/setup.sh --with-browser || { echo "setup failed"; echo "0 passed, 1 failed"; exit 1; }

total_pass=0; total_fail=0; total_skip=0
record() { # suite passed failed skipped
  printf '%-14s %4s passed, %4s failed, %4s skipped\n' "$1" "$2" "$3" "$4"
  total_pass=$((total_pass + $2)); total_fail=$((total_fail + $3)); total_skip=$((total_skip + $4))
}
# node:test prints "ℹ pass N" / "ℹ fail N" / "ℹ skipped N"; a crash before that counts as one failure.
record_node_test() { # suite logfile exitcode
  local pass fail skip skipped_suites
  pass=$(grep -E '^ℹ pass [0-9]+' "$2" | tail -1 | awk '{print $3}')
  fail=$(grep -E '^ℹ fail [0-9]+' "$2" | tail -1 | awk '{print $3}')
  skip=$(grep -E '^ℹ skipped [0-9]+' "$2" | tail -1 | awk '{print $3}')
  skipped_suites=$(grep -cE '^﹣ .*# .*skipped' "$2")
  if [ -z "$pass" ]; then record "$1" 0 1 0; tail -30 "$2"; return; fi
  [ "$3" != 0 ] && [ "${fail:-0}" = 0 ] && fail=1
  record "$1" "$pass" "${fail:-0}" "$(( ${skip:-0} + skipped_suites ))"
  # the failing tests again, with what each assertion said (CI shows only this output)
  if [ "${fail:-0}" != 0 ]; then
    if grep -q '^✖ failing tests:' "$2"; then sed -n '/^✖ failing tests:/,$p' "$2" | grep -v '^ *at ' | head -80
    else grep -E '✖|not ok' "$2" | head -40; fi
  fi
  return 0
}
record_jest() { # suite jsonfile logfile
  if [ ! -s "$2" ]; then record "$1" 0 1 0; tail -30 "$3"; return; fi
  read -r p f s < <(node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests,r.numFailedTests+(r.numRuntimeErrorTestSuites||0),r.numPendingTests)' "$2")
  record "$1" "$p" "$f" "$s"
  [ "$f" != 0 ] && grep -E '●' "$3" | head -40
}

# two lanes (each webpack build leaves part of the second core idle): H5, and WeChat then Alipay
build() { # target: exit code and seconds in build-<target>.status
  local start; start=$(date +%s)
  npx taro build --type "$1" > "$logs/build-$1.log" 2>&1
  echo "$? $(( $(date +%s) - start ))" > "$logs/build-$1.status"
}
build h5 &
lane_h5=$!
build weapp; build alipay
wait "$lane_h5"
for target in h5 weapp alipay; do
  read -r status seconds < "$logs/build-$target.status"
  if [ "$status" = 0 ]; then
    record "build:$target" 1 0 0
  else
    record "build:$target" 0 1 0; tail -40 "$logs/build-$target.log"
  fi
  echo "  ($seconds s)"
done

(cd server && npm test --silent) > "$logs/server.log" 2>&1
record_node_test server "$logs/server.log" $?
# the contract fuzz suite's request and server-error counts, per database
grep -E '^fuzz \[' "$logs/server.log" | sed 's/^/  /'

npx jest --config jest.config.ts --json --outputFile="$logs/jest-app.json" > "$logs/jest-app.log" 2>&1
record_jest app "$logs/jest-app.json" "$logs/jest-app.log"

npx jest --config tests/mini/jest.config.js --json --outputFile="$logs/jest-mini.json" > "$logs/jest-mini.log" 2>&1
record_jest mini "$logs/jest-mini.json" "$logs/jest-mini.log"

# journeys copy a seeded folder (made again every few minutes) instead of seeding each server
seed_templates=$(mktemp -d)
E2E_SEED_TEMPLATES="$seed_templates" node --test --test-concurrency=1 --test-reporter=spec tests/e2e/ > "$logs/e2e.log" 2>&1
e2e_status=$?
rm -rf "$seed_templates"
record_node_test e2e "$logs/e2e.log" "$e2e_status"

echo
if [ "$total_skip" -gt 0 ]; then
  echo "$total_pass passed, $total_fail failed, $total_skip skipped"
else
  echo "$total_pass passed, $total_fail failed"
fi
[ "$total_fail" -eq 0 ]
