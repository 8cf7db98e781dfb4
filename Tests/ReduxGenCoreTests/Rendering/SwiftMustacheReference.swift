import Mustache
@testable import ReduxGenCore

/// swift-mustache set up as reduxgen used it before it had a renderer of its own: every template parsed
/// with a `{{% CONTENT_TYPE: TEXT }}` line put before it (so nothing is escaped), contexts converted to
/// `Any`. The tests compare reduxgen's renderer with it byte for byte.
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
    /// reduxgen's own `swiftString` transform.
    static func anyValue(_ value: TemplateValue) -> Any {
        switch value {
        case .string(let string): ReferenceText(string)
        case .bool(let bool): bool
        case .int(let int): int
        case .array(let array): array.map(anyValue)
        case .dictionary(let dictionary): Dictionary(uniqueKeysWithValues: dictionary.map { ($0.key, anyValue($0.value)) })
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

/// A context string for swift-mustache that behaves as a `String` there (printed as itself, a section over it
/// rendered once, no names looked up in it, its transforms those of a `String`) and also knows reduxgen's
/// `swiftString` transform, which swift-mustache does not have.
struct ReferenceText: MustacheTransformable, MustacheCustomRenderable, MustacheParent, Comparable,
    CustomStringConvertible, CustomDebugStringConvertible
{
    var text: String

    init(_ text: String) {
        self.text = text
    }

    var renderText: String { text }
    var isNull: Bool { false }
    var description: String { text }
    /// As an element of a printed array, quoted as a `String` is.
    var debugDescription: String { text.debugDescription }

    func child(named: String) -> Any? { nil }

    func transform(_ name: String) -> Any? {
        name == "swiftString" ? QuotedText.swift(text) : text.transform(name)
    }

    static func < (lhs: ReferenceText, rhs: ReferenceText) -> Bool {
        lhs.text < rhs.text
    }
}
