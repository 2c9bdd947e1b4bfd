#!/bin/sh
# Makes a streaming replica of the primary with pg_basebackup and starts it. Run as the PostgreSQL system user.
#   PRIMARY_HOST, PRIMARY_PORT   the primary (default 127.0.0.1:5432)
#   REPLICATION_USER             a role with REPLICATION on the primary, allowed by its pg_hba.conf (default postgres)
#   REPLICA_DATA                 the replica's data folder, empty or absent (required)
#   REPLICA_PORT                 the port the replica listens on (default 5433)
#   PG_BIN                       PostgreSQL's programs (default /usr/lib/postgresql/15/bin)
# The servers then read from it with DATABASE_REPLICA_URL=postgres://...@<replica host>:<REPLICA_PORT>/<database>.
set -eu
: "${REPLICA_DATA:?REPLICA_DATA: the replica's data folder}"
bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
"$bin/pg_basebackup" -h "${PRIMARY_HOST:-127.0.0.1}" -p "${PRIMARY_PORT:-5432}" -U "${REPLICATION_USER:-postgres}" \
    -D "$REPLICA_DATA" --write-recovery-conf --wal-method=stream --checkpoint=fast
chmod 700 "$REPLICA_DATA"
"$bin/pg_ctl" -D "$REPLICA_DATA" -l "$REPLICA_DATA/replica.log" -w \
    -o "-p ${REPLICA_PORT:-5433} -c hot_standby=on -c unix_socket_directories=$REPLICA_DATA" start
