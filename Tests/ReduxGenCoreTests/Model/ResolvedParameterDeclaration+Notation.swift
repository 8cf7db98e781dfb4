@testable import ReduxGenCore

/// Writing an expected parameter declaration in tests as Swift reads it: `"for forValue: String"` has the
/// label `for`, the local `forValue` and the type `String`.
extension ResolvedParameterDeclaration: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        let colon = text.range(of: ": ")!
        let names = text[..<colon.lowerBound].split(separator: " ", maxSplits: 1).map(String.init)
        self.init(label: names[0], local: names.count > 1 ? names[1] : nil, type: String(text[colon.upperBound...]))
    }
}
