/// One optimistic step and where its request keeps the record of it: the `step` (as `_reduceStep` reads
/// it), the state `property` holding the records and its `type`, and `local`, the local holding the
/// field's value before the step.
struct OptimisticRecordContext: Encodable {
    var step: ReduceStepContext
    var property: String
    var type: String
    var local: String

    init(_ record: ResolvedOptimisticRecord) {
        step = ReduceStepContext(record.step)
        property = record.property
        type = record.propertyType
        local = record.beforeLocal
    }
}
