import Foundation
import OpenAPIKit

/// An OpenAPI document read for reduxgen: OpenAPIKit's 3.1 model of it, and the located YAML tree it was
/// decoded from, so every later diagnostic can point at a line and column of the document.
struct LoadedOpenAPIDocument: Sendable {
    /// The path diagnostics print.
    let file: String
    /// The document as OpenAPIKit models it; a 3.0 document is converted to the 3.1 model.
    let document: OpenAPI.Document
    /// The YAML tree the document was decoded from.
    let root: YAMLNode
    /// What the document gets wrong that reduxgen reads anyway (a lone surrogate escape, 3.0's boolean
    /// `exclusiveMinimum` in a 3.1 document), located.
    var warnings: [Diagnostic] = []
    /// The schemas whose `type` lists several types, by document path (`OpenAPITypeLists`).
    var typeLists: [[String]: [String]] = [:]

    /// Where the node at `path` (mapping keys and sequence positions from the root) was written, or the
    /// nearest enclosing node that exists.
    func location(of path: [String]) -> SourceLocation {
        DocumentPathLocator.location(of: path, in: root)
    }

    /// Where the mapping key that `path` ends in was written (`paths` → `/pets:`), or where `location(of:)`
    /// puts the path when there is no such key.
    func keyLocation(of path: [String]) -> SourceLocation {
        guard let last = path.last, let parent = DocumentPathLocator.node(at: Array(path.dropLast()), in: root),
              let entry = parent.mapping?.first(where: { $0.key.scalar?.value == last })
        else { return location(of: path) }
        return entry.key.location
    }
}

/// Reads an OpenAPI 3.0 or 3.1 document (YAML or JSON) with reduxgen's libyaml loader and its limits, and
/// decodes it with OpenAPIKit through `YAMLNodeDecoder`.
struct OpenAPIDocumentLoader: Sendable {
    var limits: YAMLLoaderLimits = .default

    /// Loads the document at `path`. Every problem is a located error diagnostic.
    func load(path: String) throws(DiagnosticsError) -> LoadedOpenAPIDocument {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw DiagnosticsError(.error("cannot read the OpenAPI document", at: .startOfFile(path)))
        }
        let loader = YAMLLoader(limits: limits)
        let bytes = try loader.contentsOfFile(atPath: path)
        let json = JSONSurrogateEscapes.rewrite(bytes)
        let root = try loader.loadDocument(bytes: json.bytes, file: path)
        var loaded = try decode(root, file: path)
        let locator = SourceByteLocator(bytes: bytes, file: path)
        loaded.warnings = json.loneSurrogateOffsets.map { offset in
            let escape = String(decoding: bytes[offset..<(offset + 6)], as: UTF8.self)
            return .warning("the escape '\(escape)' is half of a UTF-16 surrogate pair without its other half, so no character; it is read as U+FFFD", at: locator.location(ofByteAt: offset))
        } + loaded.warnings
        return loaded
    }

    /// Decodes an already loaded tree.
    func decode(_ root: YAMLNode, file: String) throws(DiagnosticsError) -> LoadedOpenAPIDocument {
        guard root.mapping != nil else {
            throw DiagnosticsError(.error("an OpenAPI document must be a mapping, found \(root.kindDescription)", at: root.location))
        }
        guard let versionNode = root["openapi"] else {
            let hint = root["swagger"] != nil ? "; Swagger 2.0 documents are not supported, convert them to OpenAPI 3 first" : ""
            throw DiagnosticsError(.error("missing key 'openapi' in the OpenAPI document\(hint)", at: root.location))
        }
        guard let version = versionNode.scalar?.value else {
            throw DiagnosticsError(.error(
                "'openapi' must be the version the document follows, such as 3.1.0, found \(versionNode.kindDescription)",
                at: versionNode.location))
        }
        do throws(OpenAPIDecodingFailure) {
            if version.hasPrefix("3.0.") {
                return LoadedOpenAPIDocument(file: file, document: try OpenAPI30Decoding.decode(root), root: root)
            }
            if version.hasPrefix("3.1.") {
                let (bounded, boundWarnings) = OpenAPI31BooleanBounds.rewrite(root)
                let (readable, schemaWarnings) = OpenAPI31BooleanSchemas.rewrite(bounded)
                return LoadedOpenAPIDocument(
                    file: file, document: try OpenAPI31Decoding.decode(readable), root: root, warnings: boundWarnings + schemaWarnings,
                    typeLists: OpenAPITypeLists.find(in: root)
                )
            }
        } catch {
            let location = DocumentPathLocator.location(of: error.codingPath.filter { !$0.isEmpty }, in: root)
            let message = error.message.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n\n", with: " ")
                .replacingOccurrences(of: "\n", with: " ")
            throw DiagnosticsError(.error("invalid OpenAPI document: \(message)", at: location))
        }
        throw DiagnosticsError(.error(
            "unsupported OpenAPI version '\(version)'; reduxgen reads OpenAPI 3.0 and 3.1 documents", at: versionNode.location
        ))
    }
}

/// Finds the node a path of mapping keys and sequence positions leads to.
enum DocumentPathLocator {
    static func location(of path: [String], in root: YAMLNode) -> SourceLocation {
        var node = root
        for component in path {
            guard let next = child(component, of: node) else { break }
            node = next
        }
        return node.location
    }

    /// The node `path` leads to, or `nil` when some step of it is not there.
    static func node(at path: [String], in root: YAMLNode) -> YAMLNode? {
        var node = root
        for component in path {
            guard let next = child(component, of: node) else { return nil }
            node = next
        }
        return node
    }

    private static func child(_ component: String, of node: YAMLNode) -> YAMLNode? {
        if let entries = node.mapping, let entry = entries.first(where: { $0.key.scalar?.value == component }) {
            return entry.value
        }
        if let items = node.sequence, let index = Int(component), items.indices.contains(index) {
            return items[index]
        }
        return nil
    }
}
