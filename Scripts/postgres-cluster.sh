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
#
# For the fault suite, which does this to a cluster of its own mid-command:
#   Scripts/postgres-cluster.sh halt DIR    stops the server (pg_ctl stop -m fast), keeping DIR
#   Scripts/postgres-cluster.sh crash DIR   kills the server and its backends (SIGKILL), keeping DIR
#   Scripts/postgres-cluster.sh restart DIR starts a halted or crashed server again, on its port
#   Scripts/postgres-cluster.sh freeze DIR  stops every process of the server (SIGSTOP): it holds
#                                           its connections but answers nothing
#   Scripts/postgres-cluster.sh thaw DIR    lets them go on (SIGCONT)
set -euo pipefail

command="${1:-}"
dir="${2:-}"
[ -n "$command" ] && [ -n "$dir" ] || { echo "usage: $0 start|stop|halt|crash|restart|freeze|thaw DIR" >&2; exit 64; }

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

# The server's processes: the postmaster (the first line of postmaster.pid) and its children,
# found by their parent in /proc; nothing else is signalled.
server_pids() {
  local postmaster
  postmaster="$(head -1 "$dir/data/postmaster.pid" 2>/dev/null || true)"
  [ -n "$postmaster" ] && [ -d "/proc/$postmaster" ] || return 0
  echo "$postmaster"
  for stat in /proc/[0-9]*/stat; do
    # Field 4 of /proc/PID/stat is the parent; the command name (field 2) has no spaces here.
    { read -r pid _ _ parent _ <"$stat"; } 2>/dev/null || continue
    [ "$parent" = "$postmaster" ] && echo "$pid"
  done
  return 0
}

signal_server() {
  local pids
  pids="$(server_pids)"
  [ -n "$pids" ] || { echo "postgres-cluster: no server running in $dir" >&2; exit 1; }
  # shellcheck disable=SC2086
  kill -s "$1" $pids 2>/dev/null || true
}

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
  halt)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop >/dev/null
    ;;
  crash)
    signal_server KILL
    # The postmaster.pid of a killed server stays; pg_ctl start checks that its process is gone.
    for _ in $(seq 50); do [ -z "$(server_pids)" ] && break; sleep 0.1; done
    ;;
  restart)
    port="$(cat "$dir/port")"
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      start >"$dir/pg_ctl.log" 2>&1 </dev/null || { cat "$dir/pg_ctl.log" >&2; exit 1; }
    ;;
  freeze)
    signal_server STOP
    ;;
  thaw)
    signal_server CONT
    ;;
  stop)
    if [ -d "$dir/data" ]; then
      # A frozen server would never hear the stop.
      pids="$(server_pids)"
      # shellcheck disable=SC2086
      [ -z "$pids" ] || kill -s CONT $pids 2>/dev/null || true
      as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop|halt|crash|restart|freeze|thaw DIR" >&2
    exit 64
    ;;
esac
