/// Checks how a template set's templates include partials, before anything is rendered: every included
/// partial must exist and be a partial, names must be written out (no dynamic `{{>*key}}`), no partial
/// may include itself (directly or through others: that would never end), and a partial the user adds
/// should be used somewhere. Nor may partials include each other so many times over that one template
/// expands into a runaway number of partials (each including the next twice, thirty deep, say).
struct PartialGraphCheck {
    /// The most partial inclusions one template may expand into, not counting repetition by loops.
    static let maximumExpandedInclusions = 100_000

    var templates: TemplateSet

    /// The problems found, sorted. The built-in set, unchanged, has none (the tests check it with
    /// ``checkedDiagnostics()``), so it is not scanned for partials on every run.
    func diagnostics() -> [Diagnostic] {
        if templates.isUnchangedBuiltIn { return [] }
        return checkedDiagnostics()
    }

    /// The problems found by scanning every template for its partials, sorted.
    func checkedDiagnostics() -> [Diagnostic] {
        var collector = DiagnosticCollector()
        var references: [String: [PartialReference]] = [:]
        for template in templates.templates {
            references[template.name] = PartialReference.all(in: template.text)
        }
        checkReferences(references, into: &collector)
        checkCycles(references, into: &collector)
        if !collector.hasErrors {
            checkExpansion(references, into: &collector)
        }
        checkUnusedUserPartials(references, into: &collector)
        return collector.sorted
    }

    private func location(in name: String, _ reference: PartialReference) -> SourceLocation {
        SourceLocation(file: templates[name]?.path ?? name, line: reference.line, column: reference.column)
    }

    private func checkReferences(_ references: [String: [PartialReference]], into collector: inout DiagnosticCollector) {
        let partialNames = templates.names.filter(TemplateName.isPartial)
        for (name, list) in references {
            for reference in list {
                let at = location(in: name, reference)
                if reference.isDynamic {
                    collector.error("dynamic partials ('{{>*\(reference.name)}}') are not supported; name the partial", at: at)
                } else if !TemplateName.isPartial(reference.name) {
                    collector.error("'\(reference.name)' is not a partial: partial names start with '\(TemplateName.partialPrefix)'", at: at)
                } else if templates[reference.name] == nil {
                    let hint = Suggestion.didYouMean(reference.name, among: partialNames)
                    collector.error("no partial named '\(reference.name)'\(hint)", at: at)
                }
            }
        }
    }

    /// Reports each cycle once, at the inclusion that closes it, found by a depth-first walk in name order.
    private func checkCycles(_ references: [String: [PartialReference]], into collector: inout DiagnosticCollector) {
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        var path: [String] = []

        func visit(_ name: String) {
            marks[name] = .visiting
            path.append(name)
            for reference in references[name] ?? [] where !reference.isDynamic && references[reference.name] != nil {
                switch marks[reference.name] {
                case .visiting:
                    let cycle = path.drop { $0 != reference.name } + [reference.name]
                    collector.error(
                        "'\(reference.name)' includes itself (\(cycle.joined(separator: " → "))); partials cannot be recursive",
                        at: location(in: name, reference)
                    )
                case .done:
                    break
                case nil:
                    visit(reference.name)
                }
            }
            path.removeLast()
            marks[name] = .done
        }

        for name in templates.names where marks[name] == nil {
            visit(name)
        }
    }

    /// Counts, for each template, the partial inclusions it expands into; the graph has no cycles here.
    private func checkExpansion(_ references: [String: [PartialReference]], into collector: inout DiagnosticCollector) {
        let limit = Self.maximumExpandedInclusions
        var counts: [String: Int] = [:]

        func expandedInclusions(of name: String) -> Int {
            if let count = counts[name] { return count }
            var count = 0
            for reference in references[name] ?? [] where references[reference.name] != nil {
                count = min(limit + 1, count + 1 + expandedInclusions(of: reference.name))
            }
            counts[name] = count
            return count
        }

        for name in templates.names where !TemplateName.isPartial(name) && expandedInclusions(of: name) > limit {
            collector.error(
                "this template expands into more than \(limit) partial inclusions; partials include each other too many times over",
                at: .startOfFile(templates[name]?.path ?? name)
            )
        }
    }

    private func checkUnusedUserPartials(_ references: [String: [PartialReference]], into collector: inout DiagnosticCollector) {
        let used = Set(references.values.joined().map(\.name))
        let builtInNames = Set(BuiltInTemplates.all.map(\.name))
        let partialNames = templates.names.filter(TemplateName.isPartial)
        for template in templates.templates where template.isPartial && template.origin != .builtIn {
            guard !used.contains(template.name), !builtInNames.contains(template.name) else { continue }
            let hint = Suggestion.didYouMean(template.name, among: partialNames.filter { $0 != template.name })
            collector.warning("partial '\(template.name)' is not included by any template\(hint)", at: .startOfFile(template.path))
        }
    }
}
