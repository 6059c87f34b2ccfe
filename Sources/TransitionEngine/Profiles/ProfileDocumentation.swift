import CatalogModel

/// The pages of `Docs/profiles/`, one per profile, made from the profiles and their features
/// (`EngineProfile`, `ProfileFeature`) rather than written by hand: a page cannot say another
/// rules version than the profile has, nor describe a switch otherwise than the engine does.
/// `ProfileDocumentationTests` fails when a page differs from what this makes, and
/// `RECORD_GOLDEN=1 swift test --filter ProfileDocumentationTests` writes the pages again.
///
/// For example:
/// ```swift
/// let page = ProfileDocumentation.page(for: .uikit17)   // "# uikit-17 — iOS 17+\n…"
/// ```
public enum ProfileDocumentation {
  /// The comment each page carries below its title.
  public static let notice =
    "<!-- Generated from the engine (EngineProfile and ProfileFeature, Sources/TransitionEngine/Profiles/): "
    + "change those, then `RECORD_GOLDEN=1 swift test --filter ProfileDocumentationTests` writes this page again. -->"

  /// `uikit-8.md`.
  public static func fileName(of profile: EngineProfile) -> String {
    profile.name + ".md"
  }

  /// A fixture whose diff between two neighbouring profiles shows what the second changes.
  static let neighbourExamples: [String: String] = [
    "uikit-7 uikit-8": "fixtures/zoom-from-cell.yaml",
    "uikit-8 uikit-13": "fixtures/ios13-default-style.yaml",
    "uikit-13 uikit-17": "fixtures/non-animated-presentation.yaml",
  ]

  /// The steps a profile refuses when it lacks a feature, as `TransitionEngine.diagnostics(for:)`
  /// refuses them.
  static let refusedSteps: [(steps: String, feature: ProfileFeature)] = [
    ("`traits` and `resize`", .traitCollections),
    ("`swipeDown`", .swipeToDismiss),
    ("`detent`", .sheetDetents),
  ]

  /// The page of `profile`.
  public static func page(for profile: EngineProfile) -> String {
    let all = EngineProfile.all
    let index = profile.eraIndex
    let previous = index > 0 ? all[index - 1] : nil
    let next = index + 1 < all.count ? all[index + 1] : nil
    var out = "# \(profile.name) — \(profile.era)\n\n\(notice)\n\n"
    out += "Rules version \(profile.rulesVersion). "
    out += profile.summary.prefix(1).uppercased() + profile.summary.dropFirst() + ".\n"
    if profile == EngineProfile.newest {
      out += "\nThe newest profile: the one `catalog run` and `catalog explain` use when none is named.\n"
    }
    if let previous {
      out += "\n## What it changes from \(previous.name)\n\n"
      for feature in ProfileFeature.all where feature.cell(previous.rules) != feature.cell(profile.rules) {
        out += bullet(feature, profile)
      }
    } else {
      out += "\n## What it has, and lacks\n\n"
      for feature in ProfileFeature.all { out += bullet(feature, profile) }
    }
    out += "\n## What it refuses\n\n"
    var refused: [String] = []
    for (steps, feature) in refusedSteps where feature.isPresent?(profile.rules) == false {
      refused.append("- \(steps) steps: \(feature.arrival).\n")
    }
    let styles = PresentationStyle.allCases.filter { !profile.rules.styles.contains($0) }
    if let first = styles.first {
      let names: [String] = styles.map { "`" + $0.rawValue + "`" }
      let arrival = "they" + ProfileFeature.styles.arrival(of: first).dropFirst("it".count)
      refused.append("- the styles " + names.joined(separator: ", ") + ": " + arrival + ".\n")
    }
    if refused.isEmpty {
      out += "No step or style of the scenario format.\n"
    } else {
      out += refused.joined()
      out +=
        "\nA scenario that uses one is refused with a message naming the profile and where it is used, never "
        + "replayed into a silently different timeline; `--profile all` skips the profile with a note.\n"
    }
    out += "\n## Every switch\n\n| switch | \(profile.name) | rule |\n|---|---|---|\n"
    for feature in ProfileFeature.all {
      out += "| \(feature.title) | \(feature.cell(profile.rules)) | \(feature.rules) |\n"
    }
    out += "\n## Compared with its neighbours\n\n"
    for (from, to) in [(previous, profile), (profile, next)] {
      guard let from, let to, let example = neighbourExamples["\(from.name) \(to.name)"] else { continue }
      out += "- with \(from == profile ? to.name : from.name) ([\(from == profile ? to.name : from.name)]"
      out += "(\(fileName(of: from == profile ? to : from)))):\n"
      out += "  `catalog diff \(example) --profile \(from.name) --against \(to.name)`\n"
    }
    return out
  }

  /// `- **title** (rules …): what it is under the profile.`
  private static func bullet(_ feature: ProfileFeature, _ profile: EngineProfile) -> String {
    let plural = feature.rules.contains(",") ? "rules" : "rule"
    return "- **\(feature.title)** (\(plural) \(feature.rules)): \(feature.detail(profile.rules))\n"
  }
}
