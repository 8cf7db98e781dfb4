/// A name in a spec that the Model stage finds nothing for.
///
/// Validation resolves every reference of a spec (state fields, payload fields, actions, models) before the
/// model is built, so this never comes from a user's spec: it is a bug in reduxgen. The Model stage throws
/// it instead of guessing, and the generator reports it as an internal error.
public struct UnresolvedReference: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of thing the name should name: `state field`, `payload field of action 'x'`, `model`, ...
    public var kind: String
    /// The name as the spec writes it.
    public var name: String

    public var description: String {
        "internal error: the model found no \(kind) '\(name)', which validation accepted; please report this"
    }
}

extension ResolutionContext {
    /// The state field named `name` (spec or Swift name).
    func stateField(_ name: String) throws(UnresolvedReference) -> StateFieldSpec {
        guard let field = spec.stateField(named: name) else { throw UnresolvedReference(kind: "state field", name: name) }
        return field
    }

    /// The model or enum named `name` (spec or Swift name).
    func model(_ name: String) throws(UnresolvedReference) -> ModelSpec {
        guard let model = spec.model(named: name) else { throw UnresolvedReference(kind: "model", name: name) }
        return model
    }

    /// The payload field `name` of `endpoint`'s request action.
    func payloadField(_ name: String, of endpoint: EndpointSpec) throws(UnresolvedReference) -> PayloadFieldSpec {
        guard let field = endpoint.payloadField(named: name) else {
            throw UnresolvedReference(kind: "payload field of endpoint '\(endpoint.name)'", name: name)
        }
        return field
    }

    /// The payload field `name` of `action`.
    func payloadField(_ name: String, of action: ActionSpec) throws(UnresolvedReference) -> PayloadFieldSpec {
        guard let field = action.payloadField(named: name) else {
            throw UnresolvedReference(kind: "payload field of action '\(action.name)'", name: name)
        }
        return field
    }
}
