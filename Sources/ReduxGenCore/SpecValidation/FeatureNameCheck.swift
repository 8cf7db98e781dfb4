/// Checks a feature name given on the command line (`reduxgen init --feature`, `reduxgen import --feature`)
/// by the same rules as a spec's `feature:`, before anything is written with it.
public enum FeatureNameCheck {
    /// The problems a spec would report for `feature: name`: a reserved name, or one whose generated types
    /// clash with the types the generated code uses (`Page` would declare `PageState`, `Calendar` a models'
    /// namespace its tests cannot name). Empty for a name that validates.
    public static func problems(with name: String) -> [String] {
        // The smallest spec with a model that validates with a good name: whatever it reports on line 1 is
        // the name's.
        let spec = """
            feature: \(name)
            models:
              Item: { fields: { id: Int } }
            state:
              count: { type: Int, default: 0 }
            actions:
              tapped:
                reduce:
                  - increment: count

            """
        let file = "--feature"
        let (_, diagnostics) = SpecReader.readSpec(bytes: Array(spec.utf8), file: file)
        return diagnostics.filter { $0.isError && $0.location?.line == 1 }.map(\.message)
    }
}
