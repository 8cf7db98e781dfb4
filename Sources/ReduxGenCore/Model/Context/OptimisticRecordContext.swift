/// One optimistic step and where its request keeps the record of it: the `step` (as `_reduceStep` reads
/// it), the request state's records `property`, and `local`, the local holding the field's value
/// before the step.
struct OptimisticRecordContext: Encodable {
    var step: ReduceStepContext
    var property: String
    var local: String

    init(_ record: ResolvedOptimisticRecord) {
        step = ReduceStepContext(record.step)
        property = record.property
        local = record.beforeLocal
    }
}
