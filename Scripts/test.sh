#!/usr/bin/env bash
# The test command (README "Two commands"). In order:
#   1. the Debian packages the build and the tests need, installed when missing (libsqlite3-dev,
#      tmux, chromium);
#   2. the lint: `swift format lint --strict` over the Swift sources, and no target importing a
#      module that Package.swift does not declare for it;
#   3. a warnings-as-errors build and the Swift test suite (with 10 s of the fuzz campaign, the
#      fuzz targets' seeds and kept regressions, and 3 rounds of the fault suite);
#   4. 30 s of the fuzz targets under libFuzzer (Scripts/fuzz.sh: 10 s each for the scenario
#      reader, the timeline readers and the engine; any crash, hang or finding fails);
#   5. `catalog check fixtures`: every bundled fixture replayed under every profile it has a
#      baseline for and compared with its baseline file. Any unaccepted timeline change fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

# GRDB links the system SQLite; its headers come from libsqlite3-dev. The review test drives a
# real terminal (tmux); the HTML report tests render pages in a real browser (chromium).
Scripts/require-packages.sh libsqlite3-dev tmux chromium

swift format lint --strict --recursive --parallel Sources Tests Benchmarks Fuzz Package.swift
Scripts/check-imports.py

swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build --parallel
Scripts/fuzz.sh 30

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
swift run --skip-build catalog check fixtures --db "$scratch/catalog.sqlite" --junit "$scratch/check.xml"
