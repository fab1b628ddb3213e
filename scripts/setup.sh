#!/usr/bin/env bash
# Installs what the mall needs on a fresh machine: npm packages (from the committed lockfiles) and,
# for the browser tests, Debian's chromium. Safe to run again: it only does what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# `npm ci` fails with this dependency set (see shared notes); `npm install` keeps the lockfile as is.
# The two trees install side by side: the server's spends most of its time compiling better-sqlite3
# on one core (no prebuilt binary can be downloaded here), which leaves the other to the app's.
npm install --no-audit --no-fund --loglevel=error &
app_install=$!
server_status=0
(cd server && npm install --no-audit --no-fund --loglevel=error) || server_status=$?
wait "$app_install"
[ "$server_status" = 0 ] || exit "$server_status"

# Debian packages: chromium for the browser tests, haproxy for the several-instance mall and its tests
want=()
for arg in "$@"; do
  case "$arg" in
    --with-browser) command -v chromium >/dev/null 2>&1 || want+=(chromium fonts-noto-cjk)
                    command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || want+=(haproxy) ;;
    --with-cluster) command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || want+=(haproxy) ;;
  esac
done
if [ "${#want[@]}" -gt 0 ]; then
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${want[@]}" >/dev/null
  else
    echo "missing Debian packages: ${want[*]} (sudo apt-get install ${want[*]})" >&2
  fi
fi
