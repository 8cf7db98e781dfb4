/// One part of a sample value's Swift source: a leaf, a member read, or the start or end of an array, a
/// dictionary or a model.
struct SampleValuePart: Encodable {
    /// What the part writes.
    enum Kind: String, Encodable {
        /// `literal`, which `_literal` writes.
        case literal
        /// `Date(timeIntervalSince1970: <text>)`.
        case date
        /// `<type>.<text>` and `<type>.Other.<text>`: a shared sample of the test file, or a second one.
        case sample, otherSample
        /// `<text>`: a local of the test (`id`, `response`).
        case local
        /// `.<text>`: a member read from the value before it.
        case member
        /// `[` and `]`; `[<key>: ` (the key written with `swiftString`) and `]`.
        case arrayStart, arrayEnd, dictionaryStart, dictionaryEnd
        /// `<type>(` and `)`: a struct by its memberwise initializer, or a sum type's case.
        case modelStart, modelEnd
        /// `, `: between two elements or arguments.
        case separator
    }

    var kind: Kind
    /// The label of the model argument whose value the part starts.
    var label: String?
    /// The key of a dictionary's one entry.
    var key: String?
    var text: String?
    var type: String?
    var literal: PartsContext<LiteralPart>?

    /// The parts of `value`, as `_sampleValue` reads them.
    static func parts(of value: ResolvedSampleValue) -> PartsContext<SampleValuePart> {
        var parts: [SampleValuePart] = []
        append(value, label: nil, to: &parts)
        return PartsContext(parts: parts)
    }

    /// Appends the parts of `value`: the first one carries the label of the model argument the value is.
    static func append(_ value: ResolvedSampleValue, label: String?, to parts: inout [SampleValuePart]) {
        func leaf(_ kind: Kind, _ text: String? = nil, type: String? = nil) {
            parts.append(SampleValuePart(kind: kind, label: label, text: text, type: type))
        }
        func around(_ start: SampleValuePart, _ end: Kind, elements: () -> Void) {
            parts.append(start)
            elements()
            parts.append(SampleValuePart(kind: end))
        }
        switch value {
        case .literal(let literal):
            parts.append(SampleValuePart(kind: .literal, label: label, literal: LiteralPart.parts(of: literal)))
        case .date(let seconds): leaf(.date, String(seconds))
        case .sharedSample(let namespace, let isOther, let member): leaf(isOther ? .otherSample : .sample, member, type: namespace)
        case .local(let name): leaf(.local, name)
        case .member(let base, let name):
            append(base, label: label, to: &parts)
            parts.append(SampleValuePart(kind: .member, text: name))
        case .elements(let elements):
            around(SampleValuePart(kind: .arrayStart, label: label), .arrayEnd) {
                for (index, element) in elements.enumerated() {
                    if index > 0 { parts.append(SampleValuePart(kind: .separator)) }
                    append(element, label: nil, to: &parts)
                }
            }
        case .entry(let key, let value):
            around(SampleValuePart(kind: .dictionaryStart, label: label, key: key), .dictionaryEnd) {
                append(value, label: nil, to: &parts)
            }
        case .model(let type, let arguments):
            around(SampleValuePart(kind: .modelStart, label: label, type: type), .modelEnd) {
                for (index, argument) in arguments.enumerated() {
                    if index > 0 { parts.append(SampleValuePart(kind: .separator)) }
                    append(argument.value, label: argument.label, to: &parts)
                }
            }
        case .sumCase(let type, let name, let value):
            // Written like a struct of one unlabelled argument: `Feed.Shape.circle(value)`.
            around(SampleValuePart(kind: .modelStart, label: label, type: type + "." + name), .modelEnd) {
                append(value, label: nil, to: &parts)
            }
        }
    }
}
