#!/usr/bin/env bash
# The API documentation of the products a team's code calls (run by Scripts/test.sh):
#   1. every public declaration of TransitionEngine, CatalogTesting, ScenarioBuilder and
#      CatalogSnapshotTesting has a documentation comment (swift-format's
#      AllPublicDeclarationsHaveDocumentation, on top of the project's .swift-format);
#   2. their DocC archives build without a warning (swift-docc-plugin, --warnings-as-errors):
#      every parameter documented, every symbol link resolving. The archives land in
#      .build/plugins/Swift-DocC/outputs; `swift package --disable-sandbox preview-documentation
#      --target CatalogTesting` serves one locally.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
targets=(TransitionEngine CatalogTesting ScenarioBuilder CatalogSnapshotTesting)
config="$(mktemp)"
trap 'rm -f "$config"' EXIT
python3 - "$config" <<'PY'
import json, sys
configuration = json.load(open(".swift-format"))
configuration["rules"]["AllPublicDeclarationsHaveDocumentation"] = True
json.dump(configuration, open(sys.argv[1], "w"))
PY
swift format lint --strict --configuration "$config" --recursive "${targets[@]/#/Sources/}"
swift package generate-documentation --warnings-as-errors "${targets[@]/#/--target=}" >"$config.log" 2>&1 || {
  cat "$config.log" >&2
  rm -f "$config.log"
  exit 1
}
rm -f "$config.log"
echo "check-documentation: every public declaration of ${targets[*]} documented; DocC built without warnings"
