import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogTesting

/// `expectTimeline` under XCTest: its failures reach XCTest at the caller's line.
final class ExpectTimelineXCTests: XCTestCase {
  private var failures: [(description: String, line: Int)] = []

  #if canImport(Darwin)
  override func record(_ issue: XCTIssue) {
    failures.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
  }
  #else
  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    failures.append((description, lineNumber))
  }
  #endif

  func testAMissingBaselineIsAnXCTestFailureAtTheCallersLine() throws {
    let folder = try TemporaryFolder()
    try folder.write("plain.yaml", "name: plain\nwindow: A\ncontrollers: {A: {}, B: {}}\nsteps:\n  - present: B\n")
    let line = #line + 1
    try CatalogTesting.expectTimeline(
      of: "plain.yaml", profile: .uikit17, record: nil, environment: [:], testFolder: folder.path,
      at: (#fileID, #filePath, #line, #column))
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertTrue(failures.first?.description.contains("recorded a new baseline for 'plain' under uikit-17") ?? false)
    failures = []
    try CatalogTesting.expectTimeline(
      of: "plain.yaml", profile: .uikit17, record: nil, environment: [:], testFolder: folder.path,
      at: (#fileID, #filePath, #line, #column))
    XCTAssertTrue(failures.isEmpty)
  }
}
