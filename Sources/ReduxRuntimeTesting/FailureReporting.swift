import Foundation
#if canImport(Testing)
import Testing
#endif
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

#if canImport(Testing)
extension TestLocation {
    /// The place as Swift Testing records an issue at it.
    var sourceLocation: SourceLocation {
        SourceLocation(
            fileID: String(describing: fileID),
            filePath: String(describing: filePath),
            line: Int(line),
            column: Int(column)
        )
    }
}
#endif

/// Reports a test failure to the framework running the test: Swift Testing when a Swift Testing test is
/// running, XCTest otherwise (when available), and standard error as a last resort.
func reportFailure(_ message: String, at location: TestLocation) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: location.filePath, line: location.line)
    #else
    FileHandle.standardError.write(Data("\(location.filePath):\(location.line): error: \(message)\n".utf8))
    #endif
}

/// Reports what a non-exhaustive test store let pass, without failing the test: a warning in Swift Testing
/// (from Swift 6.3), standard error otherwise, since XCTest has no warnings.
func reportWarning(_ message: String, at location: TestLocation) {
    #if canImport(Testing) && compiler(>=6.3)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            severity: .warning, sourceLocation: location.sourceLocation
        )
        return
    }
    #endif
    FileHandle.standardError.write(Data("\(location.filePath):\(location.line): warning: \(message)\n".utf8))
}
