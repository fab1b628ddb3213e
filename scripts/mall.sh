#!/usr/bin/env bash
# Runs the mall with demo data: installs, builds the H5 site and the server, migrates and seeds the database
# (SQLite file server/var/mall.sqlite unless DATABASE_URL is set), then serves http://localhost:$PORT/h5/
# One line per step, so a first run (several minutes of installing and building) never looks stuck.
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT="${PORT:-8080}"
var_dir="${MALL_VAR_DIR:-$PWD/server/var}"

started=$(date +%s)
step_started=$started
step() { # the next step's name; prints the time the previous one took
  local now; now=$(date +%s)
  [ "$now" != "$step_started" ] && [ -n "${current:-}" ] && echo "      (${current}: $((now - step_started)) s)"
  current=$1; step_started=$now
  echo "==> $1"
}

# The demo's operator token and staff password: drawn once at random and kept in the var folder
# (mode 0600), so every later start names the same ones. Variables set by the caller win.
mkdir -p "$var_dir"
demo_env="$var_dir/demo.env"
if [ ! -f "$demo_env" ]; then
  (umask 077; {
    echo "ADMIN_TOKEN=$(node -e 'console.log(require("crypto").randomBytes(18).toString("base64url"))')"
    echo "MERCHANT_STAFF_PASSWORD=$(node -e 'console.log(require("crypto").randomBytes(9).toString("base64url"))')"
  } > "$demo_env")
fi
while IFS='=' read -r key value; do
  if [ -z "${!key:-}" ]; then export "$key=$value"; fi
done < "$demo_env"

step "installing the app's and the server's packages (npm install, both side by side)"
bash scripts/setup.sh
step "building the H5 site (dist/h5)"
npm run build:h5 --silent > "$var_dir/build-h5.log" 2>&1 || { tail -30 "$var_dir/build-h5.log"; exit 1; }
step "compiling the server (server/dist)"
(cd server && npm run build --silent)
step "migrating the database (${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-SQLite})"
(cd server && npm run migrate --silent)
step "seeding the demo mall (once; a seeded mall is left as it is)"
(cd server && npm run seed --silent)
step "serving at http://localhost:$PORT/h5/"
cat <<EOF

  The mall         http://localhost:$PORT/h5/
  API reference    http://localhost:$PORT/api/docs
  Member           13800000000 / mall123456 (password login; pay password 123456)
  Verifier         13800000001 / mall123456 (verification desk of the first shop)
  Merchant staff   shop1 … shop<N> / $MERCHANT_STAFF_PASSWORD   (POST /merchant/api/login)
  Operator         header x-admin-token: $ADMIN_TOKEN   (/admin/api/…)
  Picture codes    http://localhost:$PORT/api/dev/captcha?captcha_id=<id>   SMS codes: /api/dev/sms/outbox?mobile=<m>
  (these secrets are kept in $demo_env; ready after $(( $(date +%s) - started )) s)

EOF
# the compiled server (server/dist/main.js); `cd server && npm run dev` runs the sources through tsx
cd server && exec npm start --silent
