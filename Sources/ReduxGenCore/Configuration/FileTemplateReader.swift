/// Reads `files:` of `reduxgen.yaml` and checks what can be checked before any template or spec is read:
/// the keys and values of each entry, the template's name, the output name, and that no two entries
/// write the same file. Whether the template exists is checked when the templates folder is read; clashes
/// with the files of the built-in templates and across features, when the files are generated.
struct FileTemplateReader {
    static let keys = ["template", "output", "destination", "per"]

    /// Every usable entry of `node`, reporting the problems of the others to `reader`.
    func files(_ node: YAMLNode, reader: inout NodeReader) -> [FileTemplate] {
        guard let items = reader.sequence(node, for: "'files'") else { return [] }
        var files: [FileTemplate] = []
        var firstByOutput: [String: FileTemplate] = [:]
        for item in items {
            guard let file = file(item, reader: &reader) else { continue }
            // Compared ignoring case: on a case-insensitive disk (macOS's default) they are one file.
            let key = file.destination.rawValue + "/" + file.output.text.lowercased()
            if let first = firstByOutput[key] {
                reader.diagnostics.error(
                    "this entry writes '\(file.output)' into \(file.destination.rawValue), as the entry at line \(first.location.line) does; "
                        + "give each file a name of its own",
                    at: file.location
                )
                continue
            }
            firstByOutput[key] = file
            files.append(file)
        }
        return files
    }

    private func file(_ node: YAMLNode, reader: inout NodeReader) -> FileTemplate? {
        let context = "an entry of 'files'"
        guard let entries = reader.mapping(node, for: context) else { return nil }
        let keys = reader.entries(entries, allowed: Self.keys, in: context)
        let templateEntry = reader.required("template", in: keys, of: node, context: context)
        let outputEntry = reader.required("output", in: keys, of: node, context: context)
        let template = templateEntry.flatMap { templateName($0.value, reader: &reader) }
        var destination: OutputRoot? = .sources
        if let entry = keys["destination"] {
            destination = choice(entry.value, for: "'destination'", reader: &reader)
        }
        var scope: FileTemplate.Scope? = .feature
        if let entry = keys["per"] {
            scope = choice(entry.value, for: "'per'", reader: &reader)
        }
        let output = outputEntry.flatMap { outputPattern($0.value, scope: scope, reader: &reader) }
        guard let template, let output, let destination, let scope, let templateEntry else { return nil }
        return FileTemplate(
            template: template, output: output, destination: destination, scope: scope,
            location: node.location, templateLocation: templateEntry.value.location
        )
    }

    /// A template name of the team's own: valid, not a partial, not a built-in template.
    private func templateName(_ node: YAMLNode, reader: inout NodeReader) -> String? {
        guard var name = reader.string(node, for: "'template'") else { return nil }
        name = TemplateName.fromFileName(name) ?? name
        if !TemplateName.isValid(name) {
            reader.diagnostics.error(
                "\(quoted(name)) is not a valid template name (letters, digits and '_', not starting with a digit)", at: node.location)
            return nil
        }
        if TemplateName.isPartial(name) {
            reader.diagnostics.error(
                "\(quoted(name)) is a partial (its name starts with '\(TemplateName.partialPrefix)'), which other templates "
                    + "include; a template that writes a file has a name without it",
                at: node.location)
            return nil
        }
        if BuiltInTemplates.named(name) != nil {
            reader.diagnostics.error(
                "\(quoted(name)) is a built-in template, which writes its own files; to change them, put "
                    + "\(TemplateName.fileName(of: name)) in the templates folder; a file of your own needs a template of another name",
                at: node.location)
            return nil
        }
        return name
    }

    private func outputPattern(_ node: YAMLNode, scope: FileTemplate.Scope?, reader: inout NodeReader) -> OutputNamePattern? {
        guard let text = reader.string(node, for: "'output'") else { return nil }
        switch OutputNamePattern.parse(text) {
        case .failure(let problem):
            reader.diagnostics.error(problem.message, at: reader.location(in: node, offset: problem.offset))
            return nil
        case .success(let pattern):
            if scope == .feature && !pattern.namesFeature {
                reader.diagnostics.error(
                    "a file written per feature needs '\(OutputNamePattern.featurePlaceholder)' in its name, or every feature "
                        + "would write the same file; or write it once with 'per: app'",
                    at: node.location)
                return nil
            }
            if scope == .app && pattern.namesFeature {
                reader.diagnostics.error(
                    "a file written once per app has no feature to name: remove '\(OutputNamePattern.featurePlaceholder)', "
                        + "or write it per feature with 'per: feature'",
                    at: node.location)
                return nil
            }
            return pattern
        }
    }

    private func choice<Value: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, for what: String, reader: inout NodeReader
    ) -> Value? where Value.RawValue == String {
        guard let text = reader.string(node, for: what) else { return nil }
        if let value = Value(rawValue: text) { return value }
        let names = Value.allCases.map(\.rawValue)
        let hint = Suggestion.closest(to: text, among: names).map { "; did you mean '\($0)'?" }
            ?? "; expected one of: \(names.joined(separator: ", "))"
        reader.diagnostics.error("unknown value \(quoted(text)) for \(what)\(hint)", at: node.location)
        return nil
    }
}
