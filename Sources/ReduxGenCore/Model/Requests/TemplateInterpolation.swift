/// Splits a `template:` value into the parts of its string interpolation: its text, each placeholder's
/// text (`"Bearer \(token)"`).
enum TemplateInterpolation {
    /// The parts of `template`: its text as it is, each placeholder as `placeholder` gives it.
    static func parts(
        of template: StringTemplate, _ placeholder: (ValueSource) throws(UnresolvedReference) -> ResolvedInterpolation.Part
    ) throws(UnresolvedReference) -> [ResolvedInterpolation.Part] {
        var parts: [ResolvedInterpolation.Part] = []
        for segment in template.segments {
            switch segment {
            case .text(let text): parts.append(.text(text))
            case .placeholder(let source): parts.append(try placeholder(source))
            }
        }
        return parts
    }
}
