import Foundation
import Mustache

/// swift-mustache set up for Swift source: every template (partials too: a partial starts again as HTML)
/// gets `{{% CONTENT_TYPE: TEXT }}`, and every string of the context is a `MustacheText`, which has the
/// transforms the templates need.
struct MustacheEngine {
    let library: MustacheLibrary

    init(directory: String) throws {
        var library = MustacheLibrary()
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) where file.hasSuffix(".mustache") {
            let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
            try library.register("{{% CONTENT_TYPE: TEXT }}\n" + text, named: String(file.dropLast(9)))
        }
        self.library = library
    }

    func render(_ name: String, _ context: [String: Any]) -> String {
        library.render(Self.wrap(context), withTemplate: name)!
    }

    /// Strings become `MustacheText`; everything else is as the one rule made it.
    static func wrap(_ value: Any) -> Any {
        switch value {
        case let string as String: return MustacheText(text: string)
        case let array as [Any]: return array.map(wrap)
        case let dictionary as [String: Any]: return dictionary.mapValues(wrap)
        default: return value
        }
    }
}

/// A string of the context. Transforms: `swiftString` (a quoted Swift literal), `swiftStringContent`
/// (the same without quotes), `empty`; any other transform name tests the string for equality, so a
/// `kind` (or a raw-value enum) is tested by `{{#set(kind)}}...{{/set(kind)}}`.
struct MustacheText: MustacheTransformable, MustacheCustomRenderable, MustacheParent {
    var text: String
    var renderText: String { text }
    var isNull: Bool { false }
    func child(named: String) -> Any? { nil }

    func transform(_ name: String) -> Any? {
        switch name {
        case "swiftString": return MustacheText(text: "\"" + swiftStringContent(text) + "\"")
        case "swiftStringContent": return MustacheText(text: swiftStringContent(text))
        case "empty": return text.isEmpty
        default: return name == text
        }
    }
}

/// The text of a Swift string literal without its quotes.
func swiftStringContent(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\0": result += "\\0"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result
}
