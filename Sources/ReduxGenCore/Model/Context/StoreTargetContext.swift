/// How a success stores a value of its response (`value`) in `field`: `kind`, and the model field
/// elements are matched by (`key`) for `upsert`, `upsertEach`, `removeElement` and `removeKey`.
struct StoreTargetContext: Encodable {
    enum Kind: String, Encodable { case replace, append, appendContents, upsert, upsertEach, removeElement, removeKey }

    var kind: Kind
    var field: String
    var value: ResponsePathContext
    var key: String?

    init(_ target: ResolvedStoreTarget) {
        field = target.field
        value = ResponsePathContext(target.value)
        switch target.operation {
        case .replace: kind = .replace
        case .append: kind = .append
        case .appendContents: kind = .appendContents
        case .upsert(let key): (kind, self.key) = (.upsert, key)
        case .upsertEach(let key): (kind, self.key) = (.upsertEach, key)
        case .removeElement(let key): (kind, self.key) = (.removeElement, key)
        case .removeKey(let key): (kind, self.key) = (.removeKey, key)
        }
    }
}

/// A value read from the decoded `response`: its member `steps` in order, then its `conversion`.
struct ResponsePathContext: Encodable {
    /// A member read: `.member` (`kind` `member`), or `?.member` after an optional (`chainedMember`).
    struct Step: Encodable {
        enum Kind: String, Encodable { case member, chainedMember }

        var kind: Kind
        var member: String
    }

    /// How the value read is converted: `(… ?? [])`, `String(…)`, `….map { cursor in String(cursor) }`.
    enum Conversion: String, Encodable { case asIs, emptyArrayWhenNil, text, optionalText }

    var steps: [Step]
    var conversion: Conversion

    init(_ path: ResolvedResponsePath) {
        steps = path.steps.map { Step(kind: $0.isAfterOptional ? .chainedMember : .member, member: $0.member) }
        switch path.conversion {
        case .none: conversion = .asIs
        case .emptyArrayWhenNil: conversion = .emptyArrayWhenNil
        case .text: conversion = .text
        case .optionalText: conversion = .optionalText
        }
    }
}
