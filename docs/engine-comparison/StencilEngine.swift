import Foundation
import Stencil

/// Stencil set up for Swift source: `.smart` whitespace trimming (a block tag alone on its line leaves no
/// line), templates parsed once (the stock loaders parse a template again at every `include`), and the
/// extension below.
struct StencilEngine {
    let environment: Environment

    init(directory: String) throws {
        let ext = Extension()
        ext.registerFilter("swiftString") { value in (value as? String).map { "\"" + swiftStringContent($0) + "\"" } }
        ext.registerFilter("swiftStringContent") { value in (value as? String).map(swiftStringContent) }
        ext.registerFilter("reversed") { value in (value as? [Any]).map { Array($0.reversed()) } }
        ext.registerFilter("plusOne") { value in (value as? Int).map { $0 + 1 } }
        ext.registerTag("partial", parser: PartialNode.parse)
        environment = Environment(
            loader: CachingLoader(directory: directory),
            extensions: [ext],
            trimBehaviour: ProcessInfo.processInfo.environment["STENCIL_TRIM_NOTHING"] == nil ? .smart : .nothing
        )
    }

    func render(_ name: String, _ context: [String: Any]) throws -> String {
        if ProcessInfo.processInfo.environment["STENCIL_BOX"] != nil {
            return try environment.renderTemplate(name: name, context: context.mapValues(StencilBox.wrap))
        }
        return try environment.renderTemplate(name: name, context: context)
    }
}

/// A dictionary of the context that Stencil does not copy: Stencil "normalizes" a `[String: Any]` (copies it,
/// recursively) at every step of every name it resolves, which is what makes it slow on a large context.
final class StencilBox: DynamicMemberLookup {
    let values: [String: Any]
    init(_ values: [String: Any]) { self.values = values }
    subscript(dynamicMember member: String) -> Any? { values[member] }

    static func wrap(_ value: Any) -> Any {
        switch value {
        case let dictionary as [String: Any]: return StencilBox(dictionary.mapValues(wrap))
        case let array as [Any]: return array.map(wrap)
        default: return value
        }
    }
}

/// Loads `<name>.stencil` from a folder and keeps each parsed template.
final class CachingLoader: Loader, @unchecked Sendable {
    let directory: String
    private var cache: [String: Template] = [:]
    private let lock = NSLock()

    init(directory: String) { self.directory = directory }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        lock.lock()
        defer { lock.unlock() }
        if let template = cache[name] { return template }
        let path = "\(directory)/\(name).stencil"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw TemplateDoesNotExist(templateNames: [name], loader: self)
        }
        let template = environment.templateClass.init(templateString: text, environment: environment, name: name)
        cache[name] = template
        return template
    }
}

/// `{% partial "_call" call=endpoint.startCall %}`: renders a template with names bound to values.
/// Stencil's `include` passes at most one top-level name (`{% include "x" name %}`), not a nested value.
final class PartialNode: NodeType {
    let name: String
    let bindings: [(String, Resolvable)]
    let token: Token?

    static func parse(_ parser: TokenParser, _ token: Token) throws -> NodeType {
        let bits = token.components
        guard bits.count >= 2 else { throw TemplateSyntaxError("'partial' needs a template name") }
        let name = bits[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        let bindings = try bits.dropFirst(2).map { bit -> (String, Resolvable) in
            let parts = bit.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw TemplateSyntaxError("'partial' binds names as name=value") }
            return (parts[0], try parser.compileResolvable(parts[1], containedIn: token))
        }
        return PartialNode(name: name, bindings: bindings, token: token)
    }

    init(name: String, bindings: [(String, Resolvable)], token: Token) {
        self.name = name
        self.bindings = bindings
        self.token = token
    }

    func render(_ context: Context) throws -> String {
        let template = try context.environment.loadTemplate(name: name)
        var values: [String: Any] = [:]
        for (key, value) in bindings { values[key] = try value.resolve(context) }
        return try context.push(dictionary: values) { try template.render(context) }
    }
}
