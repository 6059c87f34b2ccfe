#!/usr/bin/env bash
# The test command (README "Run the tests"): builds with warnings as errors, runs the Swift test
# suite, then checks the bundled fixtures against their accepted baselines with the catalog itself.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build --parallel
