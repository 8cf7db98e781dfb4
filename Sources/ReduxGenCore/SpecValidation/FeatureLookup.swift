/// The features of a run by app state member (`issues`), for the names a spec gives other features.
struct FeatureLookup {
    let specs: [FeatureSpec]
    let broken: AppValueResolver.BrokenFeatures
    let byMember: [String: FeatureSpec]

    init(specs: [FeatureSpec], broken: AppValueResolver.BrokenFeatures) {
        self.specs = specs
        self.broken = broken
        byMember = Dictionary(specs.map { (SwiftName.lowerCamelCase($0.name), $0.indexingNames()) }, uniquingKeysWith: { first, _ in first })
    }

    /// The feature `name` names, when it is another feature generated with `spec`; otherwise reports why
    /// (unless the feature's own spec has errors) and returns `nil`. `own` ends the message for the
    /// feature's own name; with `nil`, the own feature is what `name` names.
    func other(_ name: NameReference, from spec: FeatureSpec, what: String, own: String?, into collector: inout DiagnosticCollector) -> FeatureSpec? {
        let member = SwiftName.lowerCamelCase(name.name)
        if member == SwiftName.lowerCamelCase(spec.name) {
            guard let own else { return byMember[member] ?? spec.indexingNames() }
            collector.error("\(what) \(own)", at: name.location)
            return nil
        }
        if let other = byMember[member] { return other }
        if broken.contains(member: member) { return nil }
        let others = specs.filter { $0.swiftName != spec.swiftName }.map { SwiftName.lowerCamelCase($0.name) } + broken.members.sorted()
        let hint = others.isEmpty ? "; generate this spec together with the spec of that feature" : Suggestion.didYouMean(name.name, among: others)
        collector.error("\(what) names no feature \(quoted(name.name)) generated with this one\(hint)", at: name.location)
        return nil
    }
}
