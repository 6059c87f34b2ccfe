/// The catalog's schema migrations, compiled into the binary.
///
/// Each `Migrations/NNNN_name.sql` file is embedded in code by SwiftPM
/// (`resources: [.embedInCode(...)]`), so a `catalog` binary copied alone to another folder still
/// creates and upgrades databases: there is no resource bundle to lose. SwiftPM names each
/// embedded file after its name, with characters that cannot start or continue a Swift
/// identifier replaced by `_` (`0001_create_catalog.sql` → `_001_create_catalog_sql`).
///
/// Each migration exists in both dialects: `Migrations/NNNN_name.sql` for SQLite and
/// `Migrations/PostgreSQL/NNNN_name.postgres.sql` for PostgreSQL, with the same number and name,
/// so that both record the same schema versions. (SwiftPM embeds resources by file name, so the
/// PostgreSQL files carry `.postgres` in theirs.)
///
/// To add a migration, add both files, declare them in this target's `resources` in
/// `Package.swift`, and list them in `files` and `postgresFiles` below. `MigrationFilesTests`
/// fails when these disagree.
package enum CatalogMigrations {
  /// One embedded migration file.
  package struct File: Sendable {
    /// The file name, `0001_create_catalog.sql`.
    package let name: String
    /// The file's text, exactly as it is in `Migrations/`.
    package let sql: String

    init(_ name: String, _ bytes: [UInt8]) {
      self.name = name
      self.sql = String(decoding: bytes, as: UTF8.self)
    }

    /// The migration's identifier: the file name without `.sql` (or `.postgres.sql`),
    /// `0001_create_catalog`.
    package var identifier: String {
      for suffix in [".postgres.sql", ".sql"] where name.hasSuffix(suffix) {
        return String(name.dropLast(suffix.count))
      }
      return name
    }
  }

  /// Every migration file, sorted by name, which is the order they apply in.
  package static let files: [File] = [
    File("0001_create_catalog.sql", PackageResources._001_create_catalog_sql),
    File("0002_add_compiled_scenario.sql", PackageResources._002_add_compiled_scenario_sql),
    File("0003_add_revision_listing_index.sql", PackageResources._003_add_revision_listing_index_sql),
    File("0004_check_enum_columns.sql", PackageResources._004_check_enum_columns_sql),
    File("0005_add_batch_folder.sql", PackageResources._005_add_batch_folder_sql),
    File("0006_add_recordings.sql", PackageResources._006_add_recordings_sql),
    File("0007_hash_timelines_by_digest_form.sql", PackageResources._007_hash_timelines_by_digest_form_sql),
    File("0008_add_review_rejections.sql", PackageResources._008_add_review_rejections_sql),
    File("0009_tie_recordings_to_revisions.sql", PackageResources._009_tie_recordings_to_revisions_sql),
    File("0010_count_revision_facts.sql", PackageResources._010_count_revision_facts_sql),
    File("0011_remember_scenario_source_paths.sql", PackageResources._011_remember_scenario_source_paths_sql),
    File("0012_record_passed_results_compactly.sql", PackageResources._012_record_passed_results_compactly_sql),
  ].sorted { $0.name < $1.name }

  /// Every PostgreSQL migration file (in `Migrations/PostgreSQL/`), sorted by name: the
  /// counterpart of each file of `files`, with the same identifier.
  package static let postgresFiles: [File] = [
    File("0001_create_catalog.postgres.sql", PackageResources._001_create_catalog_postgres_sql),
    File("0002_add_compiled_scenario.postgres.sql", PackageResources._002_add_compiled_scenario_postgres_sql),
    File(
      "0003_add_revision_listing_index.postgres.sql", PackageResources._003_add_revision_listing_index_postgres_sql),
    File("0004_check_enum_columns.postgres.sql", PackageResources._004_check_enum_columns_postgres_sql),
    File("0005_add_batch_folder.postgres.sql", PackageResources._005_add_batch_folder_postgres_sql),
    File("0006_add_recordings.postgres.sql", PackageResources._006_add_recordings_postgres_sql),
    File(
      "0007_hash_timelines_by_digest_form.postgres.sql",
      PackageResources._007_hash_timelines_by_digest_form_postgres_sql),
    File("0008_add_review_rejections.postgres.sql", PackageResources._008_add_review_rejections_postgres_sql),
    File(
      "0009_tie_recordings_to_revisions.postgres.sql",
      PackageResources._009_tie_recordings_to_revisions_postgres_sql),
    File("0010_count_revision_facts.postgres.sql", PackageResources._010_count_revision_facts_postgres_sql),
    File(
      "0011_remember_scenario_source_paths.postgres.sql",
      PackageResources._011_remember_scenario_source_paths_postgres_sql),
    File(
      "0012_record_passed_results_compactly.postgres.sql",
      PackageResources._012_record_passed_results_compactly_postgres_sql),
  ].sorted { $0.name < $1.name }
}
