/// A type whose JSON form holds values that must not leave the app: passwords, tokens, personal data.
///
/// DevTools redacts them before it sends a state or an action to the inspector, and ``ActionLog`` redacts
/// them when it writes a log (see ``JSONRedaction``). Generated State and Action types conform when their
/// spec marks a field `sensitive: true`, and `AppState` and `AppAction` conform by putting each
/// feature's paths under the feature's own key, so a value is found by where it is, never by its name
/// alone:
///
/// ```swift
/// extension SessionState: SensitiveValues {
///     static let sensitivePaths: [JSONPath] = [["token"]]
/// }
/// extension AppState: SensitiveValues {
///     static let sensitivePaths: [JSONPath] = SessionState.sensitivePaths.map { $0.prefixed(by: ["session"]) }
/// }
/// ```
public protocol SensitiveValues {
    /// Where the sensitive values are in the type's JSON form, each as the keys that lead to it.
    static var sensitivePaths: [JSONPath] { get }
}

/// The keys that lead from the top of a JSON value to one of its members: `["login", "password"]` is the
/// `password` of `{"login": {"password": "..."}}`. An unlabelled associated value of an enum case is `_0`,
/// as Swift's synthesized `Codable` writes it.
public struct JSONPath: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The object keys, outermost first.
    public var keys: [String]

    /// A path through `keys`, outermost first.
    public init(_ keys: [String]) {
        self.keys = keys
    }

    /// A path through the keys written, outermost first.
    public init(arrayLiteral keys: String...) {
        self.keys = keys
    }

    /// The same member, seen from a value that holds this one under `keys`.
    public func prefixed(by keys: JSONPath) -> JSONPath {
        JSONPath(keys.keys + self.keys)
    }

    /// The keys joined by dots: `login.password`.
    public var description: String {
        keys.joined(separator: ".")
    }
}
