#!/bin/sh
# Starts server process N in the background: PORT = APP_BASE_PORT + N, metrics on METRICS_BASE_PORT + N when set.
#   deploy/run-server.sh N
# Everything else comes from the environment as for `npm start` (DATABASE_URL, DATABASE_REPLICA_URL, STORAGE_URL,
# PUBLIC_URL, SMTP_URL, TRUST_PROXY=1 behind HAProxy, DRAIN_MS longer than HAProxy's 2 failed checks, ...).
#   RUN_DIR       where server-N.pid and server-N.log go (default /run/market)
# The process is node itself (no wrapper), so a signal sent to the pid reaches the server.
set -eu
n=${1:?the process number}
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
run_dir="${RUN_DIR:-/run/market}"
mkdir -p "$run_dir"
export PORT=$((${APP_BASE_PORT:-3000} + n))
if [ -n "${METRICS_BASE_PORT:-}" ]; then export METRICS_PORT=$((METRICS_BASE_PORT + n)); fi
export TRUST_PROXY="${TRUST_PROXY:-1}"
export DRAIN_MS="${DRAIN_MS:-3000}"
cd "$root"
nohup node --import tsx apps/server/src/main.ts >> "$run_dir/server-$n.log" 2>&1 &
echo $! > "$run_dir/server-$n.pid"
