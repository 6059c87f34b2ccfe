#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Records a test failure at the caller's line in whichever framework is running the test:
/// Swift Testing when a `@Test` is current, else XCTest.
enum IssueReporter {
  static func fail(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: Testing.SourceLocation(
          fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line),
          column: Int(column)))
      return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    print("\(filePath):\(line): error: \(message)")
    #endif
  }
}
