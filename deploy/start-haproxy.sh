#!/bin/sh
# Starts HAProxy with deploy/haproxy.cfg and one backend server per APP_SERVERS entry (host:port, comma-separated).
#   LB_BIND       where visitors connect (default :80)
#   APP_SERVERS   the server processes, e.g. 10.0.0.11:3000,10.0.0.12:3000 (required)
#   HAPROXY_PID   pid file (default /run/haproxy-market.pid)
# Runs in the background (-D); reload with the same command after APP_SERVERS changes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
: "${APP_SERVERS:?APP_SERVERS: the server processes as host:port, comma-separated}"
export LB_BIND="${LB_BIND:-:80}"
pidfile="${HAPROXY_PID:-/run/haproxy-market.pid}"
config=$(mktemp "${TMPDIR:-/tmp}/haproxy-market.XXXXXX")
cp "$here/haproxy.cfg" "$config"
n=0
for server in $(echo "$APP_SERVERS" | tr ',' ' '); do
    n=$((n + 1))
    echo "    server app$n $server" >> "$config"
done
haproxy -c -q -f "$config"
if [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
    exec haproxy -D -f "$config" -p "$pidfile" -sf "$(cat "$pidfile")"
fi
exec haproxy -D -f "$config" -p "$pidfile"
