import Foundation

/// Turns names from an OpenAPI document (schema names, property names, enum values, parameter names),
/// which may hold any characters, into names the spec language accepts.
enum OpenAPINaming {
    /// Latin letters with accents and ligatures spelled in ASCII (`café` → `cafe`, `größe` → `grosse`), so a
    /// name keeps its words.
    private static let latinToASCII = StringTransform("Latin-ASCII")

    /// The letters, digits, `_` and `-` of `text`, Latin letters spelled in ASCII; other characters separate
    /// words.
    private static func wordText(_ text: String) -> String {
        let prefix = String(text.prefix(150))
        let ascii = prefix.allSatisfy(\.isASCII) ? prefix : prefix.applyingTransform(latinToASCII, reverse: false) ?? prefix
        return String(ascii.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") ? $0 : "_" })
    }

    /// A model name: UpperCamelCase of the schema name's words; names Swift or the generated code reserve
    /// get a `Model` suffix (`Error` → `ErrorModel`).
    static func typeName(_ text: String) -> String {
        var name = SwiftName.upperCamelCase(wordText(text))
        if name.isEmpty { name = "Model" }
        if name.first?.isNumber == true { name = "Model" + name }
        if SwiftIdentifier.typeNameProblem(name) != nil { name += "Model" }
        return name
    }

    /// A field, payload or case name: the text itself when it is already a valid member name (so the
    /// JSON key need not be spelled out), else its words in lowerCamelCase.
    static func memberName(_ text: String, fallback: String) -> String {
        if text.count <= SwiftName.maximumLength, SwiftIdentifier.memberNameProblem(text) == nil,
           text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
            return text
        }
        var name = SwiftName.lowerCamelCase(wordText(text))
        if name.isEmpty { name = fallback }
        if name.first?.isNumber == true { name = fallback + name }
        if SwiftIdentifier.memberNameProblem(name) != nil { name = fallback + SwiftName.upperCamelCase(name) }
        return name
    }

    /// The name of an operation without an `operationId`: its method and the words of its path, placeholders
    /// included (`GET /pets/{petId}/photos` → `getPetsPetIdPhotos`), so that every method and path has its own.
    static func operationName(method: String, path: String) -> String {
        let name = SwiftName.lowerCamelCase(wordText(method.lowercased() + "/" + path))
        return SwiftIdentifier.memberNameProblem(name) == nil ? name : "operation" + SwiftName.upperCamelCase(name)
    }

    /// Whether a field or payload value named `name` (its Swift name) clashes with those already named
    /// `names`: the same name, or one that generated code binds to the other's `<name>Value` local (`store`
    /// and `storeValue`, docs/spec.md "Names").
    static func clashes(_ name: String, with names: Set<String>) -> Bool {
        names.contains(name) || names.contains(LocalNames.local(for: name)) || names.contains { LocalNames.local(for: $0) == name }
    }

    /// The case name for an enum value.
    static func caseName(_ value: String) -> String {
        value.isEmpty ? "empty" : memberName(value, fallback: "value")
    }
}
