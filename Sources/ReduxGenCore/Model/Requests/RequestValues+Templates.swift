/// How `template:` values are sent: a string interpolation of their placeholders' texts, bound to a
/// local before the statement that sends it. A long one is split over several lines by the line wrapper,
/// not here.
extension RequestValues {
    /// The template `source` bound to the local `<name>Template`, numbered when a parameter or a template
    /// bound before (`taken`, which gets the local) has that name; `nil` when `source` is no template.
    func binding(
        of source: ValueSource, name: String, taken: inout Set<String>
    ) throws(UnresolvedReference) -> ResolvedTemplateBinding? {
        guard case .template(let template) = source else { return nil }
        let base = SwiftIdentifier.memberNameProblem(name) == nil ? SwiftName.lowerCamelCase(name) : "value"
        var local = base + "Template"
        var number = 2
        while taken.contains(local) || parameters.contains(where: { $0.localName == local }) {
            local = base + "Template" + String(number)
            number += 1
        }
        taken.insert(local)
        return ResolvedTemplateBinding(local: local, interpolation: ResolvedInterpolation(parts: try parts(of: template)))
    }

    /// The parts of `template`, each placeholder the text of the parameter it is read from.
    private func parts(of template: StringTemplate) throws(UnresolvedReference) -> [ResolvedInterpolation.Part] {
        try TemplateInterpolation.parts(of: template) { placeholder throws(UnresolvedReference) in
            let (base, type) = value(of: placeholder)
            guard let type else { throw UnresolvedReference(kind: "typed placeholder", name: "\(placeholder)") }
            return .value(try TextValueSource.text(of: ResolvedRunTimeValue(base: base), type: type, feature: context.spec))
        }
    }
}
