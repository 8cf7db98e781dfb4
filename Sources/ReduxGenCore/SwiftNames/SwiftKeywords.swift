/// Swift's reserved words, and the names reduxgen refuses for types.
public enum SwiftKeywords {
    /// Words that cannot be used as identifiers without backticks.
    public static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Patterns
        "_",
    ]

    /// Names a property, case or label may not have even with backticks, because the generated code
    /// could not refer to them unambiguously (`x.self`, `.init`, `x.Type`), or, for `inout`, pass them as an
    /// argument label (`f(inout: x)` does not parse).
    public static let forbiddenMemberNames: Set<String> = [
        "self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_", "inout",
    ]

    /// The member `Hashable` declares for every model, which a model field may not take.
    public static let hashableMember = "hashValue"

    /// Names a model or feature may not have: keywords, the metatype words, and the types the generated
    /// code itself uses (a model named `String` would shadow Swift's).
    public static let forbiddenTypeNames: Set<String> = reserved.union([
        "Type", "Protocol", "AnyObject", "Sendable", "Codable", "Equatable", "Hashable", "Error",
        "String", "Int", "Double", "Bool", "Date", "URL", "UUID", "JSON", "Array", "Dictionary", "Optional",
        "Data", "Task", "Result", "Never", "Void",
    ]).union(standardTypesGeneratedCodeUses).union(runtimeTypesGeneratedCodeUses)

    /// The types of Swift, Foundation and Swift Testing, and the modules, that generated code names.
    public static let standardTypesGeneratedCodeUses: Set<String> = [
        "CaseIterable", "CodingKey", "CodingKeys", "Encodable", "Decodable", "Encoder", "Decoder", "Int64", "Set",
        "Identifiable", "RawRepresentable", "DecodingError", "EncodingError",
        "Duration", "Clock", "ContinuousClock", "MainActor", "NSLock", "NSObject", "JSONSerialization",
        "JSONEncoder", "JSONDecoder", "Test", "Testing", "Foundation", "ReduxRuntime", "ReduxRuntimeTesting",
    ]

    /// Every top-level type of ReduxRuntime and ReduxRuntimeTesting: generated code names many of them, and
    /// a feature (whose models' namespace is a top-level type) or a model of the same name would hide the
    /// runtime's in the module or in the models. `RuntimeTypeNamesTests` keeps the list complete.
    public static let runtimeTypesGeneratedCodeUses: Set<String> = [
        "APIAuth", "APIClient", "APIError", "APIRepository", "ActionLog", "ActionLogError", "ActionPath",
        "ActionRecorder", "CancellationPolicy", "CredentialRenewal", "CredentialRenewer", "Dependencies",
        "DependencyKey", "Effect", "EffectID", "Exhaustivity", "ExpectedBody", "FieldBinding", "FilePersistenceStore",
        "HTTPFormBody", "HTTPHeaders", "HTTPMethod", "HTTPPath", "HTTPQueryItem", "HTTPRequest", "HTTPResponse",
        "HTTPTransport", "InMemoryPersistenceStore", "JSONCoding", "JSONPath", "JSONRedaction", "JSONRedactionError",
        "JSONValue", "KeyedEffectID", "LinkHeader", "LinkedPage", "LogSink", "Middleware", "MiddlewareContext",
        "MockResults", "NoResponse", "ObservableState", "ObservedField", "OptimisticElementWrite", "OptimisticWrite",
        "PageState", "PagedRequestState", "PersistedField", "PersistenceError", "PersistenceStore",
        "RecordingTransport", "Reducer", "RequestFailure", "RequestID", "RequestOutcome", "RequestState",
        "RequestStatus", "ScopedStore", "Send", "SensitiveValues", "StateDiff", "StatePersistence", "Store",
        "SubscriptionToken", "TestClock", "TestStore", "TransportFailure", "URLSessionHTTPTransport",
        "UserDefaultsPersistenceStore",
    ]

    /// Whether an identifier must be written in backticks.
    public static func needsBackticks(_ identifier: String) -> Bool {
        reserved.contains(identifier)
    }
}
