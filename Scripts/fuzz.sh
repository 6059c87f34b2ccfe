#!/usr/bin/env bash
# Runs the fuzz targets (Fuzz/, README "Fuzzing and faults") under libFuzzer for SECONDS in all
# (default 600), shared equally by the targets named (default: every target: scenario timeline
# engine console recording baseline configuration).
#
#   Scripts/fuzz.sh 3600             # an hour: 20 minutes per target
#   Scripts/fuzz.sh 600 engine       # ten minutes of the engine target
#
# catalog-fuzz is built with libFuzzer (swift build --sanitize fuzzer, in .build/fuzz). Each target
# starts from its seeds (fixtures/ and Fuzz/Corpus/: the fixtures' scenarios, baselines and
# recordings, each fixture scenario joined with its console log from fixtures/console-logs/, the
# catalog.yaml examples of Fuzz/Corpus/configuration/) and the corpus earlier runs grew
# (.build/fuzz-corpus/), runs coverage-guided with a timeout of 10 s per input (a hang is kept
# like a crash) and 2 GB of memory, and prints its figures: inputs run, executions per second,
# coverage, corpus size. An input that crashes, hangs, runs out of memory or breaks a promise of
# its target is copied to Tests/CatalogRunnerTests/Fuzz/Regressions/<target>-<kind>-<hash>, which
# every test run replays, and the script exits 1. Exit 3 when catalog-fuzz cannot be built.
#
# Where the toolchain has no libFuzzer, the mutation campaign of the test command runs instead
# for SECONDS (FuzzCampaignTests, FUZZ_SECONDS).
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
# Swift's own crash backtracer would end the process before libFuzzer writes the input that
# crashed; without it libFuzzer keeps that input as an artifact, which is copied below.
export SWIFT_BACKTRACE=enable=no
total="${1:-600}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(scenario timeline engine console recording baseline configuration)
regressions="Tests/CatalogRunnerTests/Fuzz/Regressions"
work=".build/fuzz-corpus"
scratch=".build/fuzz"

if ! build_log="$(swift build --product catalog-fuzz --sanitize fuzzer -Xswiftc -DCATALOG_LIBFUZZER \
  --scratch-path "$scratch" 2>&1)"; then
  if echo "$build_log" | grep -qi "fuzzer"; then
    echo "fuzz: this toolchain cannot build with libFuzzer; running the mutation campaign for $total s instead"
    swift build --traits PostgreSQL,Server --build-tests >/dev/null || exit 3
    FUZZ_SECONDS="$total" swift test --traits PostgreSQL,Server --skip-build --filter FuzzCampaignTests 2>&1 | grep -E "fuzz campaign|✘|passed after|failed after"
    exit "${PIPESTATUS[0]}"
  fi
  echo "$build_log" | tail -20
  echo "fuzz: catalog-fuzz could not be built"
  exit 3
fi
binary="$scratch/debug/catalog-fuzz"
share=$(( total / ${#targets[@]} ))
[ "$share" -ge 1 ] || share=1
status=0
for target in "${targets[@]}"; do
  corpus="$work/$target"
  seeds="$work/seeds-$target"
  rm -rf "$seeds"
  mkdir -p "$corpus" "$seeds"
  case "$target" in
    scenario)
      cp fixtures/*.yaml Fuzz/Corpus/scenario/* "$seeds/"
      max_len=16384 ;;
    timeline)
      cp fixtures/*.timeline Fuzz/Corpus/timeline/* "$seeds/"
      max_len=16384 ;;
    engine)
      cp Fuzz/Corpus/engine/* "$seeds/"
      max_len=4096 ;;
    console)
      # Each fixture scenario, the separator line (FuzzTarget.consoleLogSeparator), its log.
      for log in fixtures/console-logs/*.log; do
        name="$(basename "$log")"
        { cat "fixtures/${name%%.*}.yaml"; printf '\n#---- console log ----\n'; cat "$log"; } >"$seeds/$name"
      done
      max_len=65536 ;;
    recording)
      cp fixtures/*.recording "$seeds/"
      max_len=65536 ;;
    baseline)
      cp fixtures/*.timeline "$seeds/"
      max_len=16384 ;;
    configuration)
      cp Fuzz/Corpus/configuration/* "$seeds/"
      max_len=4096 ;;
    *)
      echo "fuzz: unknown target '$target' (scenario, timeline, engine, console, recording, baseline or configuration)"
      exit 64 ;;
  esac
  rm -f "$seeds/README.md"
  artifacts="$(mktemp -d)"
  log="$artifacts/libfuzzer.log"
  CATALOG_FUZZ_TARGET="$target" "$binary" -max_total_time="$share" -timeout=10 -rss_limit_mb=2048 \
    -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" "$seeds" >"$log" 2>&1
  code=$?
  runs="$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')"
  speed="$(grep -E '^stat::average_exec_per_sec' "$log" | awk '{print $2}')"
  last="$(grep -E '^#[0-9]+' "$log" | tail -1)"
  coverage="$(echo "$last" | grep -oE 'cov: [0-9]+' | awk '{print $2}')"
  size="$(ls "$corpus" | wc -l | tr -d ' ')"
  echo "fuzz $target: ${runs:-0} inputs in $share s (${speed:-0}/s), coverage ${coverage:-?} edges, corpus $size files"
  kept=0
  for artifact in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/leak-*; do
    [ -e "$artifact" ] || continue
    destination="$regressions/$target-$(basename "$artifact")"
    cp "$artifact" "$destination"
    echo "fuzz $target: kept $destination"
    kept=$((kept + 1))
  done
  if [ "$code" -ne 0 ]; then
    grep -E "catalog-fuzz:|ERROR: libFuzzer|Fatal error|SUMMARY" "$log" | head -10
    [ "$kept" -gt 0 ] || tail -20 "$log"
    status=1
  fi
  rm -rf "$artifacts"
done
[ "$status" -eq 0 ] && echo "fuzz: ${#targets[@]} target(s), $total s, no crash, no hang, no finding"
exit "$status"
