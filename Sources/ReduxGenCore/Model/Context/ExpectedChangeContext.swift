/// One state change a test expects: the `property` set (or, by `kind`, one `member` of it or of its
/// element at `index`) and the `value` expected there.
struct ExpectedChangeContext: Encodable {
    enum Kind: String, Encodable { case property, elementMember, member }

    var kind: Kind
    var property: String
    var index: Int?
    var member: String?
    var value: ExpectedValueContext

    init(_ change: ExpectedChange) {
        value = ExpectedValueContext(change.value)
        switch change.target {
        case .property(let property): (kind, self.property) = (.property, property)
        case .elementMember(let property, let index, let member):
            (kind, self.property, self.index, self.member) = (.elementMember, property, index, member)
        case .member(let property, let member): (kind, self.property, self.member) = (.member, property, member)
        }
    }
}

/// A value a test writes, for `_plainValue`: a `literal`, or a `sampleValue` (for `_sampleValue`).
struct PlainValueContext: Encodable {
    enum Kind: String, Encodable { case literal, sampleValue }

    var kind: Kind
    var literal: PartsContext<LiteralPart>?
    var sampleValue: PartsContext<SampleValuePart>?

    init(_ value: ExpectedPlainValue) {
        switch value {
        case .literal(let literal): (kind, self.literal) = (.literal, LiteralPart.parts(of: literal))
        case .sampleValue(let written): (kind, sampleValue) = (.sampleValue, SampleValuePart.parts(of: written))
        }
    }
}

/// The value an expected change sets, for `_expectedValue`: what it is (`kind`) with what that kind needs.
struct ExpectedValueContext: Encodable {
    enum Kind: String, Encodable {
        case literal, sampleValue, requestID, loading, idle, optimisticRecord, noRecords, stored, storedElement, responsePath
    }

    var kind: Kind
    var literal: PartsContext<LiteralPart>?
    var sampleValue: PartsContext<SampleValuePart>?
    /// The request's number (`requestID`, `loading`, `optimisticRecord`).
    var number: Int?
    /// An optimistic record's element key, and the values before and after its step.
    var key: PlainValueContext?
    var before: PlainValueContext?
    var after: PlainValueContext?
    /// The value read from `response` (`stored`, `storedElement`, `responsePath`).
    var path: ResponsePathContext?
    /// A stored value (`stored`, or `storedElement` in an array of its own): after what the field held
    /// when it is appended.
    var appendedTo: PlainValueContext?

    init(_ value: ExpectedChange.Value) {
        switch value {
        case .literal(let literal): (kind, self.literal) = (.literal, LiteralPart.parts(of: literal))
        case .sampleValue(let written): (kind, sampleValue) = (.sampleValue, SampleValuePart.parts(of: written))
        case .requestID(let number): (kind, self.number) = (.requestID, number)
        case .loading(let number): (kind, self.number) = (.loading, number)
        case .optimisticRecord(let record):
            kind = .optimisticRecord
            number = record.requestNumber
            key = record.key.map(PlainValueContext.init)
            before = PlainValueContext(record.before)
            after = PlainValueContext(record.after)
        case .idle: kind = .idle
        case .noRecords: kind = .noRecords
        case .stored(let stored):
            kind = stored.isElement ? .storedElement : .stored
            path = ResponsePathContext(stored.path)
            appendedTo = stored.appendedTo.map(PlainValueContext.init)
        case .responsePath(let path): (kind, self.path) = (.responsePath, ResponsePathContext(path))
        }
    }
}
