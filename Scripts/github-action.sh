#!/usr/bin/env bash
# The logic of the GitHub Action (action.yml at the repository root runs it; Docs/ci.md shows
# the workflows). Three steps, each a subcommand:
#
#   prepare  the cache key of the `catalog` binary (runner OS and architecture, the Linux
#            distribution, Swift version, configuration, traits, build flags and a hash of the action's Package.swift, Sources
#            and Migrations), the folder it is cached in, and whether the PostgreSQL trait is
#            needed (a postgres:// catalog in --db, or in CATALOG_DB when --db is empty);
#   build    builds `catalog` from this checkout (release, --product catalog) into that folder,
#            unless it is there already (restored by actions/cache);
#   check    runs `catalog check` on a folder with annotations, the job summary, JUnit, HTML and
#            the JSON report, gathers the pending timelines (each changed or new result's
#            timeline, and any *.timeline.new file under the folder) into the artifact folder,
#            sets the step's outputs, and exits with the check's status.
#
# Each writes its outputs as name=value lines to $GITHUB_OUTPUT when it is set. `check` runs in
# $GITHUB_WORKSPACE when it is set, so the folder and the annotations' files are relative to the
# repository; its files go under $RUNNER_TEMP (a temporary folder when unset). It reads the JSON
# report with python3, which the hosted runners have (`prepare` installs it with apt-get where
# it is missing, as in a bare swift container).
#
# The test: Tests/CatalogCLITests/Subcommands/GitHubActionTests.swift runs this script with the
# GITHUB_* variables set to temporary files.
set -euo pipefail

usage() {
  case "${1:-}" in
    prepare)
      cat <<'EOF'
usage: github-action.sh prepare [--db DB] [--configuration release|debug] [--swift-build-flags FLAGS]

Prints the outputs 'key', 'bin-dir', 'catalog' and 'traits' (to $GITHUB_OUTPUT when it is set).
EOF
      ;;
    build)
      cat <<'EOF'
usage: github-action.sh build --bin-dir DIR [--traits TRAITS] [--configuration release|debug]
                              [--swift-build-flags FLAGS] [--scratch-path DIR]

Builds `catalog` into DIR unless DIR/catalog exists; prints the output 'catalog'.
EOF
      ;;
    check)
      cat <<'EOF'
usage: github-action.sh check --catalog FILE [--path DIR] [--shard I/N] [--profile PROFILES]
                              [--db DB] [--artifact-name NAME] [--upload-artifacts true|false]

Runs `catalog check DIR` (default: fixtures) and exits with its status: 0 passed, 1 something
changed, is new, failed or is obsolete, 2 invalid input, 3 a storage or internal failure,
64 a usage error. PROFILES is one profile or several separated by spaces or commas.
Outputs: verdict, exit-code, passed, changed, new, failed, obsolete, report, junit, html,
pending, pending-count, artifact-dir, artifact-name.
EOF
      ;;
    *)
      cat <<'EOF'
usage: github-action.sh prepare|build|check [options]   ('github-action.sh SUBCOMMAND --help')
EOF
      ;;
  esac
}

fail() {
  echo "github-action.sh: $*" >&2
  exit 64
}

# Writes one step output (and echoes it to the log).
output() {
  local name="$1" value="$2"
  case "$value" in *$'\n'* | *$'\r'*) fail "the output '$name' would span lines: '$value'" ;; esac
  if [[ -n "${GITHUB_OUTPUT:-}" ]]; then printf '%s=%s\n' "$name" "$value" >>"$GITHUB_OUTPUT"; fi
  printf 'output %s=%s\n' "$name" "$value"
}

# The path, when the file is not empty or the folder exists; nothing otherwise.
if_written() {
  if [[ -s "$1" || -d "$1" ]]; then printf '%s' "$1"; fi
}

# The root of this checkout (the action's own files: Package.swift, Sources, Migrations).
source_root() { (cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd); }

# Whether a catalog location is a PostgreSQL URL (the schemes CatalogLocation accepts).
is_postgres() {
  local lowered
  lowered="$(printf '%s' "$1" | tr '[:upper:]' '[:lower:]')"
  [[ "$lowered" == postgres://* || "$lowered" == postgresql://* ]]
}

sha256() {
  if command -v sha256sum >/dev/null; then sha256sum | cut -d' ' -f1; else shasum -a 256 | cut -d' ' -f1; fi
}

# Runs a command as root: directly, or through sudo on a hosted runner.
as_root() {
  if [[ "$(id -u)" == 0 ]]; then "$@"; elif command -v sudo >/dev/null; then sudo -n "$@"; else return 1; fi
}

# Installs Debian packages that are missing, where apt-get exists (a bare swift container).
install_packages() {
  command -v apt-get >/dev/null || return 0
  echo "github-action.sh: installing $* with apt-get" >&2
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
}

# MARK: - prepare

prepare() {
  local db="" configuration="release" flags=""
  while (($#)); do
    case "$1" in
      --db) db="${2-}"; shift 2 || fail "'--db' needs a value" ;;
      --configuration) configuration="${2-}"; shift 2 || fail "'--configuration' needs a value" ;;
      --swift-build-flags) flags="${2-}"; shift 2 || fail "'--swift-build-flags' needs a value" ;;
      -h | --help) usage prepare; exit 0 ;;
      *) usage prepare >&2; fail "unknown option '$1'" ;;
    esac
  done
  [[ "$configuration" == release || "$configuration" == debug ]] ||
    fail "'--configuration' is 'release' or 'debug', not '$configuration'"
  local traits=""
  if is_postgres "${db:-${CATALOG_DB:-}}"; then traits="PostgreSQL"; fi
  if [[ "$(uname -s)" == Linux ]] && ! command -v python3 >/dev/null; then
    install_packages python3 || echo "github-action.sh: warning: python3 is missing and could not be installed" >&2
  fi

  local root version digest key
  root="$(source_root)"
  version="$(swift --version 2>/dev/null | grep -o 'Swift version [^ ]*' | head -n 1 | cut -d' ' -f3)" ||
    true
  [[ -n "$version" ]] || fail "no Swift toolchain on PATH ('swift --version' failed); the action needs Swift 6.1 or newer"
  # The content of every file the binary is built from, by relative path, so that the key does
  # not depend on where the runner put the action.
  digest="$(
    cd "$root"
    {
      printf 'configuration %s\ntraits %s\nflags %s\n' "$configuration" "$traits" "$flags"
      find Package.swift Sources Migrations -type f -print0 | LC_ALL=C sort -z | xargs -0 cat
      find Package.swift Sources Migrations -type f -print0 | LC_ALL=C sort -z | tr '\0' '\n'
    } | sha256
  )"
  # A Linux binary links the system's glibc and SQLite: the distribution is part of the key, so
  # a binary built on one runner image (or container) is not restored on another.
  local system=""
  # shellcheck source=/dev/null
  if [[ -r /etc/os-release ]]; then system="$(. /etc/os-release && printf '%s-%s' "${ID:-linux}" "${VERSION_ID:-}")"; fi
  system="$(printf '%s' "$system" | tr -c 'A-Za-z0-9._-' '-')"
  key="catalog-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}${system:+-$system}-swift-${version}"
  key+="-${configuration}"
  key+="${traits:+-$traits}-${digest:0:32}"
  local bin_dir="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/catalog-action/bin-${digest:0:16}"
  output key "$key"
  output bin-dir "$bin_dir"
  output catalog "$bin_dir/catalog"
  output traits "$traits"
}

# MARK: - build

build() {
  local bin_dir="" traits="" configuration="release" flags="" scratch=""
  while (($#)); do
    case "$1" in
      --bin-dir) bin_dir="${2-}"; shift 2 || fail "'--bin-dir' needs a value" ;;
      --traits) traits="${2-}"; shift 2 || fail "'--traits' needs a value" ;;
      --configuration) configuration="${2-}"; shift 2 || fail "'--configuration' needs a value" ;;
      --swift-build-flags) flags="${2-}"; shift 2 || fail "'--swift-build-flags' needs a value" ;;
      --scratch-path) scratch="${2-}"; shift 2 || fail "'--scratch-path' needs a value" ;;
      -h | --help) usage build; exit 0 ;;
      *) usage build >&2; fail "unknown option '$1'" ;;
    esac
  done
  [[ -n "$bin_dir" ]] || fail "'--bin-dir' is required"
  if [[ -x "$bin_dir/catalog" ]]; then
    echo "github-action.sh: $bin_dir/catalog is there (restored from the cache); not building" >&2
    output catalog "$bin_dir/catalog"
    return 0
  fi
  # GRDB links the system SQLite; on Linux it needs the headers of libsqlite3-dev.
  if [[ "$(uname -s)" == Linux && ! -e /usr/include/sqlite3.h ]]; then
    install_packages libsqlite3-dev || echo "github-action.sh: warning: libsqlite3-dev could not be installed" >&2
  fi
  local root
  root="$(source_root)"
  scratch="${scratch:-${RUNNER_TEMP:-${TMPDIR:-/tmp}}/catalog-action/build}"
  local arguments=(--package-path "$root" --scratch-path "$scratch" -c "$configuration")
  if [[ -n "$traits" ]]; then arguments+=(--traits "$traits"); fi
  local extra=()
  if [[ -n "$flags" ]]; then read -r -a extra <<<"$flags"; fi
  echo "github-action.sh: swift build ${arguments[*]} --product catalog ${extra[*]}" >&2
  # ${a[@]+"${a[@]}"}: an empty array under `set -u` in the bash 3.2 of macOS too.
  swift build "${arguments[@]}" --product catalog ${extra[@]+"${extra[@]}"} >&2
  local products
  products="$(swift build "${arguments[@]}" ${extra[@]+"${extra[@]}"} --show-bin-path)"
  mkdir -p "$bin_dir"
  cp "$products/catalog" "$bin_dir/catalog.partial"
  mv -f "$bin_dir/catalog.partial" "$bin_dir/catalog"
  output catalog "$bin_dir/catalog"
}

# MARK: - check

check() {
  local catalog="" folder="fixtures" shard="" profiles="" db="" name="catalog-check" upload="true"
  while (($#)); do
    case "$1" in
      --catalog) catalog="${2-}"; shift 2 || fail "'--catalog' needs a value" ;;
      --path) folder="${2-}"; shift 2 || fail "'--path' needs a value" ;;
      --shard) shard="${2-}"; shift 2 || fail "'--shard' needs a value" ;;
      --profile) profiles="${2-}"; shift 2 || fail "'--profile' needs a value" ;;
      --db) db="${2-}"; shift 2 || fail "'--db' needs a value" ;;
      --artifact-name) name="${2-}"; shift 2 || fail "'--artifact-name' needs a value" ;;
      --upload-artifacts) upload="${2-}"; shift 2 || fail "'--upload-artifacts' needs a value" ;;
      -h | --help) usage check; exit 0 ;;
      *) usage check >&2; fail "unknown option '$1'" ;;
    esac
  done
  [[ -n "$catalog" ]] || fail "'--catalog' is required"
  [[ -x "$catalog" ]] || fail "'--catalog $catalog' is not an executable file"
  [[ -n "$folder" ]] || folder="fixtures"
  while [[ "$folder" == */ && "$folder" != / ]]; do folder="${folder%/}"; done
  [[ -n "$name" ]] || name="catalog-check"
  command -v python3 >/dev/null || fail "python3 is needed to read the check's JSON report; install it"
  catalog="$(cd "$(dirname "$catalog")" && pwd)/$(basename "$catalog")"
  if [[ -n "${GITHUB_WORKSPACE:-}" ]]; then cd "$GITHUB_WORKSPACE"; fi

  # A matrix job's artifacts need names of their own: the shard is part of the name.
  if [[ -n "$shard" ]]; then name+="-shard-$(printf '%s' "$shard" | sed 's|/|-of-|; s|[^A-Za-z0-9._-]|-|g')"; fi
  local temporary="${RUNNER_TEMP:-}"
  if [[ -z "$temporary" ]]; then temporary="$(mktemp -d)"; fi
  # The folder of this check's files is named after the artifact, kept to a plain file name.
  local work
  work="$temporary/catalog-action/check/$(printf '%s' "$name" | tr -c 'A-Za-z0-9._-' '-' | sed 's/^\./-/')"
  local artifact="$work/artifact"
  rm -rf "$work"
  mkdir -p "$artifact/pending"

  # Without a catalog named (--db or CATALOG_DB), a scratch one outside the repository, named
  # through CATALOG_DB so that the summary's hints ('catalog accept --group N') read as a
  # reviewer runs them after checking the folder at home, without the runner's path.
  local location=()
  if [[ -n "$db" ]]; then
    location=(--db "$db")
  elif [[ -z "${CATALOG_DB:-}" ]]; then
    export CATALOG_DB="$work/catalog.sqlite"
  fi
  local arguments=(check "$folder" ${location[@]+"${location[@]}"} --junit "$artifact/check.xml" --html "$artifact/check.html")
  arguments+=(--format json)
  if [[ -n "$shard" ]]; then arguments+=(--shard "$shard"); fi
  local profile named=()
  IFS=', ' read -r -a named <<<"$profiles"
  for profile in ${named[@]+"${named[@]}"}; do arguments+=(--profile "$profile"); done
  if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then arguments+=(--summary "$GITHUB_STEP_SUMMARY"); fi

  # A name that is not a folder would be read as the name of a stored scenario: the input is
  # a folder, so that is refused here as the invalid input it is.
  local status=0
  if [[ -d "$folder" ]]; then
    "$catalog" "${arguments[@]}" >"$work/stdout" 2>"$work/stderr" || status=$?
  else
    status=2
    : >"$work/stdout"
    printf "error: '%s' is not a folder in %s; the action's 'path' input names the folder of scenario and baseline files to check, relative to the repository root (e.g. 'fixtures')\n" \
      "$folder" "${GITHUB_WORKSPACE:-$(pwd)}" >"$work/stderr"
  fi
  cat "$work/stderr" >&2
  # Standard output holds the annotations (GITHUB_ACTIONS=true), then the JSON report, which
  # starts with a line '{': the annotations go on to GitHub, the report to its file.
  awk -v report="$artifact/check.json" 'json || $0 == "{" { json = 1; print > report; next } { print }' \
    "$work/stdout"

  # The report's verdict, counts and pending results; the log's summary of them.
  python3 - "$artifact/check.json" "$folder" "$status" "$work/pending.list" "$work/outputs" <<'PYTHON'
import json, os, sys

report_path, folder, status, pending_path, outputs_path = sys.argv[1:6]
status = int(status)

def visible(text):
    """Text for one log line: no control character, so nothing starts a workflow command."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(text))

report = None
if os.path.exists(report_path) and os.path.getsize(report_path) > 0:
    with open(report_path, encoding="utf-8") as file:
        report = json.load(file)
verdict = {0: "passed", 1: "failed"}.get(status, "error")
outputs = {"verdict": verdict, "exit-code": str(status)}
pending = []
if report is not None:
    counts = report["counts"]
    for outcome in ("passed", "changed", "new", "failed", "obsolete"):
        outputs[outcome] = str(counts[outcome])
    print("catalog check %s: %s (exit %d): %s" % (
        visible(folder), verdict, status,
        ", ".join("%s %s" % (counts[o], o) for o in ("passed", "changed", "new", "failed", "obsolete"))))
    for result in report["results"]:
        outcome = result["outcome"]
        if outcome == "passed":
            continue
        line = "  %-8s %s" % (outcome, visible(result["scenario"]))
        if result.get("profile"):
            line += " @ " + visible(result["profile"])
        if result.get("message"):
            line += ": " + visible(result["message"])
        if result.get("group"):
            line += " (change group %d)" % result["group"]
        print(line)
        if outcome in ("changed", "new") and result.get("run") is not None and result.get("profile"):
            scenario, profile = result["scenario"], result["profile"]
            if any(part in ("", ".", "..") or "/" in part or part.startswith(".") or "\0" in part
                   for part in (scenario, profile)):
                print("  (the timeline of %s is not kept: its name cannot be a file name)" % visible(scenario))
                continue
            # Beside where the baseline is: the scenario file's folder, relative to the checked one.
            subfolder = "."
            if result.get("file"):
                relative = os.path.relpath(os.path.dirname(result["file"]) or ".", folder)
                if not relative.startswith(".."):
                    subfolder = relative
            pending.append("%d\0%s\0%s.%s.timeline\0" % (result["run"], subfolder, scenario, profile))
else:
    print("catalog check %s: %s (exit %d): no report" % (visible(folder), verdict, status))
with open(pending_path, "w", encoding="utf-8") as file:
    file.write("".join(pending))
with open(outputs_path, "w", encoding="utf-8") as file:
    for key, value in outputs.items():
        file.write("%s\0%s\0" % (key, value))
PYTHON

  # The pending timelines: each changed or new result's timeline, as the check stored it
  # (`catalog show run:N` prints a run's record as '#' lines, then its timeline), in the
  # scenario's folder relative to the checked one; then every other *.timeline.new file under the
  # checked folder (pending files of earlier checks), at its relative path.
  local count=0 run subfolder file
  while IFS= read -r -d '' run && IFS= read -r -d '' subfolder && IFS= read -r -d '' file; do
    mkdir -p "$artifact/pending/$subfolder"
    if "$catalog" show "run:$run" ${location[@]+"${location[@]}"} >"$artifact/pending/$subfolder/$file" 2>"$work/show.err"; then
      count=$((count + 1))
    else
      echo "github-action.sh: the timeline of run $run ($file) could not be read:" >&2
      cat "$work/show.err" >&2
      rm -f "$artifact/pending/$subfolder/$file"
    fi
  done <"$work/pending.list"
  if [[ -d "$folder" ]]; then
    local found
    while IFS= read -r -d '' found; do
      local relative="${found#"$folder"/}"
      # The check writes a changed or new result's pending file too: it is already there, from its run
      [[ -e "$artifact/pending/${relative%.new}" ]] && continue
      mkdir -p "$artifact/pending/$(dirname "$relative")"
      cp "$found" "$artifact/pending/$relative"
      count=$((count + 1))
    done < <(find "$folder" -name .build -prune -o -type f -name '*.timeline.new' -print0)
  fi
  if ((count > 0)); then
    echo "github-action.sh: $count pending timeline(s) in $artifact/pending" >&2
  else
    rmdir "$artifact/pending" 2>/dev/null || true
  fi

  local key value
  while IFS= read -r -d '' key && IFS= read -r -d '' value; do output "$key" "$value"; done <"$work/outputs"
  output report "$(if_written "$artifact/check.json")"
  output junit "$(if_written "$artifact/check.xml")"
  output html "$(if_written "$artifact/check.html")"
  output pending "$(if_written "$artifact/pending")"
  output pending-count "$count"
  output artifact-dir "$artifact"
  output artifact-name "$name"

  if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then
    {
      if [[ ! -s "$artifact/check.json" ]]; then
        printf '## catalog check: error (exit %d)\n\n```\n' "$status"
        tail -n 20 "$work/stderr"
        printf '```\n'
      fi
      local tick='`' held=()
      if [[ -s "$artifact/check.html" ]]; then held+=("the HTML report"); fi
      if [[ -s "$artifact/check.xml" ]]; then held+=("the JUnit file"); fi
      if [[ -s "$artifact/check.json" ]]; then held+=("the JSON report"); fi
      if ((count > 0)); then held+=("$count pending timeline(s) (${tick}pending/$tick)"); fi
      if [[ "$upload" == true ]] && ((${#held[@]} > 0)); then
        local contents="${held[0]}" index
        for ((index = 1; index < ${#held[@]}; index++)); do
          if ((index == ${#held[@]} - 1)); then contents+=" and "; else contents+=", "; fi
          contents+="${held[index]}"
        done
        printf '\nThe artifact %s of this run holds %s.\n' "$tick$name$tick" "$contents"
      fi
    } >>"$GITHUB_STEP_SUMMARY"
  fi
  return "$status"
}

case "${1:-}" in
  prepare | build | check)
    subcommand="$1"
    shift
    "$subcommand" "$@"
    ;;
  -h | --help) usage ;;
  *)
    usage >&2
    exit 64
    ;;
esac
