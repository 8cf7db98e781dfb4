import Foundation
import ReduxRuntime
import Testing

/// docs/runtime.md, "JSON form": the records generated state keeps for optimistic steps.
struct OptimisticWriteTests {
    func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func aWriteHasTheRequestIDAndBothValues() throws {
        let write = OptimisticWrite(RequestID(3), before: [1], after: [1, 2])
        #expect(try json(write) == #"{"after":[1,2],"before":[1],"requestID":3}"#)
        let decoded = try JSONDecoder().decode(OptimisticWrite<[Int]>.self, from: Data(try json(write).utf8))
        #expect(decoded == write)
    }

    @Test func anElementWriteAlsoHasTheKey() throws {
        let write = OptimisticElementWrite(RequestID(3), key: 7, before: false, after: true)
        #expect(try json(write) == #"{"after":true,"before":false,"key":7,"requestID":3}"#)
        let decoded = try JSONDecoder().decode(OptimisticElementWrite<Int, Bool>.self, from: Data(try json(write).utf8))
        #expect(decoded == write)
    }
}
