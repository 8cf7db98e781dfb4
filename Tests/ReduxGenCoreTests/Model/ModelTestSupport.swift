import Testing
@testable import ReduxGenCore

/// The resolved feature of spec text, which must read without errors.
func resolve(_ text: String, access: AccessLevel = .internal) throws -> ResolvedFeature {
    let (spec, diagnostics) = readSpec(text)
    let errors = diagnostics.filter(\.isError).map(\.message)
    #expect(errors.isEmpty)
    let decoded = try #require(spec)
    return try FeatureResolver(access: access, testModule: "App").resolve(decoded, specPath: "specs/test.yaml")
}

/// `value` as the built-in `_sampleValue` partial writes it.
func written(_ value: ResolvedSampleValue) throws -> String {
    try TemplateRenderer().render(templateNamed: "_sampleValue", context: sampleValueContext(value))
}

/// The context the `_sampleValue` partial writes `value` from.
func sampleValueContext(_ value: ResolvedSampleValue) -> TemplateValue {
    TemplateValueEncoder.encode(SampleValuePart.parts(of: value))
}
