#!/usr/bin/env bash
# The fault suite (README "Fuzzing and faults"): the built catalog under kill -9 of every writing
# command, kill -9 while a command creates the catalog, 8 concurrent writers, a full and a
# read-only disk (a tmpfs, when run as root), damaged and foreign databases, hostile import
# folders, rm racing check and accept, and killed folder accepts; and against PostgreSQL
# (PostgresFaultTests, on a throwaway cluster of each test's own): the server stopped (pg_ctl
# stop), killed (SIGKILL) and frozen (SIGSTOP) mid-command, each command ending by itself within
# its timeouts with a clear exit, a writer waiting for the write lock when its server fails, a
# frozen server while connecting, kill -9 of writing commands and 8 concurrent writers. ROUNDS
# rounds per fault (default 25; the test command runs 3; the creation kills are 4 per round, the
# folder-accept kills 4 per round, the PostgreSQL server faults 3 per round). Prints one "N of N
# intact" figure per fault and exits 1 if any round was not intact.
#
#   Scripts/faults.sh 100
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build --traits PostgreSQL --build-tests >/dev/null || exit 3
log="$(FAULT_ROUNDS="${1:-25}" swift test --traits PostgreSQL --skip-build \
  --filter 'FaultSuiteTests|FolderAcceptKillTests|RemoveRaceTests|StoreSafetyTests|PostgresFaultTests' 2>&1)"
status=$?
echo "$log" | grep -E "^fault suite|folder accept killed|StoreSafetyTests:" || true
echo "$log" | grep -E "✘" | head -20
echo "$log" | grep -E "Test run with" | tail -1
exit $status
