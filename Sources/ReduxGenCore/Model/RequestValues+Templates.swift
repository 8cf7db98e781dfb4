/// How `template:` values become Swift: a string interpolation of their placeholders' texts, bound to a
/// local before the statement that sends it. A long one is split over several lines by the line wrapper,
/// not here.
extension RequestValues {
    /// The value of a path, query or header `source` and its type, as `value(of:)` gives it; a template is
    /// a `String` expression (type `nil`) with each placeholder's text in it.
    func textValue(of source: ValueSource) throws(UnresolvedReference) -> (expression: String, type: TypeReference?) {
        guard case .template(let template) = source else { return value(of: source) }
        return (TemplateInterpolation.interpolation(try parts(of: template)), nil)
    }

    /// The template `source` bound to the local `<name>Template` (numbered when a parameter has that name);
    /// `nil` when `source` is no template.
    func binding(of source: ValueSource, name: String) throws(UnresolvedReference) -> ResolvedTemplateBinding? {
        guard case .template(let template) = source else { return nil }
        let base = SwiftIdentifier.memberNameProblem(name) == nil ? SwiftName.lowerCamelCase(name) : "value"
        var local = base + "Template"
        var number = 2
        while parameters.contains(where: { $0.localName == local }) {
            local = base + "Template" + String(number)
            number += 1
        }
        return ResolvedTemplateBinding(local: local, value: TemplateInterpolation.interpolation(try parts(of: template)))
    }

    private func parts(of template: StringTemplate) throws(UnresolvedReference) -> [TemplateInterpolation.Part] {
        try TemplateInterpolation.parts(of: template) { placeholder throws(UnresolvedReference) in
            let (expression, type) = value(of: placeholder)
            guard let type else { throw UnresolvedReference(kind: "typed placeholder", name: expression) }
            return .expression(try TextValueSource.text(of: expression, type: type, feature: context.spec))
        }
    }
}
