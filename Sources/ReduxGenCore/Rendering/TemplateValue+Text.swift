/// How a value prints in `{{name}}`.
extension TemplateValue {
    /// A string as it is, an integer or boolean as Swift prints it (`42`, `true`); an array or dictionary
    /// as a Swift literal (`["a", "b"]`), a dictionary's keys in sorted order.
    var renderedText: String {
        switch self {
        case .string(let string): string
        case .int(let int): String(int)
        case .bool(let bool): bool ? "true" : "false"
        case .array(let array): "[" + array.map(\.literalText).joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            dictionary.isEmpty
                ? "[:]"
                : "[" + dictionary.sorted { $0.key < $1.key }.map { String(reflecting: $0.key) + ": " + $0.value.literalText }
                    .joined(separator: ", ") + "]"
        }
    }

    /// The value inside an array or dictionary literal: strings quoted and escaped.
    private var literalText: String {
        if case .string(let string) = self { return String(reflecting: string) }
        return renderedText
    }

    /// `text` escaped for HTML, as `{{name}}` prints after `{{% CONTENT_TYPE: HTML }}`.
    static func htmlEscaped(_ text: String) -> String {
        guard text.contains(where: { "<>&\"'".contains($0) }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
