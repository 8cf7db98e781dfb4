import Mustache
@testable import ReduxGenCore

/// swift-mustache set up as reduxgen used it before it had a renderer of its own: every template parsed
/// with a `{{% CONTENT_TYPE: TEXT }}` line put before it (so nothing is escaped), contexts converted to
/// `Any`. The tests compare reduxgen's renderer with it byte for byte. Strings are given reduxgen's own
/// transforms (`swiftString`, `swiftStringContent`), which swift-mustache does not have (see `ReferenceText`).
enum SwiftMustacheReference {
    static let plainTextPragma = "{{% CONTENT_TYPE: TEXT }}\n"

    /// A parse error as swift-mustache reports it, with the position moved back by the pragma line.
    struct ParseFailure: Equatable, CustomStringConvertible {
        var message: String
        var line: Int
        var column: Int
        var description: String { "\(line):\(column): \(message)" }
    }

    /// The library of `templates` (name → text), or the first template's parse failure.
    static func library(_ templates: [String: String]) -> Result<MustacheLibrary, ParseFailureError> {
        var library = MustacheLibrary()
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            do {
                library.register(try MustacheTemplate(string: plainTextPragma + text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                return .failure(ParseFailureError(failure: ParseFailure(
                    message: message(for: error.error),
                    line: max(1, error.context.lineNumber - 1),
                    column: max(1, error.context.columnNumber)
                )))
            } catch {
                return .failure(ParseFailureError(failure: ParseFailure(message: "\(error)", line: 0, column: 0)))
            }
        }
        return .success(library)
    }

    struct ParseFailureError: Error {
        var failure: ParseFailure
    }

    /// `name` rendered by swift-mustache with `context`.
    static func render(_ name: String, in library: MustacheLibrary, context: TemplateValue) -> String? {
        library.render(anyValue(context), withTemplate: name)
    }

    /// The context as swift-mustache looks names up in it; strings are ``ReferenceText``, which knows
    /// reduxgen's own `swiftString` transform. Standard Mustache has no closed dictionary
    /// (`TemplateDictionary.isClosed`): one is given every name a closed part can hold that it lacks, as
    /// off, which is what a closed part answers for it.
    static func anyValue(_ value: TemplateValue) -> Any {
        switch value {
        case .string(let string): return ReferenceText(text: string)
        case .bool(let bool): return bool
        case .int(let int): return int
        case .array(let array): return array.map(anyValue)
        case .dictionary(let dictionary):
            var entries = Dictionary(uniqueKeysWithValues: dictionary.map { ($0.key, anyValue($0.value)) })
            if dictionary.isClosed {
                for name in ContextKeyUsageTests.closedPartNames where entries[name] == nil { entries[name] = false }
            }
            return entries
        }
    }

    /// The messages reduxgen gave swift-mustache's parse errors.
    static func message(for error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else {
            return "unexpected end of template: a tag is not closed"
        }
        switch error {
        case .sectionCloseNameIncorrect: return "this closing tag does not match the section it closes"
        case .unfinishedName: return "unfinished tag: expected a name followed by '}}'"
        case .expectedSectionEnd: return "a section is not closed: expected '{{/name}}' before the end of the template"
        case .invalidSetDelimiter: return "malformed set-delimiter tag: expected '{{=START END=}}'"
        case .transformAppliedToInheritanceSection, .illegalTokenInsideInheritSection, .textInsideInheritSection:
            return "inheritance"
        case .invalidConfigVariableSyntax: return "malformed pragma: expected '{{% NAME: VALUE }}'"
        case .unrecognisedConfigVariable: return "unknown pragma: the only one is '{{% CONTENT_TYPE: TEXT }}' (or HTML)"
        }
    }
}

/// A string of the context as swift-mustache sees it, with reduxgen's own transforms besides swift-mustache's:
/// the reference renders every transform swift-mustache has as swift-mustache does, and only the ones it does
/// not have (`swiftString`, `swiftStringContent`) as reduxgen does. Otherwise it behaves as a `String` in the
/// context: printed as it is (and quoted inside a printed array or dictionary), a section renders once with
/// it, and it has no names inside it.
struct ReferenceText: MustacheTransformable, MustacheCustomRenderable, MustacheParent, Comparable,
    CustomStringConvertible, CustomDebugStringConvertible {
    var text: String

    var renderText: String { text }
    var isNull: Bool { false }
    var description: String { text }
    var debugDescription: String { text.debugDescription }

    func child(named: String) -> Any? { nil }

    func transform(_ name: String) -> Any? {
        if let transformed = text.transform(name) { return transformed }
        return MustacheTransforms.apply(name, to: .string(text)).map(SwiftMustacheReference.anyValue)
    }

    static func < (lhs: ReferenceText, rhs: ReferenceText) -> Bool {
        lhs.text < rhs.text
    }
}
