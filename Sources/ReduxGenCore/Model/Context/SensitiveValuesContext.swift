/// The values a feature's spec marks sensitive, for the `SensitiveValues` conformances of the generated
/// State and Action (docs/templates.md, "Sensitive values").
enum SensitiveValuesContext {
    /// The keys `sensitiveStatePaths`, `sensitiveActionPaths`, `hasOneSensitiveStatePath` and
    /// `hasOneSensitiveActionPath`.
    static func keys(_ feature: ResolvedFeature) -> TemplateDictionary {
        [
            "sensitiveStatePaths": paths(feature.sensitivePaths.state),
            "sensitiveActionPaths": paths(feature.sensitivePaths.actions),
            // swift-format wants no trailing comma after the only element of a collection literal.
            "hasOneSensitiveStatePath": .bool(feature.sensitivePaths.state.count == 1),
            "hasOneSensitiveActionPath": .bool(feature.sensitivePaths.actions.count == 1),
        ]
    }

    /// Each path as `swiftLiteral`, an array of its keys: `["login", "password"]`.
    private static func paths(_ paths: [[String]]) -> TemplateValue {
        .array(paths.map { keys in
            .dictionary(["swiftLiteral": .string("[" + keys.map(QuotedText.swift).joined(separator: ", ") + "]")])
        })
    }
}
