import Foundation

/// Reads `reduxgen.yaml` with the same loader and the same located diagnostics as specs.
public struct ProjectConfigurationReader: Sendable {
    /// The keys a configuration file may have.
    static let keys = [
        "specs", "output", "testsOutput", "mocksOutput", "module", "access", "templates", "sideEffects", "files", "parameters",
    ]

    public init() {}

    /// The configuration in `path`, with relative paths made relative to the working folder; or the
    /// diagnostics that explain why it cannot be used.
    public func read(path: String) throws(DiagnosticsError) -> ProjectConfiguration {
        let root = try YAMLLoader().loadDocument(contentsOf: path)
        var reader = NodeReader()
        let configuration = decode(root, reader: &reader)
        if reader.diagnostics.hasErrors { throw DiagnosticsError(reader.diagnostics.sorted) }
        return configuration.relative(to: (path as NSString).deletingLastPathComponent)
    }

    /// Decodes a loaded configuration document, reporting every problem to `reader`.
    func decode(_ root: YAMLNode, reader: inout NodeReader) -> ProjectConfiguration {
        var configuration = ProjectConfiguration()
        guard let mapping = reader.mapping(root, for: "the configuration") else { return configuration }
        let entries = reader.entries(mapping, allowed: Self.keys, in: "the configuration")
        if let node = entries["specs"]?.value {
            let entries = specs(node, reader: &reader)
            configuration.specs = entries.map(\.path)
            for entry in entries { configuration.specLocations[entry.path] = entry.location }
        }
        configuration.output = entries["output"].flatMap { reader.string($0.value, for: "'output'") }
        configuration.testsOutput = entries["testsOutput"].flatMap { reader.string($0.value, for: "'testsOutput'") }
        configuration.mocksOutput = entries["mocksOutput"].flatMap { reader.string($0.value, for: "'mocksOutput'") }
        configuration.module = entries["module"].flatMap { reader.string($0.value, for: "'module'") }
        configuration.moduleLocation = entries["module"]?.value.location
        configuration.templates = entries["templates"].flatMap { reader.string($0.value, for: "'templates'") }
        configuration.templatesLocation = entries["templates"]?.value.location
        if let node = entries["access"]?.value, let text = reader.string(node, for: "'access'") {
            if let access = AccessLevel(rawValue: text) {
                configuration.access = access
            } else {
                reader.diagnostics.error(
                    "unknown access level '\(text)'; expected one of: \(AccessLevel.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: node.location
                )
            }
        }
        if let node = entries["sideEffects"]?.value, let text = reader.string(node, for: "'sideEffects'") {
            if let style = SideEffectsStyle(rawValue: text) {
                configuration.sideEffects = style
            } else {
                let expected = SideEffectsStyle.allCases.map(\.rawValue).joined(separator: ", ")
                reader.diagnostics.error("unknown side-effects style '\(text)'; expected one of: \(expected)", at: node.location)
            }
        }
        if let node = entries["files"]?.value {
            configuration.files = FileTemplateReader().files(node, reader: &reader)
        }
        if let node = entries["parameters"]?.value {
            configuration.parameters = parameters(node, reader: &reader)
        }
        return configuration
    }

    /// `parameters:`, a mapping of names templates can write (`{{parameters.viewSpacing}}`) to any values.
    private func parameters(_ node: YAMLNode, reader: inout NodeReader) -> TemplateDictionary {
        guard let entries = reader.mapping(node, for: "'parameters'") else { return [:] }
        var parameters: TemplateDictionary = [:]
        for entry in entries {
            guard let name = reader.name(ofKey: entry.key, for: "a parameter") else { continue }
            guard SpecExtensions.isTemplateName(name) else {
                reader.diagnostics.error(
                    "the parameter name \(quoted(name)) may hold only ASCII letters, digits, '-' and '_', so templates can name it",
                    at: entry.key.location
                )
                continue
            }
            guard nestedNamesAreTemplateNames(entry.value, reader: &reader) else { continue }
            if let value = reader.templateValue(entry.value) { parameters[name] = value }
        }
        return parameters
    }

    /// Whether every mapping key inside a parameter's value is a name templates can write
    /// (`{{parameters.view.corner-radius}}`), reporting each that is not.
    private func nestedNamesAreTemplateNames(_ node: YAMLNode, reader: inout NodeReader) -> Bool {
        switch node.content {
        case .scalar:
            return true
        case .sequence(let items):
            return items.reduce(true) { valid, item in nestedNamesAreTemplateNames(item, reader: &reader) && valid }
        case .mapping(let entries):
            var valid = true
            for entry in entries {
                if let key = entry.key.scalar?.value, !SpecExtensions.isTemplateName(key) {
                    reader.diagnostics.error(
                        "the parameter key \(quoted(key)) may hold only ASCII letters, digits, '-' and '_', so templates can name it",
                        at: entry.key.location
                    )
                    valid = false
                }
                valid = nestedNamesAreTemplateNames(entry.value, reader: &reader) && valid
            }
            return valid
        }
    }

    /// `specs:` is one path or a list of paths, each with where it is written.
    private func specs(_ node: YAMLNode, reader: inout NodeReader) -> [(path: String, location: SourceLocation)] {
        if node.scalar != nil {
            return reader.string(node, for: "'specs'").map { [($0, node.location)] } ?? []
        }
        guard let items = reader.sequence(node, for: "'specs'") else { return [] }
        return items.compactMap { item in reader.string(item, for: "an entry of 'specs'").map { ($0, item.location) } }
    }
}

extension ProjectConfiguration {
    /// This configuration with every relative path resolved against `folder` (no change for `""` or `.`).
    func relative(to folder: String) -> ProjectConfiguration {
        guard !folder.isEmpty, folder != "." else { return self }
        func resolve(_ path: String) -> String {
            path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
        }
        var copy = self
        copy.specs = specs.map(resolve)
        copy.specLocations = Dictionary(specLocations.map { (resolve($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        copy.output = output.map(resolve)
        copy.testsOutput = testsOutput.map(resolve)
        copy.mocksOutput = mocksOutput.map(resolve)
        copy.templates = templates.map(resolve)
        return copy
    }
}
