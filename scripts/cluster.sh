#!/usr/bin/env bash
# Runs the mall as several instances behind HAProxy on this machine, on one PostgreSQL, one Redis and
# one bucket (README "Several instances"):
#   DATABASE_URL=postgres://… REDIS_URL=redis://… bash scripts/cluster.sh [--instances 3] [--port 8080] [--no-seed]
# Without UPLOAD_STORAGE=s3 and its S3_* variables a bucket is started on loopback for trying it out.
# Installs what is missing (npm packages, Debian's haproxy), builds the H5 site once and the server, migrates once,
# seeds the demo, then starts the instances; Ctrl-C stops them, each finishing its requests first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --with-cluster
[ -f dist/h5/index.html ] || npm run build:h5 --silent
cd server
npm run build --silent  # the instances run the compiled server (server/dist)
exec node --import tsx scripts/cluster.ts "$@"
