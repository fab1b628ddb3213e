#!/usr/bin/env bash
# Runs the mall with demo data: installs, builds the H5 site, migrates and seeds the database
# (SQLite file server/var/mall.sqlite unless DATABASE_URL is set), then serves http://localhost:$PORT/h5/
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT="${PORT:-8080}"
bash scripts/setup.sh
npm run build:h5 --silent
(cd server && npm run seed --silent)
cd server && exec npm start --silent
