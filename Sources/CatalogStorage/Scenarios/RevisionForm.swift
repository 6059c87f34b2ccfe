/// What a replay reads of a revision a chunk at a time (`CatalogDatabase.readForms`): its compiled
/// form, and its source when the compiled form is missing or of another format version.
struct RevisionForm {
  var compiled: [UInt8]?
  var source: String?
}
