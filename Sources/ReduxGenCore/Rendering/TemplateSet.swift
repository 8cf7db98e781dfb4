import Foundation

/// The templates a run renders with: the built-ins, each optionally replaced by a user's file of the
/// same name, plus any partials the user adds.
public struct TemplateSet: Hashable, Sendable {
    /// The templates by name.
    public private(set) var templatesByName: [String: TemplateSource]

    /// The built-in templates, with no overrides.
    public static let builtIn = TemplateSet(BuiltInTemplates.all)

    /// A set of exactly these templates. When two have the same name, the later one wins.
    public init(_ templates: [TemplateSource]) {
        templatesByName = Dictionary(templates.map { ($0.name, $0) }) { _, later in later }
    }

    /// This set with `overrides` applied: each replaces the template of the same name or is added.
    public func overridden(by overrides: [TemplateSource]) -> TemplateSet {
        var result = self
        for template in overrides {
            result.templatesByName[template.name] = template
        }
        return result
    }

    /// The built-in templates overridden by the files in `overridesDirectory` (`--templates DIR`), or the
    /// built-ins alone when it is `nil`, with warnings about files in the folder that are ignored. Nothing
    /// is parsed yet: ``TemplateRenderer`` parses and checks the set.
    public static func builtIn(overriddenBy overridesDirectory: String?) throws(DiagnosticsError) -> (templates: TemplateSet, warnings: [Diagnostic]) {
        try builtIn(overriddenBy: overridesDirectory, files: [])
    }

    /// The error of a run whose `files:` name templates of the team's without a templates folder to find
    /// them in, at the first entry; `nil` when there is a folder or no entry.
    public static func folderlessFilesProblem(files: [FileTemplate], templatesFolder: String?) -> Diagnostic? {
        guard templatesFolder == nil, let first = files.first else { return nil }
        return .error(
            "'files:' names templates of your own, which live in the templates folder; name it with 'templates:' in "
                + "reduxgen.yaml (or --templates)",
            at: first.templateLocation)
    }

    /// The built-in templates overridden by the files in `overridesDirectory`, with the team's own templates
    /// that `files` name, which must be in that folder: a name the folder lacks is an error at the entry
    /// that names it, with the closest name the folder has.
    public static func builtIn(
        overriddenBy overridesDirectory: String?, files: [FileTemplate], namedAt location: SourceLocation? = nil
    ) throws(DiagnosticsError) -> (templates: TemplateSet, warnings: [Diagnostic]) {
        guard let overridesDirectory else {
            if let problem = folderlessFilesProblem(files: files, templatesFolder: nil) { throw DiagnosticsError(problem) }
            return (.builtIn, [])
        }
        let folder = try TemplateOverrideFolder(
            path: overridesDirectory, ownTemplates: Set(files.map(\.template)), namedAt: location
        ).read()
        let found = Set(folder.templates.map(\.name))
        // A misspelt entry leaves the file it meant ignored, so the hint looks at every template file there.
        let present = ((try? FileManager.default.contentsOfDirectory(atPath: overridesDirectory)) ?? [])
            .compactMap(TemplateName.fromFileName).filter { !TemplateName.isPartial($0) }
        var problems: [Diagnostic] = []
        for file in files where !found.contains(file.template) {
            let expected = TemplateOverrideFolder.path(of: TemplateName.fileName(of: file.template), in: overridesDirectory)
            // A file of that name the folder could not use (a pipe, a link to nothing) has its own warning.
            let hint = present.contains(file.template)
                ? "; '\(expected)' is not a regular file" : Suggestion.didYouMean(file.template, among: present)
            problems.append(.error(
                "no template '\(file.template)' in the templates folder '\(overridesDirectory)' (expected \(expected))\(hint)",
                at: file.templateLocation))
        }
        if !problems.isEmpty { throw DiagnosticsError(folder.diagnostics + problems) }
        return (TemplateSet.builtIn.overridden(by: folder.templates), folder.diagnostics)
    }

    /// Every template name, sorted.
    public var names: [String] { templatesByName.keys.sorted() }

    /// Every template, sorted by name.
    public var templates: [TemplateSource] { names.compactMap { templatesByName[$0] } }

    /// The template with this name, if there is one.
    public subscript(name: String) -> TemplateSource? { templatesByName[name] }

    /// Whether this set is the built-in set, unchanged. reduxgen's own tests check the built-ins
    /// (`BuiltInTemplatesTests`), so a run need not check their partials again.
    var isUnchangedBuiltIn: Bool { self == .builtIn }

    /// Whether `template` is the built-in template of its name, unchanged: its text was checked by
    /// reduxgen's own tests, so a run need not check it again before parsing it.
    static func isUnchangedBuiltIn(_ template: TemplateSource) -> Bool {
        guard template.origin == .builtIn, let builtIn = TemplateSet.builtIn[template.name] else { return false }
        return builtIn.text == template.text
    }
}
