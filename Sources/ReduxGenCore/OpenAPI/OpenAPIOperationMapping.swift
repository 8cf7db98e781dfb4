import OpenAPIKit

/// One operation of the document and where it was written.
struct OpenAPIOperationEntry: Sendable {
    /// The operation's `operationId`, or for an operation without one the name made from its method and
    /// path (`idIsDerived`).
    var operationId: String
    var idIsDerived = false
    /// The path requested: the path key without a fragment or query (`OpenAPIPathKey`).
    var path: String
    /// The query items the path key fixes.
    var fixedQuery: [MappedQueryConstant]
    /// What the path key holds besides a path, warned about when the operation is mapped.
    var pathKeyWarning: String?
    var method: OpenAPI.HttpMethod
    var operation: OpenAPI.Operation
    /// The parameters of the path item, which every operation of the path shares.
    var pathItemParameters: OpenAPI.Parameter.Array
    var documentPath: [String]
}

/// Operations → endpoints. What maps where is the table in docs/openapi.md.
extension OpenAPIMapper {
    /// Every operation, in the order the document lists them. An operation without an `operationId` is
    /// named after its method and path (`GET /pets/{petId}` → `getPetsPetId`), numbered when an operationId
    /// of the document or an earlier name has it; repeated ids are warned about and left out.
    mutating func operationEntries() -> [OpenAPIOperationEntry] {
        var entries: [OpenAPIOperationEntry] = []
        var seen: Set<String> = []
        var declaredIds: Set<String> = []
        for case .b(let pathItem) in loaded.document.paths.values {
            for endpoint in pathItem.endpoints { if let id = endpoint.operation.operationId { declaredIds.insert(id) } }
        }
        for (path, item) in loaded.document.paths {
            let itemPath = ["paths", path.rawValue]
            let key = OpenAPIPathKey(path.rawValue)
            let pathItem: OpenAPI.PathItem
            switch item {
            case .b(let inline): pathItem = inline
            case .a(let reference):
                guard case .internal(.component(let name)) = reference.jsonReference,
                      let key = OpenAPI.ComponentKey(rawValue: name), let target = components.pathItems[key]
                else {
                    warn("the path item of \(quoted(path.rawValue)) is a reference reduxgen cannot follow; its operations are skipped", at: itemPath)
                    continue
                }
                pathItem = target
            }
            for endpoint in pathItem.endpoints {
                let operationPath = itemPath + [endpoint.method.rawValue.lowercased()]
                let id: String
                let derived: Bool
                if let written = endpoint.operation.operationId, !written.isEmpty {
                    guard seen.insert(written).inserted else {
                        warn("the operationId \(quoted(written)) is used again; this operation is skipped", at: operationPath + ["operationId"])
                        continue
                    }
                    (id, derived) = (written, false)
                } else {
                    let base = OpenAPINaming.operationName(method: endpoint.method.rawValue, path: key.path)
                    id = SwiftName.unique(base) { seen.contains($0) || declaredIds.contains($0) }
                    seen.insert(id)
                    derived = true
                }
                entries.append(OpenAPIOperationEntry(
                    operationId: id, idIsDerived: derived, path: key.path, fixedQuery: key.fixedQuery, pathKeyWarning: key.warning, method: endpoint.method,
                    operation: endpoint.operation, pathItemParameters: pathItem.parameters, documentPath: operationPath
                ))
            }
        }
        return entries
    }

    /// The endpoint for an operation; throws when the operation cannot be called as the document
    /// describes it. Optional parts reduxgen cannot send are skipped with a warning.
    mutating func mapOperation(_ entry: OpenAPIOperationEntry) throws(MappingProblem) -> MappedOperation {
        let id = entry.operationId
        let what = "operation \(quoted(id))"
        guard let method = HTTPMethod(rawValue: entry.method.rawValue.uppercased()) else {
            throw .unsupported("\(what) uses the method \(entry.method.rawValue); reduxgen sends GET, POST, PUT, PATCH and DELETE", at: entry.documentPath)
        }
        if let warning = entry.pathKeyWarning {
            warn(warning, atKeyOf: Array(entry.documentPath.dropLast()))
        }
        var mapped = MappedOperation(
            operationId: id, method: method, path: entry.path, payload: [], pathParameters: [], query: [], headers: [],
            bodyField: nil, response: nil, documentPath: entry.documentPath
        )
        var payloadSwiftNames: Set<String> = []
        func payloadName(_ base: String) -> String {
            let name = SwiftName.unique(OpenAPINaming.memberName(base, fallback: "value")) {
                OpenAPINaming.clashes(SwiftName.lowerCamelCase($0), with: payloadSwiftNames)
            }
            payloadSwiftNames.insert(SwiftName.lowerCamelCase(name))
            return name
        }

        let placeholders = Set(Self.placeholders(in: entry.path))
        for (parameter, parameterPath) in try parameters(of: entry) {
            let parameterWhat = "\(parameter.location.rawValue) parameter \(quoted(parameter.name)) of \(what)"
            // OpenAPI: "If in is "header" and the name field is "Accept", "Content-Type" or "Authorization",
            // the parameter definition SHALL be ignored." The body and `api.auth` set those headers.
            if parameter.location == .header, Self.ignoredHeaders.contains(parameter.name.lowercased()) {
                warn("\(parameterWhat) is ignored, as OpenAPI says of the headers Accept, Content-Type and Authorization", at: parameterPath)
                continue
            }
            // A header name is one whatever its letter case: the first parameter that names it sends it.
            if parameter.location == .header, mapped.headers.contains(where: { $0.name.lowercased() == parameter.name.lowercased() }) {
                if parameter.required {
                    throw .unsupported("\(parameterWhat) names a header another parameter sends (header names ignore letter case)", at: parameterPath)
                }
                warn("\(parameterWhat) is skipped: another parameter sends that header (header names ignore letter case)", at: parameterPath)
                continue
            }
            if parameter.name.isEmpty {
                if parameter.required { throw .unsupported("\(parameterWhat) has an empty name, which cannot be sent", at: parameterPath) }
                warn("\(parameterWhat) is skipped: it has an empty name, which cannot be sent", at: parameterPath)
                continue
            }
            // A path parameter the path has no place for cannot be sent (the document is at fault).
            if parameter.location == .path && !placeholders.contains(parameter.name) {
                throw .unsupported("\(parameterWhat) has no placeholder in its path '\(entry.path)'", at: parameterPath)
            }
            // One value per parameter, or, for a deepObject query parameter, one per property.
            let parts: [ParameterPart]
            do {
                parts = try parameterParts(parameter, at: parameterPath, operation: id)
            } catch {
                if parameter.required || error.isError {
                    throw MappingProblem(message: "\(parameterWhat): \(error.message)", documentPath: error.documentPath, isError: error.isError)
                }
                warn("\(parameterWhat) is skipped: \(error.message)", at: error.documentPath)
                continue
            }
            for part in parts {
                let field = payloadName(part.payloadName)
                mapped.payload.append((field, part.type))
                let binding = MappedParameter(name: part.wireName, payloadField: field)
                switch parameter.location {
                case .path: mapped.pathParameters.append(binding)
                case .query: mapped.query.append(binding)
                default: mapped.headers.append(binding)
                }
            }
        }

        // A placeholder no path parameter describes has no value to send (the document is at fault).
        for placeholder in Self.placeholders(in: entry.path) where !mapped.pathParameters.contains(where: { $0.name == placeholder }) {
            throw .unsupported(
                "its path has the placeholder '{\(placeholder)}', which no path parameter of \(what) or of its path describes",
                at: entry.documentPath
            )
        }
        // A parameter of the same name is what the operation describes: it wins over the path key's item.
        mapped.fixedQuery = entry.fixedQuery.filter { item in !mapped.query.contains { $0.name == item.name } }
        switch try requestBody(of: entry, method: method) {
        case .json(let type)?:
            let field = payloadName("body")
            mapped.payload.append((field, type))
            mapped.bodyField = field
        case .form(let parts)?:
            // One payload field per property, after the parameters' (`amount`; `amount2` where a parameter
            // has the name), sent under the property's name.
            mapped.formFields = parts.map { part in
                let field = payloadName(part.payloadName)
                mapped.payload.append((field, part.type))
                return MappedParameter(name: part.wireName, payloadField: field)
            }
        case nil:
            break
        }
        mapped.response = try responseType(of: entry)
        if !entry.operation.callbacks.isEmpty {
            warn("the callbacks of \(what) are not mapped (reduxgen generates client requests only)", at: entry.documentPath + ["callbacks"])
        }
        return mapped
    }

    /// The path item's and the operation's parameters (the operation's win), resolved, with where each is.
    private mutating func parameters(of entry: OpenAPIOperationEntry) throws(MappingProblem) -> [(OpenAPI.Parameter, [String])] {
        var result: [(OpenAPI.Parameter, [String])] = []
        let sources = [
            (entry.pathItemParameters, Array(entry.documentPath.dropLast()) + ["parameters"]),
            (entry.operation.parameters, entry.documentPath + ["parameters"]),
        ]
        for (list, listPath) in sources {
            for (index, either) in list.enumerated() {
                let path = listPath + [String(index)]
                let parameter = try resolve(either, in: components.parameters, kind: "parameter", at: path)
                result.removeAll { $0.0.name == parameter.name && $0.0.location == parameter.location }
                result.append((parameter, path))
            }
        }
        return result
    }

    /// A reference to a component (parameter, request body, response), followed to the component.
    private func resolve<T>(
        _ either: Either<OpenAPI.Reference<T>, T>, in dictionary: OrderedDictionary<OpenAPI.ComponentKey, Either<OpenAPI.Reference<T>, T>>,
        kind: String, at path: [String]
    ) throws(MappingProblem) -> T {
        var current = either
        var depth = 0
        while true {
            let reference: OpenAPI.Reference<T>
            switch current {
            case .b(let value): return value
            case .a(let next): reference = next
            }
            depth += 1
            guard depth <= Self.maximumReferenceDepth else {
                throw .invalid("\(kind) references nest more than \(Self.maximumReferenceDepth) levels deep", at: path)
            }
            guard case .internal(.component(let name)) = reference.jsonReference else {
                throw .unsupported("the reference '\(reference.jsonReference.absoluteString)' does not name a \(kind) of this document's components", at: path + ["$ref"])
            }
            guard let key = OpenAPI.ComponentKey(rawValue: name), let next = dictionary[key] else {
                let suggestion = Suggestion.didYouMean(name, among: dictionary.keys.map(\.rawValue))
                throw .invalid("'$ref' names the \(kind) \(quoted(name)), which the document's components do not have\(suggestion)", at: path + ["$ref"])
            }
            current = next
        }
    }

    /// What a parameter sends: itself, or (a `style: deepObject` query object of scalar properties) one
    /// query item `name[property]` per property.
    private mutating func parameterParts(_ parameter: OpenAPI.Parameter, at path: [String], operation: String) throws(MappingProblem) -> [ParameterPart] {
        if parameter.location == .query, case .a(let context) = parameter.schemaOrContent, context.style == .deepObject {
            return try deepObjectParts(parameter, context: context, at: path, operation: operation)
        }
        let type = try parameterType(parameter, at: path, operation: operation)
        return [ParameterPart(wireName: parameter.name, payloadName: parameter.name, type: type)]
    }

    /// `filter[name]=x&filter[state]=y` for a deepObject `filter` with properties `name` and `state`: each
    /// property is a payload field (`filterName`), optional unless the parameter and the property are
    /// both required.
    private mutating func deepObjectParts(
        _ parameter: OpenAPI.Parameter, context: OpenAPI.Parameter.SchemaContext, at path: [String], operation: String
    ) throws(MappingProblem) -> [ParameterPart] {
        guard context.explode else {
            throw .unsupported("'style: deepObject' is sent with 'explode: true' only", at: path)
        }
        let inline: JSONSchema
        switch context.schema {
        case .b(let schema): inline = schema
        case .a(let reference): inline = .reference(reference.jsonReference)
        }
        let (schema, schemaPath) = try followingReferences(inline, at: path + ["schema"])
        guard case .object(_, let object) = schema.value, !object.properties.isEmpty else {
            throw .unsupported("'style: deepObject' is mapped for objects with properties only", at: path)
        }
        let required = Set(object.requiredProperties)
        let base = OpenAPINaming.memberName(parameter.name, fallback: "value")
        var parts: [ParameterPart] = []
        for (property, propertySchema) in object.properties {
            let hint = SwiftName.upperCamelCase(OpenAPINaming.memberName(operation, fallback: "operation")) + SwiftName.upperCamelCase(base)
                + SwiftName.upperCamelCase(OpenAPINaming.memberName(property, fallback: "value"))
            let mapped = try mapSchema(propertySchema, at: schemaPath + ["properties", property], naming: .inline(hint))
            if mapped.type.arrayElement != nil || Self.isCollectionOrStruct(mapped.type, in: self) {
                throw .unsupported("property \(quoted(property)) of a deepObject parameter must be a string, number, Bool, UUID, URL, Date or enum", at: schemaPath + ["properties", property])
            }
            let type = mapped.declared(required: parameter.required && required.contains(property))
            let payload = base + SwiftName.upperCamelCase(OpenAPINaming.memberName(property, fallback: "value"))
            parts.append(ParameterPart(wireName: "\(parameter.name)[\(property)]", payloadName: payload, type: type))
        }
        return parts
    }

    /// `schema`, or the component schema its `$ref`s lead to, with where that is in the document.
    private func followingReferences(_ schema: JSONSchema, at path: [String]) throws(MappingProblem) -> (JSONSchema, [String]) {
        var schema = schema
        var schemaPath = path
        var depth = 0
        while case .reference(let reference, _) = schema.value {
            depth += 1
            guard depth <= Self.maximumReferenceDepth, case .internal(.component(let name)) = reference,
                  let key = OpenAPI.ComponentKey(rawValue: name), let target = components.schemas[key]
            else {
                throw .invalid("'$ref' names the schema \(quoted(reference.name ?? reference.absoluteString)), which the document's components do not have", at: schemaPath + ["$ref"])
            }
            schema = target
            schemaPath = ["components", "schemas", name]
        }
        return (schema, schemaPath)
    }

    /// The names of the `{name}` placeholders of `path`.
    static func placeholders(in path: String) -> [String] {
        path.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { part in
            part.firstIndex(of: "}").map { String(part[..<$0]) }
        }
    }

    /// The JSON Schema types whose values a parameter sends as text.
    private static let scalarTypeNames: Set<String> = ["string", "integer", "number", "boolean"]

    private static func isCollectionOrStruct(_ type: TypeReference, in mapper: OpenAPIMapper) -> Bool {
        switch type {
        case .dictionary, .array, .json: return true
        case .named(let name): return mapper.model(named: name)?.kind.isEnumeration != true
        default: return false
        }
    }

    /// The header parameters OpenAPI says to ignore, lowercased.
    static let ignoredHeaders: Set<String> = ["accept", "content-type", "authorization"]

    /// The payload type of a parameter: its schema's type, optional unless required.
    private mutating func parameterType(_ parameter: OpenAPI.Parameter, at path: [String], operation: String) throws(MappingProblem) -> TypeReference {
        switch parameter.location {
        case .cookie: throw .unsupported("cookie parameters are not supported", at: path)
        case .querystring: throw .unsupported("'querystring' parameters are not supported", at: path)
        case .path, .query, .header: break
        }
        guard case .a(let schemaContext) = parameter.schemaOrContent else {
            throw .unsupported("a parameter described with 'content' instead of 'schema' is not supported", at: path + ["content"])
        }
        let schema: JSONSchema
        switch schemaContext.schema {
        case .b(let inline): schema = inline
        case .a(let reference): schema = .reference(reference.jsonReference)
        }
        let hint = SwiftName.upperCamelCase(OpenAPINaming.memberName(operation, fallback: "operation"))
            + SwiftName.upperCamelCase(OpenAPINaming.memberName(parameter.name, fallback: "value"))
        if let types = loaded.typeLists[path + ["schema"]], Set(types).isSubset(of: Self.scalarTypeNames) {
            // `type: [string, integer]`: whichever type the value has, it is sent as text.
            return parameter.location == .path ? .string : SchemaType(type: .string, nullable: schema.nullable).declared(required: parameter.required)
        }
        var mapped = try mapSchema(schema, at: path + ["schema"], naming: .inline(hint))
        if case .named(let name) = mapped.type, case .sum(let cases, _) = model(named: name)?.kind,
           cases.allSatisfy({ !Self.isCollectionOrStruct($0.type, in: self) && !$0.type.isOptional }) {
            // `oneOf: [{ type: integer }, { type: string }]`: whichever case the value is, it is sent as text.
            mapped.type = .string
        }
        if mapped.type == .json || mapped.type.arrayElement == .json {
            throw .unsupported("a parameter of any JSON value (a schema without a type, or an array without 'items') is not supported; parameters must be strings, numbers, Bool, UUID, URL, Date, enums or (query) arrays of them", at: path)
        }
        let isArray = mapped.type.arrayElement != nil
        if case .named(let name) = mapped.type.arrayElement ?? mapped.type, case .sum = model(named: name)?.kind {
            throw .unsupported("a parameter of several types ('oneOf'/'anyOf') is not supported; parameters must be strings, numbers, Bool, UUID, URL, Date, enums or (query) arrays of them", at: path)
        }
        if case .named(let name) = mapped.type, model(named: name)?.kind.isStructure == true {
            let style = schemaContext.style == .deepObject ? " (style: deepObject)" : ""
            throw .unsupported("an object parameter\(style) is not supported; parameters must be strings, numbers, Bool, UUID, URL, Date, enums or (query) arrays of them", at: path)
        }
        if parameter.location == .path, schemaContext.style != .simple {
            throw .unsupported(
                "a path parameter of 'style: \(schemaContext.style.rawValue)' is not supported; path parameters are sent as 'style: simple'",
                at: path)
        }
        if isArray {
            guard parameter.location == .query else {
                throw .unsupported("an array in a \(parameter.location.rawValue) parameter is not supported", at: path)
            }
            if let element = mapped.type.nonOptional.arrayElement, Self.isCollectionOrStruct(element.nonOptional, in: self) {
                throw .unsupported("an array of arrays, dictionaries or objects in a query parameter is not supported; its elements must be strings, numbers, Bool, UUID, URL, Date or enums", at: path)
            }
            guard schemaContext.style == .form, schemaContext.explode else {
                throw .unsupported("an array query parameter is sent as 'style: form, explode: true' only (one item per element)", at: path)
            }
        } else if case .dictionary = mapped.type {
            throw .unsupported("a dictionary parameter is not supported", at: path)
        }
        if parameter.location == .path { return mapped.type }
        return mapped.declared(required: parameter.required)
    }

    /// What the operation's request body sends, or `nil` for none: a JSON value, or the fields of a form
    /// (`application/x-www-form-urlencoded`, taken when the body has no JSON form). Any other body (a file,
    /// `multipart/form-data`, text) skips its operation even when the document does not mark it `required`
    /// (which is OpenAPI's default): an operation is never kept without the body it describes. Other
    /// unsupported bodies are skipped when optional.
    private mutating func requestBody(of entry: OpenAPIOperationEntry, method: HTTPMethod) throws(MappingProblem) -> MappedBody? {
        guard let either = entry.operation.requestBody else { return nil }
        let path = entry.documentPath + ["requestBody"]
        let what = "the request body of operation \(quoted(entry.operationId))"
        var hint = OpenAPINaming.typeName(entry.operationId) + "Request"
        if case .a(let reference) = either, let name = reference.jsonReference.name { hint = name }
        let body = try resolve(either, in: components.requestBodies, kind: "request body", at: path)
        let json = Self.jsonContent(body.content)
        let form = json == nil ? Self.formContent(body.content) : nil
        if method.allowsBody, !body.content.isEmpty, json == nil, form == nil {
            let types = body.content.keys.map(\.rawValue).joined(separator: ", ")
            throw MappingProblem.unsupported("\(what): only JSON and form (application/x-www-form-urlencoded) bodies are supported, this one is \(types)", at: path)
        }
        // A body reduxgen cannot send skips its operation, required or not.
        if method.allowsBody, let (contentType, contentEither) = form {
            do throws(MappingProblem) {
                let content = try resolve(contentEither, in: components.mediaTypes, kind: "media type", at: path + ["content", contentType])
                guard let schema = content.schema else {
                    throw MappingProblem.unsupported("the form body has no schema", at: path + ["content", contentType])
                }
                return .form(try formParts(schema, content: content, at: path + ["content", contentType], operation: entry.operationId))
            } catch {
                throw MappingProblem(message: "\(what): \(error.message)", documentPath: error.documentPath, isError: error.isError)
            }
        }
        do throws(MappingProblem) {
            guard method.allowsBody else {
                throw MappingProblem.unsupported("a \(method.rawValue) request cannot carry a body in reduxgen", at: path)
            }
            guard let (contentType, contentEither) = json else {
                throw MappingProblem.unsupported("only JSON and form bodies are supported, this one is empty", at: path)
            }
            let content = try resolve(contentEither, in: components.mediaTypes, kind: "media type", at: path + ["content", contentType])
            guard let schema = content.schema else {
                throw MappingProblem.unsupported("the JSON body has no schema", at: path + ["content", contentType])
            }
            // A body that is not required is still always sent: the request action carries one.
            return .json(try mapSchema(schema, at: path + ["content", contentType, "schema"], naming: .inline(hint)).declared(required: true))
        } catch {
            // Documents rarely mark a body the server needs as required: an operation is never kept
            // without the body it describes.
            throw MappingProblem(message: "\(what): \(error.message)", documentPath: error.documentPath, isError: error.isError)
        }
    }

    /// The fields of a form body: one per property of its object schema (followed through `$ref`s), sent
    /// under the property's name, optional unless required. A property must be a string, number, Bool,
    /// UUID, URL, Date or enum, or an array of them sent as `style: form, explode: true` (the default: one
    /// field per element); another optional property is skipped with a warning, another required one skips
    /// the operation.
    private mutating func formParts(
        _ schema: JSONSchema, content: OpenAPI.Content, at contentPath: [String], operation: String
    ) throws(MappingProblem) -> [ParameterPart] {
        let (object, schemaPath) = try followingReferences(schema, at: contentPath + ["schema"])
        guard case .object(_, let context) = object.value, !context.properties.isEmpty else {
            throw .unsupported("a form body is mapped from an object schema with properties only", at: schemaPath)
        }
        let required = Set(context.requiredProperties)
        var parts: [ParameterPart] = []
        for (property, propertySchema) in context.properties {
            let propertyPath = schemaPath + ["properties", property]
            let isRequired = required.contains(property)
            do throws(MappingProblem) {
                guard !property.isEmpty else {
                    throw .unsupported("a form field needs a name", at: propertyPath)
                }
                let hint = SwiftName.upperCamelCase(OpenAPINaming.memberName(operation, fallback: "operation"))
                    + SwiftName.upperCamelCase(OpenAPINaming.memberName(property, fallback: "value"))
                let mapped = try mapSchema(propertySchema, at: propertyPath, naming: .inline(hint))
                if let element = mapped.type.arrayElement {
                    guard isFormScalar(element) else {
                        throw .unsupported("an array in a form body must hold strings, numbers, Bool, UUID, URL, Date or enums", at: propertyPath)
                    }
                    if let encoding = content.encodingMap?[property], encoding.style != .form || !encoding.explode {
                        throw .unsupported("an array in a form body is sent as 'style: form, explode: true' only (one field per element)", at: contentPath + ["encoding", property])
                    }
                } else if !isFormScalar(mapped.type) {
                    throw .unsupported("a form field must be a string, number, Bool, UUID, URL, Date, enum or an array of them; nested objects are not sent in forms", at: propertyPath)
                }
                parts.append(ParameterPart(
                    wireName: property, payloadName: OpenAPINaming.memberName(property, fallback: "value"), type: mapped.declared(required: isRequired)
                ))
            } catch {
                if isRequired || error.isError {
                    throw MappingProblem(message: "form field \(quoted(property)): \(error.message)", documentPath: error.documentPath, isError: error.isError)
                }
                warn("form field \(quoted(property)) of operation \(quoted(operation)) is skipped: \(error.message)", at: error.documentPath)
            }
        }
        guard !parts.isEmpty else {
            throw .unsupported("the form body has no field reduxgen can send", at: schemaPath)
        }
        return parts
    }

    /// Whether a value of `type` is sent as one form field or query item's text.
    private func isFormScalar(_ type: TypeReference) -> Bool {
        switch type {
        case .array, .dictionary, .optional, .json: return false
        case .named(let name): return model(named: name)?.kind.isStructure != true
        default: return true
        }
    }

    /// The first 2xx response's JSON type; `nil` for 204 or a response without content.
    private mutating func responseType(of entry: OpenAPIOperationEntry) throws(MappingProblem) -> TypeReference? {
        guard let (status, either) = entry.operation.responses.first(where: { $0.key.isSuccess }) else { return nil }
        let path = entry.documentPath + ["responses", status.rawValue]
        var hint = OpenAPINaming.typeName(entry.operationId) + "Response"
        if case .a(let reference) = either, let name = reference.jsonReference.name { hint = name }
        let response = try resolve(either, in: components.responses, kind: "response", at: path)
        if status.value == .status(code: 204) || response.content.isEmpty { return nil }
        guard let (contentType, contentEither) = Self.jsonContent(response.content) else {
            let types = response.content.keys.map(\.rawValue).joined(separator: ", ")
            throw .unsupported("the \(status.rawValue) response of operation \(quoted(entry.operationId)) is not JSON (\(types))", at: path)
        }
        let content = try resolve(contentEither, in: components.mediaTypes, kind: "media type", at: path + ["content", contentType])
        guard let schema = content.schema else { return nil }
        let mapped = try mapSchema(schema, at: path + ["content", contentType, "schema"], naming: .inline(hint))
        return mapped.declared(required: true)
    }

    /// The form media type of a content map (`application/x-www-form-urlencoded`), if it has one.
    static func formContent(_ content: OpenAPI.Content.Map) -> (String, Either<OpenAPI.Reference<OpenAPI.Content>, OpenAPI.Content>)? {
        content.first { $0.key.typeAndSubtype.lowercased() == "application/x-www-form-urlencoded" }.map { ($0.key.rawValue, $0.value) }
    }

    /// The first JSON media type of a content map (`application/json`, `application/problem+json`, ...).
    static func jsonContent(_ content: OpenAPI.Content.Map) -> (String, Either<OpenAPI.Reference<OpenAPI.Content>, OpenAPI.Content>)? {
        for (type, value) in content {
            let name = type.typeAndSubtype.lowercased()
            if name == "application/json" || name.hasSuffix("+json") { return (type.rawValue, value) }
        }
        return nil
    }
}

/// What an operation's request body sends.
enum MappedBody {
    /// One JSON value of this type.
    case json(TypeReference)
    /// Form fields, each a payload field.
    case form([ParameterPart])
}

/// One value a parameter or form field sends: its name on the wire, the payload field's base name and its type.
struct ParameterPart {
    var wireName: String
    var payloadName: String
    var type: TypeReference
}

extension MappedModel.Kind {
    var isStructure: Bool {
        if case .structure = self { return true }
        return false
    }

    var isEnumeration: Bool {
        if case .enumeration = self { return true }
        return false
    }
}
