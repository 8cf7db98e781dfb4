/// The statements of the middleware flavor's `<Feature>Middleware.effect(for:...)`, which sends the
/// requests an action has just started.
enum MiddlewareCalls {
    /// The call sending `endpoint`'s request if the action started it, with the payload `arguments`
    /// (`label: local`).
    static func send(_ endpoint: ResolvedEndpoint, feature: String, arguments: [String]) -> String {
        SwiftCall.text(
            "\(feature)Middleware.\(endpoint.name)",
            arguments: ["state: state", "firstNewRequest: firstNewRequest", "environment: environment"] + arguments
        )
    }

    /// `return .none`, `return <send>`, or each send bound to a local and `return .merge(...)`.
    static func returnLines(_ sends: [String]) -> [String] {
        switch sends.count {
        case 0: return ["return .none"]
        case 1: return ["return " + sends[0]]
        default:
            let locals = sends.indices.map { "request\($0 + 1)" }
            return zip(locals, sends).map { local, send in "let \(local) = " + send }
                + ["return " + SwiftCall.text(".merge", arguments: locals)]
        }
    }

    /// Whether `local` is used as a value in `lines`: written as a whole word, not after a `.` (where it
    /// is a member, such as `state.query`).
    static func uses(_ local: String, in lines: [String]) -> Bool {
        lines.contains { line in
            var searchStart = line.startIndex
            while let range = line.range(of: local, range: searchStart..<line.endIndex) {
                let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
                let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
                let isWord = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
                if before != "." && !isWord(before) && !isWord(after) { return true }
                searchStart = range.upperBound
            }
            return false
        }
    }

    /// `.name`, or `.name(let a, _)` binding only the payload values given (nil: not needed).
    static func casePattern(_ name: String, payload locals: [String?]) -> String {
        guard locals.contains(where: { $0 != nil }) else { return "." + name }
        return "." + name + "(" + locals.map { $0.map { "let " + $0 } ?? "_" }.joined(separator: ", ") + ")"
    }
}
