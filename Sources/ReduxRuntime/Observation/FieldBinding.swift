/// A getter and setter for one field of a store's state: reading returns the field, writing dispatches
/// the action that sets it. It works everywhere; on platforms with SwiftUI, `store.binding(_:send:)`
/// returns a SwiftUI `Binding` built the same way.
///
/// ```swift
/// let query = store.fieldBinding(\.query, send: { .queryChanged(query: $0) })
/// query.wrappedValue = "swift"        // dispatches .queryChanged(query: "swift")
/// ```
@MainActor
public struct FieldBinding<Value> {
    private let get: @MainActor () -> Value
    private let set: @MainActor (Value) -> Void

    /// A binding from its two directions.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// The field's current value (tracked like a read through the store); setting it dispatches.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}

extension Store {
    /// A getter for the field at `keyPath` and a setter that dispatches `send(newValue)`.
    public func fieldBinding<Value>(
        _ keyPath: KeyPath<State, Value>,
        send: @escaping @MainActor (Value) -> Action
    ) -> FieldBinding<Value> {
        FieldBinding(get: { self[dynamicMember: keyPath] }, set: { self.dispatch(send($0)) })
    }
}

extension ScopedStore {
    /// A getter for the field at `keyPath` and a setter that dispatches `send(newValue)`.
    public func fieldBinding<Value>(
        _ keyPath: KeyPath<State, Value>,
        send: @escaping @MainActor (Value) -> Action
    ) -> FieldBinding<Value> {
        FieldBinding(get: { self[dynamicMember: keyPath] }, set: { self.dispatch(send($0)) })
    }
}

#if canImport(SwiftUI)
// Compiled only on Apple platforms (Linux has no SwiftUI): each `binding` hands the getter and setter of the
// `fieldBinding` the tests cover to `SwiftUI.Binding`, and does nothing else. scripts/check-swiftui-binding.sh
// type-checks it on Linux against a stand-in `Binding` declared as the SDKs declare it.
import SwiftUI

extension Binding {
    /// A SwiftUI binding that reads and writes through `field`.
    @MainActor
    init(_ field: FieldBinding<Value>) {
        self.init(get: { @MainActor in field.wrappedValue }, set: { @MainActor in field.wrappedValue = $0 })
    }
}

extension Store {
    /// A SwiftUI binding for a form field: `fieldBinding(_:send:)` as a `SwiftUI.Binding`. It reads the
    /// field at `keyPath` (tracked per field) and dispatches `send(newValue)` when the view writes it.
    ///
    /// ```swift
    /// TextField("Search", text: store.binding(\.query, send: { .queryChanged(query: $0) }))
    /// ```
    public func binding<Value>(
        _ keyPath: KeyPath<State, Value>,
        send: @escaping @MainActor (Value) -> Action
    ) -> Binding<Value> {
        Binding(fieldBinding(keyPath, send: send))
    }
}

extension ScopedStore {
    /// A SwiftUI binding for a form field; see `Store.binding(_:send:)`.
    public func binding<Value>(
        _ keyPath: KeyPath<State, Value>,
        send: @escaping @MainActor (Value) -> Action
    ) -> Binding<Value> {
        Binding(fieldBinding(keyPath, send: send))
    }
}
#endif
