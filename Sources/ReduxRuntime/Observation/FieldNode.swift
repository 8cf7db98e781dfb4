/// One observed field of a store's state, at any depth (`search`, `search.query`, ...).
///
/// The nodes of a state form a tree stored in preorder in one array; a node's index is also the index of
/// the key path the store registers observation under.
@usableFromInline
struct FieldNode<Root> {
    /// Reports the positions of the fields of a node's value that differ between two roots.
    ///
    /// The roots are `inout` only so that they are passed by address: neither is changed, and no copy of
    /// either is made (copies of the state were most of what an observed dispatch cost).
    @usableFromInline typealias ChangeReporter = (inout Root, inout Root, (Int) -> Void) -> Void

    /// The field's key path from the root state.
    let keyPath: AnyKeyPath
    /// The index of the enclosing node, or nil for a field of the root state.
    let parent: Int?
    /// The indices of the nodes of the value's own fields (empty unless it is an `ObservableState`).
    @usableFromInline var children: [Int] = []
    /// Set when `children` is not empty.
    @usableFromInline var reportChangedChildren: ChangeReporter?

    /// Appends the nodes of the fields of `Owner`, found at `ownerPath` from the root, and of their own
    /// fields; returns the indices of the nodes of `Owner`'s fields, in `observedFields` order.
    static func append<Owner: ObservableState>(
        fieldsOf owner: Owner.Type,
        at ownerPath: KeyPath<Root, Owner>,
        parent: Int?,
        into nodes: inout [FieldNode<Root>]
    ) -> [Int] {
        var indices: [Int] = []
        for field in Owner.observedFields {
            let index = nodes.count
            let keyPath: AnyKeyPath
            if parent == nil {
                keyPath = field.keyPath
            } else if let nested = (ownerPath as AnyKeyPath).appending(path: field.keyPath) {
                keyPath = nested
            } else {
                preconditionFailure("The key path of a field of \(Owner.self) does not start at \(Owner.self)")
            }
            nodes.append(FieldNode(keyPath: keyPath, parent: parent))
            indices.append(index)
            if let nesting = field.nesting {
                let children = nesting.appendChildNodes(at: ownerPath, parent: index, into: &nodes)
                nodes[index].children = children
                nodes[index].reportChangedChildren = nesting.changeReporter(at: ownerPath)
            }
        }
        return indices
    }
}
