extension ValidationRun {
    /// `{name}` placeholders and `params:` must match one to one.
    mutating func checkPath(_ endpoint: EndpointSpec, context: String) {
        let path = endpoint.path
        let node = YAMLNode(.scalar(YAMLScalar(path)), at: endpoint.pathLocation)
        guard path.hasPrefix("/") else {
            diagnostics.error("the path of \(context) must start with '/'", at: endpoint.pathLocation)
            return
        }
        // Nearly every path is plain ASCII without these characters: its bytes are searched before its
        // `Character`s, which are only walked when a message needs an offset.
        if path.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }),
           let index = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            diagnostics.error("the path of \(context) cannot contain '\(path[index])'; put query items under 'query:'",
                              at: reader.location(in: node, offset: path.distance(from: path.startIndex, to: index)))
        }
        var placeholders: [(name: String, offset: Int)] = []
        var open: Int?
        let hasBraces = path.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
        let characters = hasBraces ? Array(path) : []
        for (offset, character) in characters.enumerated() {
            if character == "{" {
                if open != nil {
                    diagnostics.error("unbalanced '{' in the path of \(context)", at: reader.location(in: node, offset: offset))
                    return
                }
                open = offset
            } else if character == "}" {
                guard let start = open else {
                    diagnostics.error("unbalanced '}' in the path of \(context)", at: reader.location(in: node, offset: offset))
                    return
                }
                let name = String(characters[(start + 1)..<offset])
                if name.isEmpty {
                    diagnostics.error("empty placeholder '{}' in the path of \(context)", at: reader.location(in: node, offset: start))
                }
                placeholders.append((name, start))
                open = nil
            }
        }
        if let open {
            diagnostics.error("unbalanced '{' in the path of \(context)", at: reader.location(in: node, offset: open))
            return
        }
        let boundNames = Set(endpoint.pathParameters.map(\.name))
        let placeholderNames = Set(placeholders.map(\.name))
        var reported: Set<String> = []
        for placeholder in placeholders where !placeholder.name.isEmpty {
            if !boundNames.contains(placeholder.name), reported.insert(placeholder.name).inserted {
                diagnostics.error(
                    "path parameter '{\(placeholder.name)}' of \(context) has no binding; add 'params: { \(placeholder.name): payload.\(placeholder.name) }'",
                    at: reader.location(in: node, offset: placeholder.offset)
                )
            }
        }
        for parameter in endpoint.pathParameters {
            let what = "path parameter \(quoted(parameter.name)) of \(context)"
            if !placeholderNames.contains(parameter.name) {
                diagnostics.error("\(what) does not appear in the path \(quoted(path))", at: parameter.location)
                continue
            }
            if let type = sourceType(parameter.source, of: endpoint, for: what) {
                if type.isOptional {
                    diagnostics.error("\(what) is '\(type)'; a path parameter cannot be optional", at: parameter.location)
                } else if !isTextual(type) {
                    diagnostics.error("\(what) is '\(type)'; a path parameter must be a string, number, Bool, UUID or enum", at: parameter.location)
                }
            }
        }
    }
}
