#if canImport(XCTest)
import XCTest
import ReduxRuntime
import ReduxRuntimeTesting

/// Outside of Swift Testing, TestStore failures must reach XCTest. This case intercepts the failures it
/// expects and lets every other failure through.
final class TestStoreXCTestReportingTests: XCTestCase {
    private nonisolated(unsafe) var interceptedFailures: [String] = []

    private func intercepts(_ description: String) -> Bool {
        guard description.contains("differs from the expected state") else { return false }
        interceptedFailures.append(description)
        return true
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        if !intercepts(issue.compactDescription) { super.record(issue) }
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if !intercepts(description) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #endif

    @MainActor
    func testFailuresAreReportedThroughXCTest() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        await store.send(.increment) { $0.count = 2 }
        XCTAssertEqual(interceptedFailures.count, 1)
        XCTAssertTrue(interceptedFailures.first?.contains("count: 1") == true)
    }
}
#endif
