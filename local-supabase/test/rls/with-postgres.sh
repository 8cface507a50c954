#!/usr/bin/env bash
# Runs the row-level-security suite, the REST conformance check and the REST limit suites against a throwaway
# PostgreSQL 15 server.
# Usage: local-supabase/test/rls/with-postgres.sh [command ...]
#   default command: npx jest --selectProjects local-supabase --runInBand local-supabase/test/rls
#     local-supabase/test/conformance local-supabase/test/rest-(range|limits) local-supabase/test/security/rest-(injection|fuzz)
#   (in band: every suite file wipes and migrates the one database on start)
# initdb refuses root, so as root the cluster is created and run as the `postgres` user
# in a temporary folder; the server listens on a free loopback port only and is stopped
# (and its folder removed) on exit, also on failure or Ctrl-C.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
REPO_ROOT="$(cd "$(dirname "$0")/../../.." && pwd)"
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL not found in $PG_BIN (apt-get install -y postgresql)" >&2; exit 1; }

if [ "$(id -u)" = 0 ]; then
  as_pg() { su postgres -s /bin/sh -c "$*"; }
else
  as_pg() { sh -c "$*"; }
fi

DATA_DIR="$(mktemp -d /tmp/rls-pg.XXXXXX)"
[ "$(id -u)" = 0 ] && chown postgres "$DATA_DIR"
# Ask the kernel for a free port on loopback.
PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

stop() {
  as_pg "'$PG_BIN/pg_ctl' -D '$DATA_DIR/db' -m fast -w stop" >/dev/null 2>&1 || true
  rm -rf "$DATA_DIR"
}
trap stop EXIT INT TERM

as_pg "'$PG_BIN/initdb' -D '$DATA_DIR/db' -U postgres --auth=trust --encoding=UTF8 --no-instructions" >/dev/null
as_pg "'$PG_BIN/pg_ctl' -D '$DATA_DIR/db' -l '$DATA_DIR/server.log' -w -o \"-p $PORT -k '$DATA_DIR' -c listen_addresses=127.0.0.1 -c fsync=off\" start" >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT ($DATA_DIR)"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
cd "$REPO_ROOT"
if [ "$#" -gt 0 ]; then
  "$@"
else
  npx jest --selectProjects local-supabase --runInBand local-supabase/test/rls local-supabase/test/conformance \
    'local-supabase/test/rest-(range|limits)' 'local-supabase/test/security/rest-(injection|fuzz)'
fi
