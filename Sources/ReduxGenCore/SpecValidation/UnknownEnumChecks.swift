extension ValidationRun {
    /// With `unknown: true` the generated enum declares `case unknown(RawType)` and its own `allCases` (the
    /// listed cases), so no case of its own may become `unknown` or `allCases` in Swift.
    mutating func checkUnknownCase(of enumSpec: EnumSpec, model: ModelSpec) {
        guard enumSpec.hasUnknownCase else { return }
        for enumCase in enumSpec.cases where enumCase.swiftName == "allCases" {
            diagnostics.error(
                "case \(quoted(enumCase.name)) of model \(quoted(model.name)) becomes 'allCases', the list of its cases that 'unknown: true' declares; rename the case, or remove 'unknown: true'",
                at: enumCase.location
            )
        }
        for enumCase in enumSpec.cases where enumCase.swiftName == "unknown" {
            diagnostics.error(
                "case \(quoted(enumCase.name)) of model \(quoted(model.name)) becomes 'unknown', the case 'unknown: true' adds for raw values the enum does not list; rename the case, or remove 'unknown: true'",
                at: enumCase.location
            )
        }
    }
}
