#!/bin/sh
# Restores a backup made by backup.sh into an empty database (and the media into DATA_DIR), then the servers start on it.
#   deploy/restore.sh <backup folder>
#   DATABASE_URL   the empty database to restore into (required; refused when it already has tables)
#   DATA_DIR       where media/ goes back (when the backup has media)
#   PG_BIN         PostgreSQL's programs (default /usr/lib/postgresql/15/bin)
set -eu
from=${1:?the backup folder, as printed by backup.sh}
: "${DATABASE_URL:?DATABASE_URL: the empty database to restore into}"
bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
(cd "$from" && sha256sum --check --quiet SHA256SUMS)
tables=$("$bin/psql" -XAtq -d "$DATABASE_URL" -c "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
    echo "refused: the database already has $tables tables; restore into an empty one" >&2
    exit 1
fi
"$bin/pg_restore" --no-owner --no-privileges --exit-on-error --dbname="$DATABASE_URL" "$from/database.dump"
if [ -f "$from/media.tar.gz" ]; then
    mkdir -p "${DATA_DIR:-./data}"
    tar -C "${DATA_DIR:-./data}" -xzf "$from/media.tar.gz"
fi
echo "restored $from"
