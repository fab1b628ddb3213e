#!/usr/bin/env bash
# Installs what the mall needs on a fresh machine: npm packages (from the committed lockfiles) and,
# for the browser tests, Debian's chromium. Safe to run again: it only does what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# `npm ci` fails with this dependency set (see shared notes); `npm install` keeps the lockfile as is.
npm install --no-audit --no-fund --loglevel=error
(cd server && npm install --no-audit --no-fund --loglevel=error)

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
