/// Writes a ``ResolvedSampleValue`` as Swift source on one line, as `_sampleValue` does, for the few places
/// a sample still reaches templates inside other text: the arguments of the repository call a test expects
/// (`expectedCall`, `liveCall`, whose arguments are text), the providers of the test environment
/// (`testEnvironmentCall`) and the live-request test's run-time inputs
/// (`SampleValueSource.source(for:variant:)`).
enum SampleValueText {
    static func text(of value: ResolvedSampleValue) -> String {
        switch value {
        case .literal(let literal):
            return Self.text(of: literal)
        case .date(let seconds):
            return "Date(timeIntervalSince1970: \(seconds))"
        case .elements(let elements):
            return "[" + elements.map(text(of:)).joined(separator: ", ") + "]"
        case .entry(let key, let value):
            return "[" + SwiftLiteralSource.stringLiteral(key) + ": " + text(of: value) + "]"
        case .model(let type, let arguments):
            return type + "(" + arguments.map { $0.label + ": " + text(of: $0.value) }.joined(separator: ", ") + ")"
        case .sharedSample(let namespace, let isOther, let member):
            return namespace + (isOther ? ".Other." : ".") + member
        case .local(let name):
            return name
        case .member(let base, let name):
            return text(of: base) + "." + name
        case .httpErrorDescription(let status):
            return "APIError.httpStatus(\(status), body: nil).description"
        }
    }

    /// `literal` as `_literal` writes it.
    static func text(of literal: ResolvedLiteral) -> String {
        switch literal {
        case .null: "nil"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let text): text
        case .string(let text): SwiftLiteralSource.stringLiteral(text)
        case .url(let text): "URL(string: \(SwiftLiteralSource.stringLiteral(text)))!"
        case .uuid(let text): "UUID(uuidString: \(SwiftLiteralSource.stringLiteral(text)))!"
        case .enumCase(let type, let name): type + "." + name
        case .array(let elements): "[" + elements.map(text(of:)).joined(separator: ", ") + "]"
        case .dictionary(let entries) where entries.isEmpty: "[:]"
        case .dictionary(let entries):
            "[" + entries.map { SwiftLiteralSource.stringLiteral($0.key) + ": " + text(of: $0.value) }.joined(separator: ", ") + "]"
        }
    }
}
