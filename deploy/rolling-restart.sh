#!/bin/sh
# Restarts server processes 1..APP_COUNT one at a time, each drained first: SIGTERM makes it answer not-ready, HAProxy
# takes it out of rotation, it finishes its requests and exits; the new process is started and waited for until it is
# ready. Run it after the new build is in place (npm run build keeps the earlier builds' assets: decision 0270).
#   APP_COUNT     how many processes (default 3); the environment of run-server.sh applies
#   READY_WAIT    seconds to wait for a process to stop or to become ready (default 90)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
run_dir="${RUN_DIR:-/run/market}"
wait_limit="${READY_WAIT:-90}"
for n in $(seq 1 "${APP_COUNT:-3}"); do
    pidfile="$run_dir/server-$n.pid"
    if [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
        pid=$(cat "$pidfile")
        kill -TERM "$pid"
        waited=0
        while kill -0 "$pid" 2>/dev/null; do
            sleep 0.5
            waited=$((waited + 1))
            if [ "$waited" -gt $((wait_limit * 2)) ]; then echo "process $n did not stop" >&2; exit 1; fi
        done
    fi
    "$here/run-server.sh" "$n"
    port=$((${APP_BASE_PORT:-3000} + n))
    waited=0
    until curl -fs -o /dev/null "http://127.0.0.1:$port/api/ready"; do
        sleep 0.5
        waited=$((waited + 1))
        if [ "$waited" -gt $((wait_limit * 2)) ]; then echo "process $n did not become ready" >&2; exit 1; fi
    done
    # HAProxy's next check (every second) puts it back before the next process leaves.
    sleep 2
    echo "process $n restarted (pid $(cat "$pidfile"), port $port)"
done
