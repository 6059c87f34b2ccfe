import CatalogModel
import Foundation

extension ReviewBoard {
  /// What awaits review, chosen as `catalog review` chooses it: the pending files of `folder`
  /// (or of the current folder) when no catalog was chosen and they are there
  /// (`PendingFiles.reviewFolder(named:location:)`), else the last check's pending results in the
  /// catalog at `location`; with `folder`, that check must have checked that folder.
  ///
  /// - Throws: `RunnerError.noCatalog`, `.storage`, or `.invalidInput` when the last check
  ///   checked another folder (or none), or `folder` is not a folder.
  package static func session(at location: CatalogLocation, folder: String?) throws(RunnerError) -> ReviewSession {
    if location.isDefault, let root = try PendingFiles.reviewFolder(named: folder, location: location) {
      return try ReviewSession(pendingFilesIn: root)
    }
    let session = try ReviewSession(location: location)
    if let folder {
      let wanted = URL(fileURLWithPath: folder).standardizedFileURL.path
      guard let checked = session.folder, URL(fileURLWithPath: checked).standardizedFileURL.path == wanted else {
        let last =
          session.check == nil
          ? "there has been no check yet"
          : session.folder.map { "the last check checked '\(VisibleText.escaped($0))'" }
            ?? "the last check checked stored scenarios, not a folder"
        throw .invalidInput(
          "\(last), not '\(VisibleText.escaped(folder))': "
            + CommandHints.adding(location.option, to: "run 'catalog check \(VisibleText.escaped(folder))' first"))
      }
    }
    return session
  }

  /// What a review goes through, for a page's header: `the last check of 'fixtures' (batch 3)
  /// in the catalog 'catalog.sqlite'`.
  package static func subject(of session: ReviewSession) -> String {
    guard let location = session.location else { return session.subject }
    guard let check = session.check else {
      return "the catalog '\(VisibleText.escaped(location.path))' (no check yet)"
    }
    return "the last check" + (session.folder.map { " of '\(VisibleText.escaped($0))'" } ?? " of stored scenarios")
      + " (batch \(check)) in the catalog '\(VisibleText.escaped(location.path))'"
  }
}
