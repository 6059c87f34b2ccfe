// swift-tools-version:6.1
import PackageDescription

/// On Linux, the Swift runtime and Foundation linked into the `catalog` executable rather than
/// loaded from the toolchain's shared libraries: a `catalog` copied alone runs without /opt/swift,
/// starts sooner, and its resident memory starts at about a third (README "Why a static binary").
/// SwiftPM's own `--static-swift-stdlib` does this for a whole build; here it applies to the
/// executable only, as every `swift build` makes it. The libraries are grouped so that the
/// linker resolves their references to one another in any order. Linux only: on macOS the
/// runtime is the system's and these libraries do not exist, so the flags are conditional.
let staticRuntime: [String] =
  ["-static-stdlib", "-Xlinker", "--start-group"]
  + [
    "swiftCore", "swift_Concurrency", "swift_StringProcessing", "swift_RegexParser", "swiftSynchronization",
    "swiftGlibc", "BlocksRuntime", "dispatch", "swiftDispatch", "_FoundationICU", "CoreFoundation", "Foundation",
    "FoundationEssentials", "FoundationInternationalization", "_FoundationCShims", "_FoundationCollections",
  ].flatMap { ["-Xlinker", "-l" + $0] }
  + ["-Xlinker", "--end-group", "-Xlinker", "-lstdc++"]

/// Linux-only settings are conditional, as GRDB's are: one manifest builds on macOS and Linux.
let linux: BuildSettingCondition = .when(platforms: [.linux])

/// The PostgreSQL backend (postgres-nio, swift-nio, swift-nio-ssl) is built only with the package
/// trait `PostgreSQL` (`swift build --traits PostgreSQL`): a first `swift run catalog` on SQLite
/// then builds about half as much. The test command and the team documentation turn it on.
let postgreSQL: TargetDependencyCondition? = .when(traits: ["PostgreSQL"])

/// `catalog serve` (the review page in a browser, Hummingbird on swift-nio) is built only with the
/// package trait `Server` (`swift build --traits Server`), for the same reason: a plain `swift run
/// catalog` stays light (Docs/html-report.md, "Review in the browser", has the measurements). The
/// test command turns it on.
let server: TargetDependencyCondition? = .when(traits: ["Server"])

let package = Package(
  name: "catalog",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .executable(name: "catalog", targets: ["catalog"]),
    .library(name: "TransitionEngine", targets: ["TransitionEngine"]),
    .library(name: "CatalogTesting", targets: ["CatalogTesting"]),
    .library(name: "CatalogSnapshotTesting", targets: ["CatalogSnapshotTesting"]),
    .plugin(name: "CatalogPlugin", targets: ["CatalogPlugin"]),
  ],
  traits: [
    .trait(
      name: "PostgreSQL",
      description:
        "The team catalog: a PostgreSQL backend for --db postgres://… (postgres-nio, swift-nio, swift-nio-ssl)."),
    .trait(
      name: "Server",
      description: "catalog serve: review pending changes in a browser, on 127.0.0.1 (Hummingbird, swift-nio)."),
    .default(enabledTraits: []),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
  ],
  targets: [
    // MARK: - Pure model and engine (no I/O)

    /** The scenario and timeline values every other module speaks: ids, styles, steps, events, and the canonical text and JSON Lines forms of a timeline. */
    .target(name: "CatalogModel", exclude: ["README.md"]),

    /** The headless UIKit presentation engine: replays a scenario under an engine profile and emits its timeline; never reads the clock, randomness or the environment. */
    .target(
      name: "TransitionEngine",
      dependencies: ["CatalogModel", .product(name: "HeapModule", package: "swift-collections")],
      exclude: ["README.md"]),

    // MARK: - Beside the engine: files, storage, diff

    /** Reads scenario files (YAML 1.2 or JSON) into the model, reporting every problem with file:line:column. */
    .target(
      name: "ScenarioFile",
      dependencies: ["CatalogModel", .product(name: "Yams", package: "Yams")],
      exclude: ["README.md"]),

    /** The catalog's schema: the SQL files of the `Migrations` folder (SQLite) and of `Migrations/PostgreSQL`, compiled into the binary (embedInCode) so a `catalog` copied alone still creates and upgrades databases. */
    .target(
      name: "CatalogMigrations", path: "Migrations", exclude: ["README.md"],
      resources: [
        .embedInCode("0001_create_catalog.sql"),
        .embedInCode("0002_add_compiled_scenario.sql"),
        .embedInCode("0003_add_revision_listing_index.sql"),
        .embedInCode("0004_check_enum_columns.sql"),
        .embedInCode("0005_add_batch_folder.sql"),
        .embedInCode("0006_add_recordings.sql"),
        .embedInCode("0007_hash_timelines_by_digest_form.sql"),
        .embedInCode("0008_add_review_rejections.sql"),
        .embedInCode("0009_tie_recordings_to_revisions.sql"),
        .embedInCode("0010_count_revision_facts.sql"),
        .embedInCode("0011_remember_scenario_source_paths.sql"),
        .embedInCode("0012_record_passed_results_compactly.sql"),
        .embedInCode("PostgreSQL/0001_create_catalog.postgres.sql"),
        .embedInCode("PostgreSQL/0002_add_compiled_scenario.postgres.sql"),
        .embedInCode("PostgreSQL/0003_add_revision_listing_index.postgres.sql"),
        .embedInCode("PostgreSQL/0004_check_enum_columns.postgres.sql"),
        .embedInCode("PostgreSQL/0005_add_batch_folder.postgres.sql"),
        .embedInCode("PostgreSQL/0006_add_recordings.postgres.sql"),
        .embedInCode("PostgreSQL/0007_hash_timelines_by_digest_form.postgres.sql"),
        .embedInCode("PostgreSQL/0008_add_review_rejections.postgres.sql"),
        .embedInCode("PostgreSQL/0009_tie_recordings_to_revisions.postgres.sql"),
        .embedInCode("PostgreSQL/0010_count_revision_facts.postgres.sql"),
        .embedInCode("PostgreSQL/0011_remember_scenario_source_paths.postgres.sql"),
        .embedInCode("PostgreSQL/0012_record_passed_results_compactly.postgres.sql"),
      ]),

    /** Linux extended attributes for Swift (getxattr, setxattr), which the Glibc module does not export: the catalog's health mark lives in one. */
    .target(name: "CExtendedAttributes"),

    /** SQLite's process-wide settings through sqlite3_config(), a variadic C function Swift cannot call: its memory statistics off, whose mutex every SQLite allocation took. */
    .target(name: "CSQLiteSettings", linkerSettings: [.linkedLibrary("sqlite3")]),

    /** The catalog's storage: one interface (CatalogDatabase) over two backends, SQLite (GRDB, the embedded default) and PostgreSQL (postgres-nio, a team's shared server); schema from the Migrations folder embedded in the binary, scenarios with history, runs, content-addressed timelines, baselines. */
    .target(
      name: "CatalogStorage",
      dependencies: [
        "CatalogModel",
        "CatalogMigrations",
        "CExtendedAttributes",
        "CSQLiteSettings",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "PostgresNIO", package: "postgres-nio", condition: postgreSQL),
        .product(name: "NIOCore", package: "swift-nio", condition: postgreSQL),
        .product(name: "NIOPosix", package: "swift-nio", condition: postgreSQL),
        .product(name: "NIOSSL", package: "swift-nio-ssl", condition: postgreSQL),
        .product(name: "Logging", package: "swift-log", condition: postgreSQL),
      ],
      exclude: ["README.md"]),

    /** Device recordings: the recording file (a header and JSON Lines) and the console-log importer that makes one from what an app printed (Swift, Objective-C and NSLog forms), with line:column problems; pure. */
    .target(name: "RecordingFile", dependencies: ["CatalogModel"], exclude: ["README.md"]),

    /** Sequence diff of timelines (Myers), change signatures, and their unified, side-by-side and JSON renderings; pure. */
    .target(name: "CatalogDiff", dependencies: ["CatalogModel"], exclude: ["README.md"]),

    /** Scenarios written in Swift (TransitionScenario and its elements, one per key of a scenario file), read by the same reader as files; and the writer of a file as that Swift; pure. */
    .target(name: "ScenarioBuilder", dependencies: ["CatalogModel", "ScenarioFile"], exclude: ["README.md"]),

    // MARK: - In a team's own tests

    /** expectTimeline(of:profile:) for Swift Testing and XCTest: a scenario's timeline against its baseline file, recorded when missing; no database. */
    .target(
      name: "CatalogTesting",
      dependencies: ["CatalogModel", "TransitionEngine", "ScenarioFile", "ScenarioBuilder", "CatalogDiff"],
      exclude: ["README.md"]),

    /** A swift-snapshot-testing strategy: assertSnapshot(of: scenario, as: .timeline(profile:)). */
    .target(
      name: "CatalogSnapshotTesting",
      dependencies: [
        "CatalogTesting", "CatalogModel", "TransitionEngine",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["README.md"]),

    /** `swift package catalog …`: runs this package's catalog command in a package that depends on it. */
    .plugin(
      name: "CatalogPlugin",
      capability: .command(
        intent: .custom(
          verb: "catalog", description: "Runs the catalog command (check, run, accept, …) in this package."),
        permissions: [
          .writeToPackageDirectory(
            reason: "catalog check and accept write baseline and pending timeline files beside the scenarios")
        ]),
      dependencies: ["catalog"]),

    // MARK: - Runner and command line

    /** Wires files, engine, store and diff into the operations the CLI offers: run, check, accept, import, export. */
    .target(
      name: "CatalogRunner",
      dependencies: [
        "CatalogModel", "TransitionEngine", "ScenarioFile", "ScenarioBuilder", "CatalogStorage", "CatalogDiff",
        "RecordingFile",
      ],
      exclude: ["README.md"]),

    /** The renderings of the runner's reports: text, JSON, JSON Lines, Markdown, JUnit, HTML, Mermaid and trace. Each report's `Report` conformance lives here, beside its folder's use case; the runner returns the values. */
    .target(
      name: "CatalogReports",
      dependencies: [
        "CatalogModel", "TransitionEngine", "ScenarioFile", "CatalogStorage", "CatalogDiff", "RecordingFile",
        "CatalogRunner",
      ],
      exclude: ["README.md"]),

    /** `catalog serve`: the review page over HTTP on loopback (Hummingbird): pending changes, accept and reject through the runner's review operations, a per-run token; no file paths from requests. */
    .target(
      name: "CatalogServer",
      dependencies: [
        "CatalogRunner", "CatalogReports",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
      ],
      exclude: ["README.md"]),

    /** The `catalog` commands (swift-argument-parser), kept thin: parse, call the runner, print. */
    .target(
      name: "CatalogCLI",
      dependencies: [
        "CatalogRunner", "CatalogReports", "CatalogModel", "TransitionEngine",
        .target(name: "CatalogServer", condition: server),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Rainbow", package: "Rainbow"),
      ],
      exclude: ["README.md"]),

    /** The `catalog` executable: one file that calls CatalogCLI. */
    .executableTarget(
      name: "catalog", dependencies: ["CatalogCLI"],
      linkerSettings: [.unsafeFlags(staticRuntime, linux)]),

    // MARK: - Benchmarks

    /** A raw SQLite C-API insert loop, the yardstick for the store's ingest benchmark. */
    .target(
      name: "CRawSQLite", path: "Benchmarks/CRawSQLite",
      linkerSettings: [.linkedLibrary("sqlite3")]),

    /** `catalog-measure`: runs a command and prints its exit status, wall time and peak memory, for `catalog-benchmark` to measure its peers without counting its own memory. */
    .executableTarget(name: "catalog-measure", path: "Benchmarks/CatalogMeasure"),

    /** `catalog-benchmark`: engine throughput, store ingest, check and diff timings, each printed beside its goal. */
    .executableTarget(
      name: "catalog-benchmark",
      dependencies: [
        "CatalogModel", "TransitionEngine", "ScenarioFile", "CatalogStorage", "CatalogDiff",
        "CatalogRunner", "CatalogReports", "CRawSQLite", .product(name: "Yams", package: "Yams"),
      ],
      path: "Benchmarks/CatalogBenchmark"),

    // MARK: - Fuzzing

    /** The fuzz targets: the scenario reader, the timeline readers, the engine (any valid scenario from a generator of choices, under every profile), the console-log importer, the recording and baseline readers and catalog.yaml, each a function of bytes; no I/O. */
    .target(
      name: "CatalogFuzzTargets", dependencies: ["CatalogModel", "ScenarioFile", "TransitionEngine", "RecordingFile"],
      path: "Fuzz/CatalogFuzzTargets", exclude: ["README.md"]),

    /** `catalog-fuzz`: the fuzz targets under libFuzzer (built with `--sanitize fuzzer -DCATALOG_LIBFUZZER` by Scripts/fuzz.sh), or replaying files under a watchdog. */
    .executableTarget(name: "catalog-fuzz", dependencies: ["CatalogFuzzTargets"], path: "Fuzz/CatalogFuzz"),

    // MARK: - Tests

    /** What several test targets share: temporary folders, read-only files, the scenario texts, the first release's catalog rows, and catalogs of either kind (a database of its own on the test PostgreSQL server). */
    .target(
      name: "CatalogTestSupport", dependencies: ["CatalogModel", "CatalogStorage"], path: "Tests/CatalogTestSupport"),

    .testTarget(name: "CatalogModelTests", dependencies: ["CatalogModel", "CatalogTestSupport"]),
    .testTarget(
      name: "TransitionEngineTests",
      dependencies: [
        "TransitionEngine", "ScenarioFile", "CatalogModel", "CatalogTestSupport", "CatalogFuzzTargets",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(name: "ScenarioFileTests", dependencies: ["ScenarioFile", "CatalogModel", "CatalogTestSupport"]),
    .testTarget(
      name: "ScenarioBuilderTests",
      dependencies: ["ScenarioBuilder", "ScenarioFile", "TransitionEngine", "CatalogModel", "CatalogTestSupport"]),
    .testTarget(
      name: "CatalogTestingTests",
      dependencies: ["CatalogTesting", "CatalogModel", "CatalogTestSupport"]),
    .testTarget(
      name: "CatalogSnapshotTestingTests",
      dependencies: [
        "CatalogSnapshotTesting", "CatalogTesting", "CatalogTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "CatalogStorageTests",
      dependencies: [
        "CatalogStorage", "CatalogMigrations", "CatalogModel", "CatalogTestSupport", "ScenarioFile",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      exclude: ["Scenarios/Golden"]),
    .testTarget(
      name: "RecordingFileTests",
      dependencies: ["RecordingFile", "CatalogModel", "ScenarioFile", "CatalogTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(name: "CatalogDiffTests", dependencies: ["CatalogDiff", "CatalogModel", "CatalogTestSupport"]),
    .testTarget(
      name: "CatalogReportsTests",
      dependencies: ["CatalogReports", "CatalogDiff", "CatalogModel", "TransitionEngine", "CatalogTestSupport"]),
    .testTarget(
      name: "CatalogRunnerTests",
      dependencies: [
        "CatalogRunner", "CatalogStorage", "CatalogModel", "ScenarioFile", "TransitionEngine", "CatalogTestSupport",
        "RecordingFile", "CatalogDiff", "CatalogReports", "CatalogFuzzTargets",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      exclude: ["Golden", "Fuzz/Regressions"]),
    .testTarget(
      name: "CatalogCLITests",
      dependencies: [
        "CatalogCLI", "CatalogRunner", "CatalogReports", "CatalogStorage", "TransitionEngine", "CatalogModel",
        "CatalogMigrations", "CatalogTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["Safety/InterruptedCreation"]),
  ],
  swiftLanguageModes: [.v6]
)
