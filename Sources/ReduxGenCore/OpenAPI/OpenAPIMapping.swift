/// What the OpenAPI stage takes from a document, in the spec language's terms: models, and operations
/// as endpoints. Both the reference form (`operation:` in a spec) and `reduxgen import` are built from
/// these, so the two forms cannot map a construct differently.

/// A model described by a schema of the document.
struct MappedModel: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case structure([MappedField])
        case enumeration(EnumSpec.RawType, [MappedCase])
        /// A sum type (`oneOf`/`anyOf`): its cases, and the property that names the case, if any.
        case sum([MappedSumCase], discriminator: String?)
    }

    /// The spec name of the model (a valid type name).
    var name: String
    var kind: Kind
    /// The schema it comes from, as the document names it (for messages).
    var schemaName: String
    /// Where the schema was written in the document.
    var documentPath: [String]
}

/// A property of an object schema as a model field.
struct MappedField: Hashable, Sendable {
    /// The spec name of the field (a valid member name).
    var name: String
    var type: TypeReference
    /// The JSON property name, when the spec must name it with `key:`.
    var explicitKey: String?
}

/// A value of an enum schema as an enum case.
struct MappedCase: Hashable, Sendable {
    var name: String
    var rawValue: LiteralValue
}

/// A part of a `oneOf`/`anyOf` as a case of a sum type.
struct MappedSumCase: Hashable, Sendable {
    /// The spec name of the case (a valid member name).
    var name: String
    var type: TypeReference
    /// The discriminator value of the case, when the schema has a discriminator.
    var tag: String?

    /// The `tag:` the spec writes: the tag where it is not the case's name.
    var explicitTag: String? { tag == name ? nil : tag }
}

/// A request parameter and the payload field that carries its value.
struct MappedParameter: Hashable, Sendable {
    /// The name sent on the wire (placeholder, query item or header name).
    var name: String
    /// The payload field of the request action that holds the value.
    var payloadField: String
}

/// An operation as an endpoint.
struct MappedOperation: Hashable, Sendable {
    var operationId: String
    var method: HTTPMethod
    var path: String
    /// The request action's values: one per parameter, then the body.
    var payload: [(name: String, type: TypeReference)]
    var pathParameters: [MappedParameter]
    var query: [MappedParameter]
    /// Query items sent with a fixed value (from the path key's query), before `query`.
    var fixedQuery: [MappedQueryConstant] = []
    var headers: [MappedParameter]
    /// The payload field sent as the JSON body, if any.
    var bodyField: String?
    /// The fields of a form body (`application/x-www-form-urlencoded`), each with the payload field it
    /// sends; `nil` without a form body.
    var formFields: [MappedParameter]? = nil
    /// The type the first 2xx JSON response decodes as; `nil` for no body.
    var response: TypeReference?
    /// Where the operation was written in the document.
    var documentPath: [String]

    static func == (lhs: MappedOperation, rhs: MappedOperation) -> Bool {
        lhs.operationId == rhs.operationId && lhs.method == rhs.method && lhs.path == rhs.path
            && lhs.payload.map(\.name) == rhs.payload.map(\.name) && lhs.payload.map(\.type) == rhs.payload.map(\.type)
            && lhs.pathParameters == rhs.pathParameters && lhs.query == rhs.query && lhs.fixedQuery == rhs.fixedQuery
            && lhs.headers == rhs.headers
            && lhs.bodyField == rhs.bodyField && lhs.formFields == rhs.formFields && lhs.response == rhs.response && lhs.documentPath == rhs.documentPath
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(operationId)
        hasher.combine(method)
        hasher.combine(path)
    }
}

/// Why a schema or operation cannot be mapped: the document is broken (`isError`: a missing `$ref`
/// target, a reference cycle) or uses a construct the spec language has no form for.
struct MappingProblem: Error, Hashable, Sendable {
    var message: String
    /// Where in the document the construct is.
    var documentPath: [String]
    var isError: Bool

    static func unsupported(_ message: String, at path: [String]) -> MappingProblem {
        MappingProblem(message: message, documentPath: path, isError: false)
    }

    static func invalid(_ message: String, at path: [String]) -> MappingProblem {
        MappingProblem(message: message, documentPath: path, isError: true)
    }
}
