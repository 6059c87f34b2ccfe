#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL cluster for the tests and benchmarks: Debian's
# `postgresql` binaries (initdb and pg_ctl from /usr/lib/postgresql/*/bin), a fresh data folder,
# a free port on 127.0.0.1, trust authentication for the superuser `catalog`, and durability off
# (fsync, synchronous_commit): the data is thrown away, and the tests measure the catalog, not the
# disk. PostgreSQL refuses to run as root, so as root the cluster runs as the unprivileged system
# user `catalog-postgres` (created on first use); otherwise as the current user.
#
# Usage:
#   Scripts/postgres-cluster.sh start DIR   prints the cluster's URL (postgres://catalog@127.0.0.1:PORT/postgres)
#   Scripts/postgres-cluster.sh stop DIR    stops it and deletes DIR
set -euo pipefail

command="${1:-}"
dir="${2:-}"
[ -n "$command" ] && [ -n "$dir" ] || { echo "usage: $0 start|stop DIR" >&2; exit 64; }

bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
[ -n "$bin" ] && [ -x "$bin/initdb" ] || { echo "postgres-cluster: no PostgreSQL in /usr/lib/postgresql (apt-get install postgresql)" >&2; exit 1; }

owner="$(id -un)"
as_owner() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  owner=catalog-postgres
  if ! id "$owner" >/dev/null 2>&1; then
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$owner"
  fi
  as_owner() { runuser -u "$owner" -- "$@"; }
fi

case "$command" in
  start)
    mkdir -p "$dir"
    chown "$owner" "$dir"
    chmod 700 "$dir"
    port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    as_owner "$bin/initdb" -D "$dir/data" -U catalog --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      start >"$dir/pg_ctl.log" 2>&1 </dev/null || { cat "$dir/pg_ctl.log" "$dir/server.log" >&2; exit 1; }
    echo "$port" >"$dir/port"
    echo "postgres://catalog@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -d "$dir/data" ]; then
      as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 64
    ;;
esac
