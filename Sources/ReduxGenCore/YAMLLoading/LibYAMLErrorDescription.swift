import CYAML

/// Turns the error libyaml left in a parser into a located, readable diagnostic.
///
/// libyaml reports a `problem` ("could not find expected ':'") at `problem_mark` and often a `context`
/// ("while scanning a simple key") at `context_mark`; the context becomes a note pointing where that
/// construct started. Reader errors (bad bytes) carry a byte offset instead of a mark.
struct LibYAMLErrorDescription {
    let parser: yaml_parser_t
    let locator: SourceByteLocator
    let lines: SourceLineTable

    var diagnostic: Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        switch parser.error {
        case YAML_READER_ERROR:
            return readerDiagnostic(problem: problem)
        case YAML_MEMORY_ERROR:
            return .error("libyaml ran out of memory while reading the file", at: .startOfFile(locator.file))
        default:
            return syntaxDiagnostic(problem: problem)
        }
    }

    private func readerDiagnostic(problem: String) -> Diagnostic {
        let location = lines.placingInside(locator.location(ofByteAt: Int(parser.problem_offset)))
        if parser.problem_value >= 0 && problem == "control characters are not allowed" {
            let code = String(parser.problem_value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            return .error("the file contains the control character U+\(padded), which YAML does not allow", at: location)
        }
        return .error("the file cannot be read as YAML text: \(problem)", at: location)
    }

    private func syntaxDiagnostic(problem: String) -> Diagnostic {
        let location = location(of: parser.problem_mark)
        let hint = locator.character(at: location) == "\t" ? " (YAML indents and separates with spaces, not tabs)" : ""
        guard let contextPointer = parser.context else {
            return .error("YAML syntax error: \(problem)\(hint)", at: location)
        }
        let context = String(cString: contextPointer)
        let contextLocation = self.location(of: parser.context_mark)
        return .error(
            "YAML syntax error: \(problem) \(context)\(hint)",
            at: location,
            notes: [.note("\(context) that starts here", at: contextLocation)]
        )
    }

    /// From the mark's character index, counting lines as editors do (see ``SourceLineTable``).
    private func location(of mark: yaml_mark_t) -> SourceLocation {
        lines.location(ofScalarAt: Int(mark.index))
    }
}
