import CatalogTestSupport
import Foundation
import Testing

@testable import ScenarioFile
@testable import TransitionEngine

/// The switch table of `Docs/profiles/README.md` is derived from `ProfileFeature.all`, the one
/// description of what differs between eras, and the engine's "arrived in" diagnostics use the
/// same list.
@Suite(.tags(.small))
struct ProfileDocumentationTests {
  static let document = fixturesFolder.deletingLastPathComponent().appendingPathComponent("Docs/profiles/README.md")
  static let begin = "<!-- BEGIN switch table"
  static let end = "<!-- END switch table -->"

  @Test func theDocumentedSwitchTableIsTheOneTheEngineDescribes() throws {
    let text = try String(contentsOf: Self.document, encoding: .utf8)
    let start = try #require(text.range(of: Self.begin), "no '\(Self.begin)' marker in Docs/profiles/README.md")
    let headerEnd = try #require(text.range(of: "-->\n", range: start.upperBound..<text.endIndex))
    let finish = try #require(text.range(of: Self.end, range: headerEnd.upperBound..<text.endIndex))
    let table = ProfileFeature.markdownTable()
    let documented = String(text[headerEnd.upperBound..<finish.lowerBound])
    if Golden.isRecording && documented != table {
      let rewritten = String(text[..<headerEnd.upperBound]) + table + String(text[finish.lowerBound...])
      try rewritten.write(to: Self.document, atomically: true, encoding: .utf8)
      return
    }
    #expect(Golden.firstDifference(documented, table) == nil, "\(Golden.firstDifference(documented, table) ?? "")")
  }

  @Test func everySwitchOfTheRulesIsDescribed() {
    // Two profiles that differ must differ in a described feature's cell.
    for (a, b) in zip(EngineProfile.all, EngineProfile.all.dropFirst()) where a.rules != b.rules {
      #expect(ProfileFeature.all.contains { $0.cell(a.rules) != $0.cell(b.rules) }, "\(a.name) → \(b.name)")
    }
  }

  @Test func arrivalsNameTheFirstProfileThatHasTheFeature() {
    #expect(ProfileFeature.presentationControllers.arrival == "it arrived in uikit-8")
    #expect(ProfileFeature.swipeToDismiss.arrival == "it arrived in uikit-13")
    #expect(ProfileFeature.sheetDetents.arrival == "it arrived in iOS 15, modelled from uikit-17")
    #expect(ProfileFeature.styles.arrival(of: .popover) == "it arrived in uikit-8")
  }

  /// Issue 26 item 8: each profile's page is made from the engine, so it names the profile's
  /// rules version and describes each switch as the engine applies it (the pages had said
  /// "rules version 1" and put `viewIsAppearing(_:)` after the layout).
  @Test(arguments: EngineProfile.all)
  func eachProfilesPageIsTheOneTheEngineMakes(_ profile: EngineProfile) throws {
    let url = Self.document.deletingLastPathComponent().appendingPathComponent(
      ProfileDocumentation.fileName(of: profile))
    let page = ProfileDocumentation.page(for: profile)
    let written = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    if Golden.isRecording && written != page {
      try page.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      Golden.firstDifference(written, page) == nil,
      "\(url.lastPathComponent): \(Golden.firstDifference(written, page) ?? "")")
    #expect(page.contains("Rules version \(profile.rulesVersion)."))
  }

  @Test func viewIsAppearingIsDescribedBeforeTheLayout() {
    let page = ProfileDocumentation.page(for: .uikit17)
    #expect(page.contains("`viewIsAppearing(_:)` right after `viewWillAppear(_:)`, before the controller's own layout"))
    #expect(!page.contains("after the presented controller's first layout pass"))
  }
}

/// The scenario reader checks a fact's `profiles:` against its own list of the engine's profiles
/// (it does not depend on the engine): the two lists are the same.
@Suite(.tags(.small))
struct FactProfileNamesTests {
  @Test func theScenarioReaderKnowsTheEnginesProfiles() {
    #expect(ScenarioKeys.profileNames == EngineProfile.names)
  }
}
