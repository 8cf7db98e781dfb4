/// A key for a value in ``Dependencies``: its type and the value a feature gets when nobody set one.
///
/// ```swift
/// struct AnalyticsKey: DependencyKey {
///     static let defaultValue: any Analytics = NoAnalytics()
/// }
///
/// extension Dependencies {
///     var analytics: any Analytics {
///         get { self[AnalyticsKey.self] }
///         set { self[AnalyticsKey.self] = newValue }
///     }
/// }
/// ```
public protocol DependencyKey {
    /// The type of the value.
    associatedtype Value: Sendable
    /// The value read while none has been set: usually one that does nothing, so previews and generated
    /// tests run without the real service.
    static var defaultValue: Value { get }
}

/// The app's own services — a websocket client, analytics, a feature flag reader — that hand-written hooks
/// reach through a feature's environment (`environment.dependencies.analytics`), so none of them has to be
/// a global.
///
/// A value type: each environment holds its own copy. Declare a ``DependencyKey`` and a property for each
/// service as in the example of ``DependencyKey``, set the real values where the app makes its store, and
/// leave them unset in tests and previews to get each key's `defaultValue`.
public struct Dependencies: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// No value set: every key reads its `defaultValue`.
    public init() {}

    /// The value set for `key`, or its `defaultValue`.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            guard let value = values[ObjectIdentifier(key)] as? Key.Value else { return Key.defaultValue }
            return value
        }
        set {
            values[ObjectIdentifier(key)] = newValue
        }
    }

    /// A copy with `value` set at `keyPath`, for setting services where a store is made:
    /// `Dependencies().with(\.analytics, LiveAnalytics())`.
    public func with<Value>(_ keyPath: WritableKeyPath<Dependencies, Value>, _ value: Value) -> Dependencies {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}
