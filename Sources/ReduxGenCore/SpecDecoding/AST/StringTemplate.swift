/// `{ template: "Bearer {state.token}" }`: a text value of a path parameter, query item or header, built
/// from literal text and placeholders that name state or payload fields.
public struct StringTemplate: Hashable, Sendable {
    /// One piece of a template, in the order written.
    public enum Segment: Hashable, Sendable {
        /// Text sent as written (`{{` and `}}` in the spec stand for `{` and `}`).
        case text(String)
        /// `{state.field}` or `{payload.field}`: the value's text, formatted as the same value is
        /// formatted on its own in that request part.
        case placeholder(ValueSource)
    }

    /// The pieces, in order; adjacent text is one segment.
    public var segments: [Segment]
    /// Where the template's text was written.
    public var location: SourceLocation

    public init(segments: [Segment], location: SourceLocation) {
        self.segments = segments
        self.location = location
    }

    /// The sources of the placeholders, in order.
    public var placeholders: [ValueSource] {
        segments.compactMap { segment in
            if case .placeholder(let source) = segment { return source }
            return nil
        }
    }

    /// The literal text of the template, without its placeholders.
    public var literalText: String {
        segments.map { segment in
            if case .text(let text) = segment { return text }
            return ""
        }.joined()
    }
}

extension ValueSource {
    /// The state and payload sources this source reads: itself, or a template's placeholders.
    public var readSources: [ValueSource] {
        if case .template(let template) = self { return template.placeholders }
        return [self]
    }
}
