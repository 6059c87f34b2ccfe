import CatalogModel
import CatalogRunner

extension FactVerdict {
  /// The verdict of a fact that does not hold, for people: its title, why, and the events that
  /// break it, each line after `indent`.
  package func text(indent: String = "  ") -> String {
    var out = indent + title + "\n"
    if let reason { out += indent + "  does not hold: " + reason + "\n" }
    for line in lines { out += indent + "  " + line + "\n" }
    return out
  }
}
