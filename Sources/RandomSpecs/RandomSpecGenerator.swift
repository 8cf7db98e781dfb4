import ReduxGenCore

/// One spec file of a random module: its file name and its YAML tree.
public struct RandomSpecFile: Equatable, Sendable {
    /// `<feature>.yaml`.
    public var fileName: String
    public var tree: SpecTree
    /// The seed the file's module was made from.
    public var seed: UInt64
}

/// Makes random VALID specs from a seed, the same specs for the same seed on every machine.
///
/// A module holds one to three features. Together they use every type form (scalars, `Date`, `URL`,
/// `UUID`, `JSON`, struct, enum and sum models, optionals, arrays, dictionaries), keyword and `_`/`-` names
/// and the names generated code gives its own locals, long feature, model and endpoint names (whose
/// generated declarations pass 120 columns and are wrapped), every reduce step (with `where:`), request
/// values from state, payload, other features, literals and templates (several of one name in one
/// request), JSON and form bodies, every store target, pagination style and concurrency policy,
/// authentication, optimistic and outcome steps, hooks, trigger conditions, chains, actions across features,
/// persistence, sensitive values and both side-effect styles (docs/property-based-testing.md lists them).
/// Every choice respects the rules of docs/spec.md, so each module must validate, and its generated code
/// must build without warnings and pass its tests.
public enum RandomSpecGenerator {
    /// The spec files of the module made from `seed`, each feature named after the seed so that the
    /// modules of several seeds can be generated together.
    public static func module(seed: UInt64) -> [RandomSpecFile] {
        var random = SeededRandom(seed: seed)
        let count = Int.random(in: 1...3, using: &random)
        var others: [FeatureBuilder.OtherFeature] = []
        return (0..<count).map { index in
            var builder = FeatureBuilder(random: random, seed: seed, index: index, others: others)
            let tree = builder.build()
            random = builder.random
            others.append(builder.summary)
            return RandomSpecFile(fileName: builder.featureName + ".yaml", tree: tree, seed: seed)
        }
    }
}

/// Builds one random feature.
struct FeatureBuilder {
    var random: SeededRandom
    let seed: UInt64
    let index: Int
    let featureName: String

    /// The features of the module made before this one, which its requests, triggers and steps may name
    /// (`app.<feature>.<field>`): never a later one, so that chains across features always end.
    let others: [OtherFeature]
    var structs: [RandomType] = []
    var enums: [RandomType] = []
    var sums: [RandomType] = []
    var modelOrder: [String] = []
    var modelTrees: [String: SpecTree] = [:]
    var state: [RandomField] = []
    var stateTrees: [(String, SpecTree)] = []
    var actions: [ActionDraft] = []
    var endpoints: [(String, SpecTree)] = []
    /// What later endpoints and actions need to know of each endpoint made.
    var endpointInfos: [EndpointInfo] = []
    /// `api.auth`, decided before the endpoints (whose `auth: none` needs it).
    var auth: SpecTree?
    /// The sources of one endpoint's request that share a name, placed first where they fit.
    var pendingSources: [String] = []

    /// Converted names taken in the state's namespace and the action's namespace.
    var stateNames: Set<String> = ["nextRequestID"]
    var actionNames: Set<String> = []
    var snakeCase = false

    /// Feature names, among them two whose app member is a keyword (`public`, `where`).
    static let featureWords = ["shop", "cart-view", "user_list", "Feed", "search_page", "inbox", "photo-album",
                               longFeatureWord, "Public", "where"]
    /// Names generated code gives its own locals, parameters and properties (start functions, effects,
    /// middleware, repositories, tests), which state and payload fields may have too.
    static let generatedWords = ["credential", "page", "cursor", "next", "requestID", "repository", "environment", "state",
                                 "previous", "action", "renewal", "value", "element", "document", "response", "error", "send",
                                 "debounce", "index", "body", "headers", "path", "form", "client", "result", "effect", "call",
                                 "token", "queryItems", "status", "request", "nextURL", "message", "key", "id", "serverError"]
    static let stateWords = ["query", "title", "count", "items", "user_name", "is-open", "score2", "default", "class",
                             "in", "ratio", "tags", "selected", "total", "flag", "var", "let", "return", "URLs", "favoriteIDs"]
        + generatedWords
    static let actionWords = ["tapped", "appeared", "query_changed", "item-picked", "reset_all", "default", "return",
                              "class", "toggled", "bumped", "cleared", "var", "send", "state", "action", "none", "some",
                              "cancel", "reset", "effect", "response"]
    static let endpointWords = ["load", "fetch_all", "search", "save", "remove-item", "sync", "upload", "refresh",
                                longEndpointWord]
    static let fieldWords = ["id", "query", "value", "store", "live", "transport", "clock", "default", "var", "let", "in",
                             "state", "note", "item_id", "user-name", "fullName", "avatarURL", "LEVEL", "count"] + generatedWords
    static let modelWords = ["Item", "user_profile", "Entry-Row", "Note", "Tag", "Owner", longModelWord]
    /// The long names, which a feature named with `longFeatureWord` takes first for its first model and
    /// endpoint, with a state field of that model which its endpoints' responses prefer, so that its
    /// generated declarations pass 120 columns and are wrapped.
    static let longFeatureWord = "customer_account_settings"
    static let longModelWord = "AccountCallUserDefinedMessageSubscription"
    static let longEndpointWord = "createUserDefinedMessageSubscription"
    static let caseWords = ["low", "high", "in_progress", "done", "default", "class", "open", "on-hold"]

    init(random: SeededRandom, seed: UInt64, index: Int, others: [OtherFeature] = []) {
        self.random = random
        self.seed = seed
        self.index = index
        self.others = others
        let word = Self.featureWords[Int(seed % UInt64(Self.featureWords.count) + UInt64(index)) % Self.featureWords.count]
        featureName = word + (index % 2 == 0 ? "_" : "-") + "\(seed)x\(index)"
    }

    /// Whether this feature takes the long model and endpoint names first.
    var usesLongNames: Bool { featureName.hasPrefix(Self.longFeatureWord) }

    // MARK: Random choices

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// A name from `words` whose Swift form is not in `used`, with a number added when all are taken.
    mutating func name(from words: [String], in used: inout Set<String>, convert: (String) -> String = SwiftName.lowerCamelCase) -> String {
        for _ in 0..<6 {
            let word = pick(words)
            if used.insert(convert(word)).inserted { return word }
        }
        var number = used.count
        while true {
            let word = pick(words) + pick(["_", "-"]) + String(number)
            if used.insert(convert(word)).inserted { return word }
            number += 1
        }
    }

    /// `name(from:in:)` for a set the builder keeps.
    mutating func name(from words: [String], into set: WritableKeyPath<FeatureBuilder, Set<String>>) -> String {
        var used = self[keyPath: set]
        let result = name(from: words, in: &used)
        self[keyPath: set] = used
        return result
    }

    // MARK: Feature

    mutating func build() -> SpecTree {
        snakeCase = chance(0.5)
        let modelCount = int(0...3)
        for _ in 0..<int(0...2) { makeEnum() }
        for _ in 0..<modelCount { makeStruct() }
        for _ in 0..<int(0...1) { makeSum() }
        if usesLongNames, let model = (enums + structs).first(where: { $0.spec == Self.longModelWord }) {
            makeStateField(type: .optional(model))
        }
        for _ in 0..<int(1...5) { makeStateField() }
        // An array of a struct model, for `where:` steps and `upsert`/`removeFrom` stores.
        if !structs.isEmpty && chance(0.6) { makeStateField(type: .array(pick(structs))) }
        for _ in 0..<int(1...4) { makeAction() }
        let endpointCount = int(0...3)
        if endpointCount > 0 && chance(0.35) { auth = makeAuth() }
        for number in 0..<endpointCount { makeEndpoint(number) }
        addEndpointSteps()

        var entries: [(String, SpecTree)] = [("feature", .plain(featureName))]
        if chance(0.4) { entries.append(("sideEffects", .plain(chance(0.8) ? "middleware" : "effects"))) }
        if !endpoints.isEmpty {
            var api: [(String, SpecTree)] = [("baseURL", .quoted("http://localhost:8080/v1"))]
            if chance(0.5) { api.append(("headers", .map([("Accept", .quoted("application/json"))]))) }
            if let auth { api.append(("auth", finishAuth(auth))) }
            api.append(("json", .map([
                ("keys", .plain(snakeCase ? "snake_case" : "default")),
                ("dates", .plain(pick(["iso8601", "secondsSince1970", "millisecondsSince1970"]))),
            ])))
            entries.append(("api", .map(api)))
        }
        if !modelOrder.isEmpty { entries.append(("models", .map(modelOrder.map { ($0, modelTrees[$0]!) }))) }
        entries.append(("state", .map(stateTrees)))
        entries.append(("actions", .map(actions.map { ($0.name, $0.tree) })))
        if !endpoints.isEmpty { entries.append(("endpoints", .map(endpoints))) }
        return .map(entries)
    }
}
