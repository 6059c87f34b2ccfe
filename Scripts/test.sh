#!/usr/bin/env bash
# The test command (README "Two commands"). In order:
#   1. the Debian packages the build and the tests need, installed when missing (libsqlite3-dev,
#      tmux, chromium, postgresql);
#   2. the lint: `swift format lint --strict` over the Swift sources, and no target importing a
#      module that Package.swift does not declare for it;
#   3. the API documentation (Scripts/check-documentation.sh: every public declaration of the
#      engine and the testing libraries documented, their DocC archives built without a warning),
#      and a warnings-as-errors build;
#   4. a throwaway PostgreSQL cluster (Scripts/postgres-cluster.sh: a free port on 127.0.0.1, run
#      as an unprivileged user, stopped and deleted when this script exits), whose URL reaches the
#      tests as CATALOG_TEST_POSTGRES_URL: the storage suite and the end-to-end tests run against
#      it as well as against SQLite. When no cluster can be started, the tests that need one are
#      skipped, each with a message saying so;
#   5. the Swift test suite (with 10 s of the fuzz campaign, the fuzz targets' seeds and kept
#      regressions, and 3 rounds of the fault suite);
#   6. 30 s of the fuzz targets under libFuzzer (Scripts/fuzz.sh: the 30 s shared by the scenario
#      reader, the timeline readers, the engine, the console-log importer, the recording and
#      baseline readers and catalog.yaml; any crash, hang or finding fails);
#   7. the outside-package test (Scripts/test-outside-package.sh): a package outside this
#      repository that depends on it by path uses CatalogTesting, the snapshot strategy and the
#      `swift package catalog` plugin;
#   8. `catalog check fixtures`: every bundled fixture replayed under every profile it has a
#      baseline for and compared with its baseline file. Any unaccepted timeline change fails;
#   9. `catalog score evidence`: the evidence corpus (Docs/evidence-corpus.md) scored, overall, by
#      era and by feature; fewer than 95% of its facts holding, or a fact that does not hold and is
#      not an open question of Docs/rules/12-open-questions.md, fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

# GRDB links the system SQLite; its headers come from libsqlite3-dev. The review test drives a
# real terminal (tmux); the HTML report tests render pages in a real browser (chromium); the
# team-catalog tests run against a real PostgreSQL server (postgresql).
Scripts/require-packages.sh libsqlite3-dev tmux chromium postgresql

swift format lint --strict --recursive --parallel Sources Tests Benchmarks Fuzz Plugins Package.swift
Scripts/check-imports.py
Scripts/check-documentation.sh

swift build --traits PostgreSQL --build-tests -Xswiftc -warnings-as-errors

scratch="$(mktemp -d)"
cluster="$(mktemp -d)"
trap 'Scripts/postgres-cluster.sh stop "$cluster"; rm -rf "$scratch"' EXIT
if url="$(Scripts/postgres-cluster.sh start "$cluster")"; then
  export CATALOG_TEST_POSTGRES_URL="$url"
  echo "test.sh: PostgreSQL test cluster at $url"
else
  echo "test.sh: WARNING: no PostgreSQL cluster could be started; the PostgreSQL tests are skipped" >&2
fi

swift test --traits PostgreSQL --skip-build --parallel
Scripts/fuzz.sh 30
Scripts/test-outside-package.sh

swift run --traits PostgreSQL --skip-build catalog check fixtures --db "$scratch/catalog.sqlite" --junit "$scratch/check.xml"
swift run --traits PostgreSQL --skip-build catalog score evidence --minimum 95 --open-questions Docs/rules/12-open-questions.md
