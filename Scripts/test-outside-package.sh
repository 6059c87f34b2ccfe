#!/usr/bin/env bash
# The outside-package test of issue 23 (run by Scripts/test.sh): a package created outside this
# repository that depends on it by path, as a team's own package would, and uses
#   - CatalogTesting: expectTimeline(of: "Transitions/ios13-default-style.yaml", profile: "uikit-17"),
#     with the fixture and its baseline copied beside the test;
#   - CatalogSnapshotTesting: assertSnapshot(of: scenario, as: .timeline(profile: .uikit17));
#   - the command plugin: swift package catalog check Tests/OutsideTests/Transitions.
# It checks that `swift test` passes, that it fails with the diff once the scenario changes, that
# a missing snapshot is recorded and then passes, and that the plugin checks the folder. The
# outside package is built from scratch (about 3 minutes on 2 cores; OUTSIDE_SCRATCH=DIR keeps
# its build folder between runs). Exit 0 when every check holds.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scratch="${OUTSIDE_SCRATCH:-$work/.build}"
package="$work/Outside"
mkdir -p "$package/Tests/OutsideTests/Transitions"

cat > "$package/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "Outside",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "catalog", path: "$repo")],
  targets: [
    .testTarget(
      name: "OutsideTests",
      dependencies: [
        .product(name: "CatalogTesting", package: "catalog"),
        .product(name: "CatalogSnapshotTesting", package: "catalog"),
      ],
      exclude: ["Transitions", "__Snapshots__"])
  ]
)
MANIFEST

cat > "$package/Tests/OutsideTests/DefaultStyleTests.swift" <<'SWIFT'
import CatalogSnapshotTesting
import CatalogTesting
import SnapshotTesting
import Testing

@Test func defaultStyle() throws {
  try expectTimeline(of: "Transitions/ios13-default-style.yaml", profile: "uikit-17")
}

@Test func sheetSnapshot() {
  let scenario = TransitionScenario("sheet", window: "A") {
    Controller("A")
    Controller("B", modalPresentationStyle: .pageSheet)
  } steps: {
    Present("B", from: "A")
  }
  assertSnapshot(of: scenario, as: .timeline(profile: .uikit17))
}
SWIFT
cp "$repo/fixtures/ios13-default-style.yaml" "$repo/fixtures/ios13-default-style.uikit-17.timeline" \
  "$package/Tests/OutsideTests/Transitions/"

fail() { echo "test-outside-package: FAILED: $*" >&2; exit 1; }
run_tests() { (cd "$package" && env -u CI swift test --scratch-path "$scratch" 2>&1); }

echo "test-outside-package: building and testing a package that depends on $repo by path"
# 1. The first run: the timeline equals the copied baseline; the snapshot is missing, so it is
#    recorded and that test fails once.
if out="$(run_tests)"; then fail "the first run passed, but the snapshot was missing"; fi
grep -q 'defaultStyle() passed' <<<"$out" || { echo "$out" | tail -40; fail "expectTimeline did not pass"; }
ls "$package/Tests/OutsideTests/__Snapshots__/DefaultStyleTests/"*.timeline >/dev/null \
  || fail "the snapshot was not recorded"
# 2. The second run passes.
out="$(run_tests)" || { echo "$out" | tail -40; fail "the second run failed"; }
# 3. The plugin checks the folder, its catalog kept out of the package.
out="$(cd "$package" && env -u CI swift package --scratch-path "$scratch" --allow-writing-to-package-directory \
  catalog check Tests/OutsideTests/Transitions 2>&1)" || { echo "$out" | tail -20; fail "swift package catalog check failed"; }
grep -q 'PASSED' <<<"$out" || { echo "$out" | tail -20; fail "the plugin's check did not pass"; }
[[ ! -e "$package/catalog.sqlite" ]] || fail "the plugin left catalog.sqlite in the package"
# 4. A team catalog needs the PostgreSQL trait, which a default build leaves out: a usage error.
status=0
out="$(cd "$package" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory \
  catalog list --db postgres://u@127.0.0.1:9/x 2>&1)" || status=$?
grep -q "built without its PostgreSQL backend" <<<"$out" || { echo "$out" | tail -5; fail "no PostgreSQL message"; }
echo "test-outside-package: catalog list --db postgres://… exited $status"
# 5. The scenario changes: the test fails with the unified diff and how to accept it; so does the
#    plugin's check.
sed -i '/  - dismiss: detail/d' "$package/Tests/OutsideTests/Transitions/ios13-default-style.yaml"
sed -i 's/modalPresentationStyle: .pageSheet/modalPresentationStyle: .fullScreen/' \
  "$package/Tests/OutsideTests/DefaultStyleTests.swift"
if out="$(run_tests)"; then fail "the tests passed after the scenario changed"; fi
grep -q 'differs from its baseline' <<<"$out" || { echo "$out" | tail -40; fail "no diff for the changed scenario"; }
grep -q -- '-   0.350  detail.dismiss(animated: true)' <<<"$out" || fail "the diff does not show the removed dismissal"
grep -q 'CATALOG_RECORD=failed' <<<"$out" || fail "no way to accept the change is named"
grep -q 'sheetSnapshot() recorded an issue' <<<"$out" || fail "the changed snapshot did not fail"
status=0
out="$(cd "$package" && env -u CI swift package --scratch-path "$scratch" --allow-writing-to-package-directory \
  catalog check Tests/OutsideTests/Transitions 2>&1)" || status=$?
[[ $status -ne 0 ]] && grep -q 'FAILED' <<<"$out" || { echo "$out" | tail -20; fail "the plugin's check passed a change"; }
echo "test-outside-package: passed (swift test, failure with a diff, snapshot, plugin)"
