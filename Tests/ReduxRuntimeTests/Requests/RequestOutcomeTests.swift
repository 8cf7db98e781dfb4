import Foundation
import ReduxRuntime
import Testing

/// docs/runtime.md, "Request outcomes" and "JSON form": how an outcome reaches an endpoint's status, its
/// failure list and its optimistic records.
struct RequestOutcomeTests {
    typealias Outcome = RequestOutcome<[Int]>

    @Test func theOutcomeOfTheRequestInFlightCountsAndSetsTheStatus() {
        var status = RequestStatus.loading(RequestID(2))
        #expect(status.finish(Outcome.succeeded(RequestID(2), [1])) == .succeeded(RequestID(2), [1]))
        #expect(status == .loaded)

        status = .loading(RequestID(3))
        #expect(status.finish(Outcome.failed(RequestID(3), .httpStatus(500, body: nil)))?.error == .httpStatus(500, body: nil))
        #expect(status == .failed(.httpStatus(500, body: nil)))

        status = .loading(RequestID(4))
        #expect(status.finish(Outcome.cancelled(RequestID(4))) == .cancelled(RequestID(4)))
        #expect(status == .idle)
    }

    @Test func aStaleOutcomeIsIgnored() {
        var status = RequestStatus.loading(RequestID(2))
        #expect(status.finish(Outcome.succeeded(RequestID(1), [1])) == nil)
        #expect(status.finish(Outcome.failed(RequestID(1), .cancelled)) == nil)
        #expect(status.finish(Outcome.cancelled(RequestID(1))) == nil)
        #expect(status == .loading(RequestID(2)))

        var loaded = RequestStatus.loaded
        #expect(loaded.finish(Outcome.succeeded(RequestID(2), [1])) == nil)
        #expect(loaded == .loaded)
    }

    @Test func keepingEveryResponseCountsEverySuccessButOnlyTheCurrentFailure() {
        var status = RequestStatus.loading(RequestID(2))
        #expect(status.finish(Outcome.succeeded(RequestID(1), [7]), keepingEveryResponse: true)?.response == [7])
        #expect(status == .loading(RequestID(2)), "the status follows the latest request")
        #expect(status.finish(Outcome.failed(RequestID(1), .cancelled), keepingEveryResponse: true) == nil)
        #expect(status.finish(Outcome.cancelled(RequestID(1)), keepingEveryResponse: true) == nil)
        #expect(status == .loading(RequestID(2)))
        #expect(status.finish(Outcome.succeeded(RequestID(2), [8]), keepingEveryResponse: true)?.response == [8])
        #expect(status == .loaded)
    }

    @Test func everyFailureIsRecordedCurrentOrNot() {
        var failures: [RequestFailure] = []
        failures.record(Outcome.failed(RequestID(1), .cancelled))
        failures.record(Outcome.succeeded(RequestID(2), []))
        failures.record(Outcome.cancelled(RequestID(3)))
        failures.record(Outcome.failed(RequestID(4), .httpStatus(409, body: "taken")))
        #expect(failures == [RequestFailure(RequestID(1), .cancelled), RequestFailure(RequestID(4), .httpStatus(409, body: "taken"))])
    }

    @Test func aSuccessDropsTheRecordAndKeepsTheValue() {
        var favorites = [1, 2]
        var records = [OptimisticWrite(RequestID(1), before: [1], after: [1, 2])]
        records.settle(Outcome.succeeded(RequestID(1), []), restoring: &favorites)
        #expect(records.isEmpty)
        #expect(favorites == [1, 2])
    }

    @Test func aFailurePutsTheValueBack() {
        var favorites = [1, 2]
        var records = [
            OptimisticWrite(RequestID(1), before: [1], after: [1, 2]),
            OptimisticWrite(RequestID(2), before: [5], after: [5, 6]),
        ]
        records.settle(Outcome.failed(RequestID(1), .cancelled), restoring: &favorites)
        #expect(favorites == [1])
        #expect(records == [OptimisticWrite(RequestID(2), before: [5], after: [5, 6])])

        var count = 6
        var counts = [OptimisticWrite(RequestID(3), before: 5, after: 6)]
        counts.settle(Outcome.failed(RequestID(3), .httpStatus(500, body: nil)), restoring: &count)
        #expect(count == 5)
        #expect(counts.isEmpty)
    }

    /// docs/spec.md, "Optimistic updates": a cancelled request may have reached the server, so its change
    /// stays; only its record goes.
    @Test func aCancellationKeepsTheChangeAndDropsTheRecord() {
        var count = 6
        var counts = [OptimisticWrite(RequestID(3), before: 5, after: 6)]
        counts.settle(Outcome.cancelled(RequestID(3)), restoring: &count)
        #expect(count == 6)
        #expect(counts.isEmpty)

        var items = [Item(id: 1, isStarred: true)]
        var records = [OptimisticElementWrite(RequestID(4), key: 1, before: false, after: true)]
        records.settle(Outcome.cancelled(RequestID(4)), restoring: \.isStarred, in: &items, key: \.id)
        #expect(items == [Item(id: 1, isStarred: true)])
        #expect(records.isEmpty)
    }

    @Test func anUndoNeverOverwritesANewerChange() {
        var favorites = [1, 2, 3]
        var records = [OptimisticWrite(RequestID(1), before: [1], after: [1, 2])]
        records.settle(Outcome.failed(RequestID(1), .cancelled), restoring: &favorites)
        #expect(favorites == [1, 2, 3])
        #expect(records.isEmpty)
    }

    @Test func anOutcomeOfAnotherRequestLeavesTheRecords() {
        var favorites = [1, 2]
        var records = [OptimisticWrite(RequestID(1), before: [1], after: [1, 2])]
        records.settle(Outcome.failed(RequestID(9), .cancelled), restoring: &favorites)
        #expect(favorites == [1, 2])
        #expect(records.count == 1)
    }

    struct Item: Equatable {
        var id: Int
        var isStarred: Bool
    }

    @Test func anElementUndoRestoresEveryElementWithTheKeyThatStillHoldsTheChange() {
        var items = [Item(id: 1, isStarred: true), Item(id: 2, isStarred: true), Item(id: 1, isStarred: false)]
        var records = [OptimisticElementWrite(RequestID(1), key: 1, before: false, after: true)]
        records.settle(Outcome.failed(RequestID(1), .cancelled), restoring: \.isStarred, in: &items, key: \.id)
        #expect(items == [Item(id: 1, isStarred: false), Item(id: 2, isStarred: true), Item(id: 1, isStarred: false)])
        #expect(records.isEmpty)

        items = [Item(id: 1, isStarred: true)]
        records = [OptimisticElementWrite(RequestID(2), key: 1, before: false, after: true)]
        records.settle(Outcome.succeeded(RequestID(2), []), restoring: \.isStarred, in: &items, key: \.id)
        #expect(items == [Item(id: 1, isStarred: true)])
        #expect(records.isEmpty)
    }

    @Test func theJSONFormIsTheCaseNameWithItsValuesByPosition() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func json(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        #expect(try json(Outcome.succeeded(RequestID(3), [1])) == #"{"succeeded":{"_0":3,"_1":[1]}}"#)
        #expect(try json(Outcome.failed(RequestID(3), .cancelled)) == #"{"failed":{"_0":3,"_1":{"cancelled":{}}}}"#)
        #expect(try json(Outcome.cancelled(RequestID(3))) == #"{"cancelled":{"_0":3}}"#)
        #expect(try json(RequestOutcome<NoResponse>.succeeded(RequestID(4))) == #"{"succeeded":{"_0":4,"_1":{}}}"#)
        let decoded = try JSONDecoder().decode(Outcome.self, from: Data(#"{"failed":{"_0":5,"_1":{"cancelled":{}}}}"#.utf8))
        #expect(decoded == .failed(RequestID(5), .cancelled))
        #expect(decoded.requestID == RequestID(5))
        #expect(decoded.response == nil)
    }
}
