/// A state whose fields a store observes one by one.
///
/// A `Store` whose state conforms tells observers (SwiftUI views, `withObservationTracking`) only about the
/// fields an action actually changed: a view that reads `store.query` is not invalidated when only
/// `results` changed, nor by an action that changes nothing. reduxgen writes the conformance for every
/// generated state; for a hand-written state, list every stored property:
///
/// ```swift
/// extension SearchState: ObservableState {
///     static let observedFields: [ObservedField<Self>] = [ObservedField(\.query), ObservedField(\.results)]
/// }
/// ```
///
/// A `static let` is read once; a computed property makes the list again at every dispatch.
///
/// A field whose type is itself an `ObservableState` (a feature's state inside the app state) is observed
/// field by field as well, so a view of one feature is not invalidated by another feature's actions.
public protocol ObservableState: Equatable {
    /// Every stored property, each once, in a fixed order.
    static var observedFields: [ObservedField<Self>] { get }

    /// Calls `changed` with the position in `observedFields` of every field whose value differs between
    /// `old` and `new`, in increasing order.
    ///
    /// The default implementation compares each field through the key paths of `observedFields`.
    static func forEachChangedField(from old: Self, to new: Self, _ changed: (Int) -> Void)
}

extension ObservableState {
    public static func forEachChangedField(from old: Self, to new: Self, _ changed: (Int) -> Void) {
        for (position, field) in observedFields.enumerated() where field.hasChanged(old, new) {
            changed(position)
        }
    }
}
