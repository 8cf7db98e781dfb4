import Testing
@testable import ReduxGenCore

/// Each `optimistic:` step resolves to its reduce step and the record kept of it: one record property per
/// step, recording an element's member for a `where:` step and the whole field otherwise.
@Suite struct OptimisticRecordTests {
    @Test func eachStepGetsARecordPropertyOfTheKindOfWriteItRecords() throws {
        let feature = try resolve("""
            feature: Todo
            api: { baseURL: "http://localhost" }
            models:
              Chore: { fields: { id: Int, done: Bool } }
            state:
              chores: { type: "[Chore]", default: [] }
              count: { type: Int, default: 0 }
            actions: { refreshed: {} }
            endpoints:
              finish:
                method: PUT
                path: /chores/{id}
                payload: { id: Int, done: Bool }
                params: { id: payload.id }
                body: { fields: { done: payload.done } }
                response: none
                optimistic:
                  - set: chores
                    where: { id: payload.id }
                    field: done
                    from: done
                  - increment: count
            """)
        let optimism = feature.endpoints[0].optimism
        #expect(optimism.records == [
            ResolvedOptimisticRecord(
                step: ResolvedReduceStep(
                    field: "chores",
                    change: .set(.payload(local: "done")),
                    element: ResolvedElementMatch(key: "id", value: .payload(local: "id"), member: "done")
                ),
                property: "finishUndoChores",
                propertyType: "[OptimisticElementWrite<Int, Bool>]",
                beforeLocal: "before1"
            ),
            ResolvedOptimisticRecord(
                step: ResolvedReduceStep(field: "count", change: .increment(by: .int(1))),
                property: "finishUndoCount",
                propertyType: "[OptimisticWrite<Int>]",
                beforeLocal: "before2"
            ),
        ])
    }

    /// docs/spec.md, "Optimistic updates": `<endpoint>Undo<Field>`, and `2`, `3`, ... for further steps on a
    /// field.
    @Test func aRecordPropertyIsNamedAfterTheFieldItsStepChanges() throws {
        let feature = try resolve("""
            feature: Todo
            api: { baseURL: "http://localhost" }
            state:
              readIDs: { type: "[Int]", default: [] }
              count: { type: Int, default: 0 }
            actions: { refreshed: {} }
            endpoints:
              markRead:
                method: PUT
                path: /read/{id}
                payload: { id: Int }
                params: { id: payload.id }
                response: none
                optimistic:
                  - append: readIDs
                    from: id
                  - increment: count
                  - increment: count
                    by: 2
            """)
        #expect(feature.endpoints[0].optimism.records.map(\.property) == ["markReadUndoReadIDs", "markReadUndoCount", "markReadUndoCount2"])
    }
}
