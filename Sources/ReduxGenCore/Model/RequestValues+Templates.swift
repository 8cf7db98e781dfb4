/// How `template:` values become Swift: a string interpolation of their placeholders' texts, inline when
/// the statement fits on a line, else bound first to a local built over several lines.
extension RequestValues {
    /// The value of a path, query or header `source` and its type, as `value(of:)` gives it; a template is
    /// a `String` expression (type `nil`) with each placeholder's text in it.
    func textValue(of source: ValueSource) throws(UnresolvedReference) -> (expression: String, type: TypeReference?) {
        guard case .template(let template) = source else { return value(of: source) }
        return (TemplateInterpolation.interpolation(try parts(of: template)), nil)
    }

    /// The text of `value` in the statement `prefix + value + suffix` of a repository method, and the
    /// binding that must come first. When `source` is a template that makes the statement longer than a
    /// line, the template is bound to a local first, one piece a line, as swift-format wants, and the
    /// statement names the local.
    func statement(_ prefix: String, _ value: String, _ suffix: String, source: ValueSource, name: String) throws(UnresolvedReference) -> (binding: ResolvedTemplateBinding?, text: String) {
        let line = prefix + value + suffix
        // Repository methods indent their statements by 8.
        guard case .template = source, 8 + line.count > SwiftLineWrapper.lineWidth else { return (nil, value) }
        let binding = try self.binding(of: source, name: name)
        return (binding, binding?.local ?? value)
    }

    /// The template `source` bound to the local `<name>Template` (numbered when a parameter has that name),
    /// one piece a line; `nil` when `source` is no template.
    func binding(of source: ValueSource, name: String) throws(UnresolvedReference) -> ResolvedTemplateBinding? {
        guard case .template(let template) = source else { return nil }
        let base = SwiftIdentifier.memberNameProblem(name) == nil ? SwiftName.lowerCamelCase(name) : "value"
        var local = base + "Template"
        var number = 2
        while parameters.contains(where: { $0.localName == local }) {
            local = base + "Template" + String(number)
            number += 1
        }
        let (pieces, isThrowing) = TemplateInterpolation.pieces(try parts(of: template))
        return ResolvedTemplateBinding(local: local, isThrowing: isThrowing, pieces: pieces)
    }

    private func parts(of template: StringTemplate) throws(UnresolvedReference) -> [TemplateInterpolation.Part] {
        try TemplateInterpolation.parts(of: template) { placeholder throws(UnresolvedReference) in
            let (expression, type) = value(of: placeholder)
            guard let type else { throw UnresolvedReference(kind: "typed placeholder", name: expression) }
            return .expression(try TextValueSource.text(of: expression, type: type, feature: context.spec))
        }
    }
}
