/// The top-level names the built-in templates declare, so that validation can refuse specs whose
/// generated declarations would clash with each other or with the types generated code uses.
enum GeneratedDeclarations {
    /// The names the app files declare when several features are generated together.
    static let appNames: [String] = [
        "AppState", "AppAction", "AppEnvironment", "AppPersistence", "AppTests", "makeAppReducer", "makeAppStore",
        "makeAppMiddleware",
    ]

    /// The top-level names the files of feature `feature` (its Swift name) declare: types, the namespace
    /// of its models, and the reducer and store factories.
    static func names(ofFeature feature: String) -> [String] {
        [feature]
            + ["State", "Action", "Environment", "Reducer", "CustomReducing", "Hooks", "Persistence", "CancelID",
               "Effects", "Middleware", "RequestStarts", "Repository", "Tests", "RecordingTransport", "Samples"]
                .map { feature + $0 }
            + ["Live" + feature + "Repository", "Mock" + feature + "Repository",
               "make" + feature + "Reducer", "make" + feature + "Store", "make" + feature + "Middleware",
               "mock" + feature + "Middleware"]
    }
}
