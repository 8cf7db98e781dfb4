import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Where in the test a failed assertion was written.
struct TestLocation: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Reports a test failure to the framework running the test: Swift Testing when a Swift Testing test is
/// running, XCTest otherwise (when available).
func reportFailure(_ message: String, at location: TestLocation) {
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: String(describing: location.fileID),
                filePath: String(describing: location.filePath),
                line: Int(location.line),
                column: Int(location.column)
            )
        )
        return
    }
    #if canImport(XCTest)
    XCTFail(message, file: location.filePath, line: location.line)
    #else
    print("\(location.filePath):\(location.line): error: \(message)")
    #endif
}
