import Foundation
import Testing

/// An issue a test store recorded: its message, and whether it is a warning (which does not fail a test).
struct RecordedIssue: Sendable, Equatable {
    let message: String
    let isWarning: Bool
}

final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [RecordedIssue] = []

    var issues: [RecordedIssue] { lock.withLock { recorded } }

    func append(_ issue: RecordedIssue) {
        lock.withLock { recorded.append(issue) }
    }
}

/// Runs `body` and returns the issues it records, in order. They are taken as known issues, so the caller
/// checks every one of them itself, including that there are as many as it expects.
@MainActor
func recordedIssues(_ body: @MainActor () async -> Void) async -> [RecordedIssue] {
    let log = IssueLog()
    await withKnownIssue(isIntermittent: true) {
        await body()
    } matching: { issue in
        log.append(RecordedIssue(
            message: issue.comments.map(\.rawValue).joined(separator: "\n"),
            isWarning: issue.severity == .warning
        ))
        return true
    }
    return log.issues
}
