extension FeatureContext {
    /// An endpoint's optimistic records, each its step's context (as `_reduceStep` reads it) with `property`
    /// and `beforeLocal`, for `_optimisticStart` and `_optimisticSettle`; see docs/templates.md ("Endpoint").
    static func optimisticRecords(_ records: [ResolvedOptimisticRecord]) -> TemplateValue {
        .array(records.map { record in
            var values = reduceStepValues(record.step)
            values["property"] = .string(record.property)
            values["beforeLocal"] = .string(record.beforeLocal)
            return .dictionary(values)
        })
    }
}
