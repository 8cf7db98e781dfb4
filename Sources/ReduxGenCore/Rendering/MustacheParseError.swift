/// Why a template does not parse, and where (1-based line and column, columns counting characters).
struct MustacheParseError: Error, Equatable, Sendable {
    enum Reason: Error, Equatable, Sendable {
        case sectionCloseNameIncorrect
        case unfinishedName
        case expectedSectionEnd
        case invalidSetDelimiter
        case invalidPragma
        case unknownPragma
        case inheritanceNotSupported
        case nestedTooDeep
        /// The text ended inside a tag.
        case unexpectedEnd
    }

    var reason: Reason
    var line: Int
    var column: Int

    /// The diagnostic's message.
    var message: String {
        switch reason {
        case .sectionCloseNameIncorrect: "this closing tag does not match the section it closes"
        case .unfinishedName: "unfinished tag: expected a name followed by '}}'"
        case .expectedSectionEnd: "a section is not closed: expected '{{/name}}' before the end of the template"
        case .invalidSetDelimiter: "malformed set-delimiter tag: expected '{{=START END=}}'"
        case .invalidPragma: "malformed pragma: expected '{{% NAME: VALUE }}'"
        case .unknownPragma: "unknown pragma: the only one is '{{% CONTENT_TYPE: TEXT }}' (or HTML)"
        case .inheritanceNotSupported: "template inheritance ('{{<parent}}', '{{$block}}') is not supported; use partials"
        case .nestedTooDeep: "sections are nested more than \(MustacheParser.maximumSectionDepth) deep"
        case .unexpectedEnd: "unexpected end of template: a tag is not closed"
        }
    }
}
