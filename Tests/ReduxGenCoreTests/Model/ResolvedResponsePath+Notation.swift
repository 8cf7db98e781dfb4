@testable import ReduxGenCore

/// Writing an expected response path in tests as Swift reads it: `"response?.meta.total"` is the path
/// through `meta`, then `total` of an optional `meta`, used as it is.
extension ResolvedResponsePath: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        var steps: [Step] = []
        var rest = Substring(text.dropFirst("response".count))
        while !rest.isEmpty {
            let isAfterOptional = rest.hasPrefix("?.")
            rest = rest.dropFirst(isAfterOptional ? 2 : 1)
            let member = rest.prefix { $0 != "." && $0 != "?" }
            steps.append(Step(member: String(member), isAfterOptional: isAfterOptional))
            rest = rest.dropFirst(member.count)
        }
        self.init(steps: steps)
    }
}
