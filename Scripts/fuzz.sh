#!/usr/bin/env bash
# Runs the fuzz campaign (Tests/CatalogRunnerTests/Fuzz) for SECONDS (default 600), in rounds of
# at most 300 s with a new seed each, and keeps an input that crashes a reader as a regression file
# under Tests/CatalogRunnerTests/Fuzz/Regressions/. The test command runs a 10-second campaign with a
# fixed seed; this script is the longer run (README "Fuzzing and faults").
#
#   Scripts/fuzz.sh 3600        # one hour
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
total="${1:-600}"
regressions="Tests/CatalogRunnerTests/Fuzz/Regressions"
current="${TMPDIR:-/tmp}/catalog-fuzz-current"

swift build --build-tests >/dev/null || exit 3
end=$(( $(date +%s) + total ))
rounds=0
while [ "$(date +%s)" -lt "$end" ]; do
  left=$(( end - $(date +%s) ))
  seconds=$(( left < 300 ? left : 300 ))
  [ "$seconds" -ge 1 ] || break
  seed=$(od -An -N6 -tu8 /dev/urandom | tr -d ' ')
  rounds=$((rounds + 1))
  rm -f "$current".*
  log="$(FUZZ_SECONDS=$seconds FUZZ_SEED=$seed swift test --skip-build --filter FuzzCampaignTests 2>&1)"
  status=$?
  echo "$log" | grep -E "fuzz campaign" || true
  if [ $status -ne 0 ]; then
    newest="$(ls -t "$current".* 2>/dev/null | head -1)"
    if echo "$log" | grep -q "unexpected signal" && [ -n "$newest" ]; then
      kept="$regressions/crash-$(date +%Y%m%d-%H%M%S)-$seed.${newest##*.}"
      cp "$newest" "$kept"
      echo "fuzz: a reader crashed (seed $seed); the input is kept as $kept"
    else
      echo "$log" | grep -E "✘" | head -20
      echo "fuzz: the campaign failed (seed $seed)"
    fi
    exit 1
  fi
done
echo "fuzz: $rounds round(s), $total s, no crash"
