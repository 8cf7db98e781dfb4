/// `where: { key: source }` with `field: member`: the elements of an array state field (of a struct model)
/// whose `key` field equals the source's value, and the field of theirs a reduce step changes.
public struct ElementSelector: Hashable, Sendable {
    /// The model field the elements are matched by, e.g. `id`.
    public var key: NameReference
    /// The value the key must equal: a payload field or a state field.
    public var value: ReduceInput
    /// The model field the step changes, e.g. `isLiked`.
    public var member: NameReference

    public init(key: NameReference, value: ReduceInput, member: NameReference) {
        self.key = key
        self.value = value
        self.member = member
    }
}
