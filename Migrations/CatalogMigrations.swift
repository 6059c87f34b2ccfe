/// The catalog's schema migrations, compiled into the binary.
///
/// Each `Migrations/NNNN_name.sql` file is embedded in code by SwiftPM
/// (`resources: [.embedInCode(...)]`), so a `catalog` binary copied alone to another folder still
/// creates and upgrades databases: there is no resource bundle to lose. SwiftPM names each
/// embedded file after its name, with characters that cannot start or continue a Swift
/// identifier replaced by `_` (`0001_create_catalog.sql` → `_001_create_catalog_sql`).
///
/// To add a migration, add the file to `Migrations/`, to this target's `resources` in
/// `Package.swift`, and to `files` below. `MigrationFilesTests` fails when the three disagree.
public enum CatalogMigrations {
  /// One embedded migration file.
  public struct File: Sendable {
    /// The file name, `0001_create_catalog.sql`.
    public let name: String
    /// The file's text, exactly as it is in `Migrations/`.
    public let sql: String

    init(_ name: String, _ bytes: [UInt8]) {
      self.name = name
      self.sql = String(decoding: bytes, as: UTF8.self)
    }

    /// The migration's identifier: the file name without `.sql`, `0001_create_catalog`.
    public var identifier: String {
      name.hasSuffix(".sql") ? String(name.dropLast(4)) : name
    }
  }

  /// Every migration file, sorted by name, which is the order they apply in.
  public static let files: [File] = [
    File("0001_create_catalog.sql", PackageResources._001_create_catalog_sql),
    File("0002_add_compiled_scenario.sql", PackageResources._002_add_compiled_scenario_sql),
    File("0003_add_revision_listing_index.sql", PackageResources._003_add_revision_listing_index_sql),
    File("0004_check_enum_columns.sql", PackageResources._004_check_enum_columns_sql),
    File("0005_add_batch_folder.sql", PackageResources._005_add_batch_folder_sql),
    File("0006_add_recordings.sql", PackageResources._006_add_recordings_sql),
    File("0007_hash_timelines_by_digest_form.sql", PackageResources._007_hash_timelines_by_digest_form_sql),
    File("0008_add_review_rejections.sql", PackageResources._008_add_review_rejections_sql),
    File("0009_tie_recordings_to_revisions.sql", PackageResources._009_tie_recordings_to_revisions_sql),
  ].sorted { $0.name < $1.name }
}
