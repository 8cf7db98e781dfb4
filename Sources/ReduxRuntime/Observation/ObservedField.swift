/// One stored property of an `ObservableState`, as its `observedFields` lists it.
public struct ObservedField<Owner>: Sendable {
    /// The property.
    public let keyPath: PartialKeyPath<Owner> & Sendable
    /// Whether the property differs between two values of the owner: what the default
    /// `ObservableState.forEachChangedField` compares.
    @usableFromInline let hasChanged: @Sendable (Owner, Owner) -> Bool
    /// Makes a watch of the property for one store; see `FieldWatch`.
    @usableFromInline let makeWatch: @Sendable () -> FieldWatch<Owner>
    /// How to observe the fields of the property's value, when it is an `ObservableState` itself.
    @usableFromInline let nesting: (any FieldNesting<Owner>)?

    /// A property observed as a whole: it changed when its old and new values differ.
    ///
    /// Inlinable so that the watch a store keeps of a field views read (`FieldWatch`, compared at every
    /// dispatch) is compiled for the concrete state and property types. The rest is not: each piece of
    /// code specialized here is compiled once per field type of every generated state, which is what a
    /// large state's optimized build spends its time on.
    @inlinable
    public init<Value: Equatable & Sendable>(_ keyPath: KeyPath<Owner, Value> & Sendable) {
        self.keyPath = keyPath
        self.hasChanged = Self.changeCheck(keyPath)
        self.makeWatch = { FieldWatch(keyPath) }
        self.nesting = nil
    }

    /// A property whose value is observed field by field, such as a feature's state inside the app state.
    public init<Value: ObservableState & Sendable>(_ keyPath: KeyPath<Owner, Value> & Sendable) {
        self.keyPath = keyPath
        self.hasChanged = Self.changeCheck(keyPath)
        self.makeWatch = { FieldWatch(keyPath) }
        self.nesting = NestedObservableState(keyPath: keyPath)
    }

    /// Compares the property of two values of the owner, through its key path.
    @usableFromInline
    static func changeCheck<Value: Equatable & Sendable>(
        _ keyPath: KeyPath<Owner, Value> & Sendable
    ) -> @Sendable (Owner, Owner) -> Bool {
        { old, new in old[keyPath: keyPath] != new[keyPath: keyPath] }
    }
}

/// The fields inside a property whose value is an `ObservableState`.
@usableFromInline
protocol FieldNesting<Owner>: Sendable {
    associatedtype Owner

    /// Appends the nodes of the value's fields, with key paths from `Root`, and returns their indices.
    func appendChildNodes<Root>(
        at ownerPath: KeyPath<Root, Owner>,
        parent: Int,
        into nodes: inout [FieldNode<Root>]
    ) -> [Int]

    /// Reports the positions of the value's fields that differ between two roots.
    func changeReporter<Root>(at ownerPath: KeyPath<Root, Owner>) -> FieldNode<Root>.ChangeReporter
}

struct NestedObservableState<Owner, Value: ObservableState & Sendable>: FieldNesting {
    let keyPath: KeyPath<Owner, Value> & Sendable

    func appendChildNodes<Root>(
        at ownerPath: KeyPath<Root, Owner>,
        parent: Int,
        into nodes: inout [FieldNode<Root>]
    ) -> [Int] {
        FieldNode.append(fieldsOf: Value.self, at: ownerPath.appending(path: keyPath), parent: parent, into: &nodes)
    }

    func changeReporter<Root>(at ownerPath: KeyPath<Root, Owner>) -> FieldNode<Root>.ChangeReporter {
        let valuePath = ownerPath.appending(path: keyPath)
        return { (old: inout Root, new: inout Root, changed: (Int) -> Void) in
            Value.forEachChangedField(from: old[keyPath: valuePath], to: new[keyPath: valuePath], changed)
        }
    }
}
