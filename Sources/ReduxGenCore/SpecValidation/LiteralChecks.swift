import Foundation

extension ValidationRun {
    /// Types a literal written in the spec against `type` (already resolved); reports mismatches.
    mutating func literal(_ node: YAMLNode, as type: TypeReference, for what: String) -> LiteralValue? {
        if node.scalar?.isNull == true {
            // JSON's own null is a value of `JSON`; in `JSON?` it is the optional's nil.
            if type.isOptional || type == .json { return .null }
            diagnostics.error("null is not a value of type '\(type)' (\(what)); only optional types (T?) take null", at: node.location)
            return nil
        }
        switch type {
        case .optional(let wrapped):
            return literal(node, as: wrapped, for: what)
        case .string:
            return text(node, for: what).map(LiteralValue.string)
        case .int:
            if let value = plainScalar(node).flatMap(LiteralParser.int) { return .int(value) }
            return mismatch(node, expected: "an integer", for: what)
        case .double:
            if let value = plainScalar(node).flatMap(LiteralParser.double) { return .double(value) }
            return mismatch(node, expected: "a number", for: what)
        case .bool:
            let value = reader.bool(node, for: what)
            flushReader()
            return value.map(LiteralValue.bool)
        case .url:
            guard let text = text(node, for: what) else { return nil }
            guard let url = URL(string: text), url.scheme != nil else { return mismatch(node, expected: "an absolute URL", for: what) }
            // Foundation percent-encodes what a URL may not hold (a space): the URL the app gets and the
            // tests' expected text would differ from what the spec wrote.
            guard url.absoluteString == text else {
                diagnostics.error("\(what) is not a URL as written: write \(quoted(url.absoluteString))", at: node.location)
                return nil
            }
            return .string(text)
        case .uuid:
            guard let text = text(node, for: what) else { return nil }
            if UUID(uuidString: text) != nil { return .string(text) }
            return mismatch(node, expected: "a UUID", for: what)
        case .date:
            diagnostics.error("Date values cannot be written in a spec (\(what)); make the type optional (Date?) and use null", at: node.location)
            return nil
        case .json:
            return jsonLiteral(node, for: what)
        case .named(let name):
            return namedLiteral(node, model: name, for: what)
        case .array(let element):
            guard let items = node.sequence else { return mismatch(node, expected: "a sequence ([T])", for: what) }
            let values = items.map { literal($0, as: element, for: what) }
            return values.contains(nil) ? nil : .array(values.compactMap { $0 })
        case .dictionary(let valueType):
            guard let entries = node.mapping else { return mismatch(node, expected: "a mapping ([String: T])", for: what) }
            var result: [LiteralEntry] = []
            var failed = false
            for entry in entries {
                guard let key = entry.key.scalar?.value, let value = literal(entry.value, as: valueType, for: what) else {
                    failed = true
                    continue
                }
                result.append(LiteralEntry(key: key, value: value))
            }
            return failed ? nil : .dictionary(result)
        }
    }

    /// The natural default of a type, used when a state field has no `default:`; `nil` when it has none.
    func naturalDefault(of type: TypeReference) -> LiteralValue? {
        switch type {
        case .optional: return .null
        case .string: return .string("")
        case .int: return .int(0)
        case .double: return .double(0)
        case .bool: return .bool(false)
        case .array: return .array([])
        case .dictionary: return .dictionary([])
        case .json: return .null
        default: return nil
        }
    }

    /// A value of `JSON`: any YAML value, each plain scalar read as JSON would (`true`/`false`, a number, else
    /// text), a quoted scalar as text, a sequence as an array, a mapping as an object. (`null` is read by
    /// `literal(_:as:for:)`.)
    private mutating func jsonLiteral(_ node: YAMLNode, for what: String) -> LiteralValue? {
        if let items = node.sequence {
            let values = items.map { literal($0, as: .json, for: what) }
            return values.contains(nil) ? nil : .array(values.compactMap { $0 })
        }
        if let entries = node.mapping {
            var result: [LiteralEntry] = []
            var failed = false
            for entry in entries {
                guard let key = entry.key.scalar?.value, let value = literal(entry.value, as: .json, for: what) else {
                    failed = true
                    continue
                }
                result.append(LiteralEntry(key: key, value: value))
            }
            return failed ? nil : .dictionary(result)
        }
        guard let text = plainScalar(node) else { return self.text(node, for: what).map(LiteralValue.string) }
        if text == "true" || text == "false" { return .bool(text == "true") }
        if let value = LiteralParser.int(text) { return .int(value) }
        if let value = LiteralParser.double(text) { return .double(value) }
        if LiteralParser.isNumberBeyondDouble(text) { return mismatch(node, expected: "a number within Double's range", for: what) }
        return .string(text)
    }

    private mutating func namedLiteral(_ node: YAMLNode, model name: String, for what: String) -> LiteralValue? {
        guard let model = model(named: name) else { return nil }
        guard let enumSpec = model.enumeration else {
            diagnostics.error("values of model \(quoted(name)) cannot be written in a spec (\(what)); make the type optional and use null", at: node.location)
            return nil
        }
        guard let text = node.scalar?.value else { return mismatch(node, expected: "a case of \(quoted(name))", for: what) }
        if let position = memberPosition(text, inModel: model) { return .enumCase(enumSpec.cases[position].name) }
        let suggestion = suggest(text, among: enumSpec.cases.map(\.name))
        diagnostics.error("\(quoted(text)) is not a case of enum \(quoted(name)) (\(what))\(suggestion)", at: node.location)
        return nil
    }

    private func plainScalar(_ node: YAMLNode) -> String? {
        guard let scalar = node.scalar, scalar.style == .plain else { return nil }
        return scalar.value
    }

    private mutating func text(_ node: YAMLNode, for what: String) -> String? {
        if let scalar = node.scalar { return scalar.value }
        _ = mismatch(node, expected: "a string", for: what)
        return nil
    }

    private mutating func mismatch(_ node: YAMLNode, expected: String, for what: String) -> LiteralValue? {
        let found: String
        if let scalar = node.scalar {
            found = scalar.style == .plain ? quoted(scalar.value) : "the quoted string \(quoted(scalar.value))"
        } else {
            found = node.kindDescription
        }
        diagnostics.error("expected \(expected) for \(what), found \(found)", at: node.location)
        return nil
    }
}
