import ReduxGenCore

/// Checks the module name generated tests import with `@testable import`: a Swift identifier of ASCII
/// letters, digits and underscores, not starting with a digit, and not a keyword.
enum ModuleNameCheck {
    /// `nil` when `name` can be imported; otherwise the message that explains why not. `outputFolder` is
    /// set when the name was taken from the output folder rather than given with `--module`.
    static func problem(with name: String, derivedFrom outputFolder: String?) -> String? {
        guard !isImportable(name) else { return nil }
        let source = outputFolder.map { " (taken from the last part of the output folder '\($0)')" } ?? ""
        var message = "'\(name)'\(source) is not a Swift module name: use ASCII letters, digits and underscores, "
            + "not starting with a digit, and not a keyword"
        let suggestion = suggestedName(for: name)
        if isImportable(suggestion) {
            message += "; pass --module \(suggestion) (or set 'module:' in \(ProjectConfiguration.fileName))"
        } else {
            message += "; pass --module NAME (or set 'module:' in \(ProjectConfiguration.fileName))"
        }
        return message
    }

    static func isImportable(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        }
        return allowed && name != "_" && !SwiftKeywords.reserved.contains(name)
    }

    /// `name` with every character a module name cannot hold replaced by `_`, as SwiftPM names the
    /// module of a target called `my-features` (`my_features`).
    private static func suggestedName(for name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            let isAllowed = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            return isAllowed ? scalar : "_"
        }))
    }
}

extension ModuleNameCheck {
    /// The problems of the module names of `settings`: the tested module (unless a build plugin's fixed
    /// outputs make no tests) and the mocks' module. Errors for exit status 2, at the `module:` entry of
    /// `reduxgen.yaml` when it names the module.
    static func problems(of settings: GenerationSettings, checkingTestedModule: Bool = true) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if checkingTestedModule, let problem = problem(
            with: settings.module, derivedFrom: settings.moduleIsDerived ? settings.output : nil) {
            problems.append(.error(problem, at: settings.moduleLocation))
        }
        if let mocksOutput = settings.mocksOutput, let mocksModule = settings.mocksModule,
           let problem = problem(with: mocksModule, derivedFrom: mocksOutput) {
            problems.append(.error(problem, at: nil))
        }
        return problems
    }
}
