#!/usr/bin/env bash
# The test command (README "Two commands"): a warnings-as-errors build, the Swift test suite, then
# `catalog check fixtures`: every bundled fixture replayed under every profile it has a baseline
# for and compared with its baseline file. Any unaccepted timeline change fails the command.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build --parallel

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
swift run --skip-build catalog check fixtures --db "$scratch/catalog.sqlite" --junit "$scratch/check.xml"
