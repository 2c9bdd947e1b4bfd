#!/bin/sh
# A backup of the database (pg_dump, custom format) and of the media kept on local disk, in a folder of its own.
#   DATABASE_URL   the primary (required)
#   BACKUP_DIR     where backups go; each is BACKUP_DIR/<UTC time>/ (required)
#   DATA_DIR       the servers' data folder: its media/ is archived (skipped when STORAGE_URL keeps files in a bucket,
#                  whose own versioning and replication back them up; see the README)
#   PG_BIN         PostgreSQL's programs, of the server's major version (default /usr/lib/postgresql/15/bin)
# Prints the backup's folder. A dump is consistent (one snapshot) while the servers keep running.
set -eu
: "${DATABASE_URL:?DATABASE_URL: the database to back up}"
: "${BACKUP_DIR:?BACKUP_DIR: where backups go}"
bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
target="$BACKUP_DIR/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$target"
"$bin/pg_dump" --format=custom --no-owner --no-privileges --file="$target/database.dump" "$DATABASE_URL"
if [ -z "${STORAGE_URL:-}" ] && [ -d "${DATA_DIR:-./data}/media" ]; then
    tar -C "${DATA_DIR:-./data}" -czf "$target/media.tar.gz" media
fi
(cd "$target" && sha256sum -- * > SHA256SUMS)
echo "$target"
