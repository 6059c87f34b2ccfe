import CatalogMigrations
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogStorage

/// The migrations compiled into the binary are exactly the files of `Migrations/`.
@Suite(.tags(.small))
struct MigrationFilesTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let folder = repository.appendingPathComponent("Migrations")

  static func filesOnDisk() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".sql") }
      .sorted()
  }

  /// The embedded SQL never drifts from the files: a new file that was not registered, or an
  /// edit the binary does not have, fails here.
  @Test func embeddedMigrationsEqualTheFilesInMigrations() throws {
    // Given the files of Migrations/
    let names = try Self.filesOnDisk()
    #expect(!names.isEmpty)

    // Then the binary embeds the same files, in the same order, with the same bytes
    #expect(CatalogMigrations.files.map(\.name) == names)
    for file in CatalogMigrations.files {
      let onDisk = try String(
        contentsOf: Self.folder.appendingPathComponent(file.name), encoding: .utf8)
      #expect(file.sql == onDisk, "\(file.name) differs from the embedded copy: rebuild")
    }
  }

  @Test func everyFileIsDeclaredInPackageSwift() throws {
    let manifest = try String(
      contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    for name in try Self.filesOnDisk() {
      #expect(
        manifest.contains(".embedInCode(\"\(name)\")"),
        "declare \(name) in CatalogMigrations' resources")
    }
  }

  /// Files are named `NNNN_words.sql`, numbered 0001, 0002... without gaps or duplicates.
  @Test func filesAreNumberedInOrder() throws {
    let names = try Self.filesOnDisk()
    for (index, name) in names.enumerated() {
      let number = String(format: "%04d", index + 1)
      #expect(name.hasPrefix(number + "_"), "\(name) should start with \(number)_")
      let stem = name.dropFirst(5).dropLast(4)
      #expect(
        !stem.isEmpty && stem.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" }, "\(name)")
    }
  }

  @Test func migrationsAreRegisteredByFileStem() {
    #expect(
      CatalogSchema.migrator.migrations
        == CatalogMigrations.files.map { String($0.name.dropLast(4)) })
    #expect(CatalogDatabase.knownMigrations.first == "0001_create_catalog")
    #expect(CatalogSchema.version(of: "0003_add_things") == "0003")
  }

  /// Each SQLite migration has its PostgreSQL counterpart in `Migrations/PostgreSQL`, with the
  /// same number and name, embedded byte for byte and declared in Package.swift.
  @Test func everyMigrationHasItsPostgreSQLCounterpart() throws {
    let postgresFolder = Self.folder.appendingPathComponent("PostgreSQL")
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: postgresFolder.path)
      .filter { $0.hasSuffix(".postgres.sql") }.sorted()
    #expect(CatalogMigrations.postgresFiles.map(\.name) == onDisk)
    #expect(CatalogMigrations.postgresFiles.map(\.identifier) == CatalogMigrations.files.map(\.identifier))
    let manifest = try String(
      contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    for file in CatalogMigrations.postgresFiles {
      let text = try String(contentsOf: postgresFolder.appendingPathComponent(file.name), encoding: .utf8)
      #expect(file.sql == text, "\(file.name) differs from the embedded copy: rebuild")
      #expect(manifest.contains(".embedInCode(\"PostgreSQL/\(file.name)\")"), "declare \(file.name)")
    }
  }
}
