#!/usr/bin/env bash
# Installs what the mall needs on a fresh machine: npm packages (from the committed lockfiles) and,
# for the browser tests, Debian's chromium. Safe to run again: it only does what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# `npm ci` fails with this dependency set (see shared notes); `npm install` keeps the lockfile as is.
npm install --no-audit --no-fund --loglevel=error
(cd server && npm install --no-audit --no-fund --loglevel=error)

if [ "${1:-}" = "--with-browser" ] && ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  else
    echo "chromium is missing: install Debian's chromium (sudo apt-get install chromium) for the browser tests" >&2
  fi
fi
