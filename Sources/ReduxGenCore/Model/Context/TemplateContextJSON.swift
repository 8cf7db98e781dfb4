/// Writes a template context as pretty JSON with sorted keys: the same text on every machine, for
/// context snapshots and for users who want to see what their templates receive.
public enum TemplateContextJSON {
    /// The JSON text of `value`, indented by two spaces per level, keys sorted, ending with a newline.
    public static func text(of value: TemplateValue) -> String {
        var output = ""
        write(value, indentation: 0, into: &output)
        return output + "\n"
    }

    private static func write(_ value: TemplateValue, indentation: Int, into output: inout String) {
        let inner = String(repeating: "  ", count: indentation + 1)
        let closing = String(repeating: "  ", count: indentation)
        switch value {
        case .string(let text):
            output += JSONTree.quoted(text)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .int(let number):
            output += String(number)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                write(element, indentation: indentation + 1, into: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let sorted = entries.sorted { $0.key < $1.key }
            for (index, entry) in sorted.enumerated() {
                output += inner + JSONTree.quoted(entry.key) + ": "
                write(entry.value, indentation: indentation + 1, into: &output)
                output += index == sorted.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        }
    }
}
