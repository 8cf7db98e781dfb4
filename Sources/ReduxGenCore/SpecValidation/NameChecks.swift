extension ValidationRun {
    /// A named thing to check: its spec name, where it was written, and how messages call its kind.
    struct NamedItem {
        var name: String
        var location: SourceLocation
        var kind: String
        var swiftName: String
        /// The endpoint that generates the name, when the spec does not write it itself: messages then say
        /// so (``ValidationRun/description(of:)``). Kept as data and made into words only when a message needs
        /// them: every endpoint generates several names, and nearly all of them never clash.
        var generatedBy: Generator? = nil

        /// What generates a name the spec does not write.
        enum Generator {
            /// A State property of the endpoint at this index of the spec's endpoints.
            case endpointProperty(endpoint: Int)
            /// An action of the endpoint at this index; `isNextPage` for its next-page action.
            case endpointAction(endpoint: Int, isNextPage: Bool)
        }
    }

    /// How messages name `item`: `kind 'name'`, or what generates it.
    func description(of item: NamedItem) -> String {
        switch item.generatedBy {
        case nil:
            return "\(item.kind) \(quoted(item.name))"
        case .endpointProperty(let index):
            let endpoint = spec.endpoints[index]
            return "the \(Self.generatedPropertyKind(item.name, of: endpoint)) '\(item.name)' that endpoint \(quoted(endpoint.name)) generates"
        case .endpointAction(let index, _):
            return "the action \(quoted(item.name)) that endpoint \(quoted(spec.endpoints[index].name)) generates"
        }
    }

    /// What a note pointing at `item` says is there.
    func originDescription(of item: NamedItem) -> String {
        switch item.generatedBy {
        case nil:
            return description(of: item)
        case .endpointProperty(let index):
            return "endpoint \(quoted(spec.endpoints[index].name))"
        case .endpointAction(let index, let isNextPage):
            let endpointName = quoted(spec.endpoints[index].name)
            return isNextPage ? "the next-page action of endpoint \(endpointName)" : "endpoint \(endpointName)"
        }
    }

    mutating func checkNames() {
        checkFeatureName()
        checkKind(spec.models.map { NamedItem(name: $0.name, location: $0.location, kind: "model", swiftName: $0.swiftName) }, isType: true)
        for model in spec.models {
            let fields = model.fields.map { NamedItem(name: $0.name, location: $0.location, kind: "field", swiftName: $0.swiftName) }
            checkKind(fields, isType: false)
            checkLocals(fields)
            for field in fields where field.swiftName == SwiftKeywords.hashableMember {
                diagnostics.error(
                    "field \(quoted(field.name)) of model \(quoted(model.name)) becomes 'hashValue', which Swift's Hashable "
                        + "declares for every model; rename the field",
                    at: field.location
                )
            }
            let cases = model.enumeration?.cases.map { NamedItem(name: $0.name, location: $0.location, kind: "case", swiftName: $0.swiftName) } ?? []
            checkKind(cases, isType: false)
            let sumCases = model.sum?.cases.map { NamedItem(name: $0.name, location: $0.location, kind: "case", swiftName: $0.swiftName) } ?? []
            checkKind(sumCases, isType: false)
        }
        let stateFields = spec.state.map { NamedItem(name: $0.name, location: $0.location, kind: "state field", swiftName: $0.swiftName) }
        let statuses = spec.endpoints.indices.flatMap { index in
            spec.endpoints[index].generatedStatePropertyNames.map { property in
                NamedItem(
                    name: property, location: spec.endpoints[index].location, kind: "generated property",
                    swiftName: property, generatedBy: .endpointProperty(endpoint: index)
                )
            }
        }
        checkKind(stateFields, isType: false)
        checkCollisions(statuses + stateFields, acrossKindsOnly: true)

        let actions = spec.actions.map { NamedItem(name: $0.name, location: $0.location, kind: "action", swiftName: $0.swiftName) }
        let endpoints = spec.endpoints.map { NamedItem(name: $0.name, location: $0.location, kind: "endpoint", swiftName: $0.swiftName) }
        checkKind(actions, isType: false)
        checkKind(endpoints, isType: false)
        var generated: [NamedItem] = []
        // Endpoints are read in place, a property at a time: a loop over them copied each one whole.
        for index in spec.endpoints.indices {
            let generatedActionNames = spec.endpoints[index].generatedActionNames
            let pagination = spec.endpoints[index].pagination
            for name in generatedActionNames.dropFirst() {
                let isNextPage = name == generatedActionNames.last && pagination != nil
                let location = isNextPage ? pagination!.nextPageAction.location : spec.endpoints[index].location
                generated.append(NamedItem(
                    name: name, location: location, kind: "generated action", swiftName: name,
                    generatedBy: .endpointAction(endpoint: index, isNextPage: isNextPage)
                ))
            }
            if let next = pagination?.nextPageAction {
                checkKind([NamedItem(name: next.name, location: next.location, kind: "next-page action", swiftName: SwiftName.lowerCamelCase(next.name))], isType: false)
            }
        }
        checkCollisions(endpoints + generated + actions, acrossKindsOnly: true)
        for action in spec.actions {
            let payload = action.payload.map { NamedItem(name: $0.name, location: $0.location, kind: "payload field", swiftName: $0.swiftName) }
            checkKind(payload, isType: false)
            checkLocals(payload)
        }
        for index in spec.endpoints.indices where !spec.endpoints[index].payload.isEmpty {
            let payload = spec.endpoints[index].payload.map { NamedItem(name: $0.name, location: $0.location, kind: "payload field", swiftName: $0.swiftName) }
            checkKind(payload, isType: false)
            checkLocals(payload)
        }
        for endpoint in spec.endpoints {
            guard case .object(let fields)? = endpoint.body else { continue }
            checkKind(fields.map { NamedItem(name: $0.name, location: $0.location, kind: "body field", swiftName: SwiftName.lowerCamelCase($0.name)) }, isType: false)
            checkJSONKeys(ofBodyFields: fields, endpoint: endpoint)
        }
    }

    /// Two fields of a JSON body cannot be sent under the same key, as two fields of a model cannot read one
    /// (`userID` and `user_id` with `keys: snake_case`).
    private mutating func checkJSONKeys(ofBodyFields fields: [ParameterSpec], endpoint: EndpointSpec) {
        let snakeCase = spec.api?.keyStrategy == .snakeCase
        var earlierByKey: [String: ParameterSpec] = [:]
        for field in fields {
            let key = snakeCase ? SwiftName.snakeCase(field.name) : field.name
            guard let earlier = earlierByKey[key] else {
                earlierByKey[key] = field
                continue
            }
            diagnostics.error(
                "body fields \(quoted(field.name)) and \(quoted(earlier.name)) of endpoint \(quoted(endpoint.name)) are both sent under the JSON key \(quoted(key))",
                at: field.location,
                notes: [.note("body field \(quoted(earlier.name)) is defined here", at: earlier.location)]
            )
        }
    }

    /// Values bound to locals: one whose name generated code uses, or a keyword, is bound to
    /// `<name>Value`, which must not be the name of another (`store` and `storeValue` in one payload).
    private mutating func checkLocals(_ items: [NamedItem]) {
        for item in items {
            let local = LocalNames.local(for: item.swiftName)
            guard local != item.swiftName, let other = items.first(where: { $0.swiftName == local }) else { continue }
            diagnostics.error(
                "\(item.kind) \(quoted(item.name)) is bound to \(quoted(local)) in generated code (\(quoted(item.swiftName)) is a name it "
                    + "uses itself), which is the name of \(other.kind) \(quoted(other.name)); rename one of them",
                at: other.location,
                notes: [.note("\(item.kind) \(quoted(item.name)) is defined here", at: item.location)]
            )
        }
    }

    /// The feature name becomes a type prefix and part of file names, so it must be a plain name.
    private mutating func checkFeatureName() {
        let name = spec.name
        guard spec.hasFeatureName else { return }
        if name.isEmpty || name.allSatisfy(\.isWhitespace) {
            diagnostics.error("the feature name is empty; use an UpperCamel name like RepoSearch", at: spec.location)
            return
        }
        if name.contains("/") || name.contains("\\") || name.hasPrefix(".") || name.contains("\0") {
            diagnostics.error("feature name \(quoted(name)) could escape the output folder; use a plain UpperCamel name like RepoSearch", at: spec.location)
            return
        }
        if let problem = SwiftIdentifier.typeNameProblem(name) {
            report(problem, name: name, kind: "feature", swiftName: spec.swiftName, at: spec.location)
        } else if let clash = namespaceClash() {
            diagnostics.error(
                "feature name \(quoted(name)) names its models' namespace, and \(clash), so '\(spec.swiftName).<model>' "
                    + "would not name the models there; choose another feature name",
                at: spec.location
            )
        }
    }

    /// What a feature with models, whose namespace is a type named like the feature, would clash with in the
    /// generated tests and mocks: a type of a module they import, or a type they declare around the models'
    /// uses (the tests' second samples `Other`, the mock's `Call`, a request body struct `<Endpoint>Body`).
    private func namespaceClash() -> String? {
        guard !spec.models.isEmpty else { return nil }
        let name = spec.swiftName
        if ImportedTypeNames.foundation.contains(name) { return "Foundation, which the generated tests and mocks import, has a type of that name" }
        if ImportedTypeNames.testing.contains(name) { return "Swift Testing, which the generated tests import, has a type of that name" }
        if name == "Other" { return "the generated tests name their second samples 'Other'" }
        if name == "Call" { return "the mock repository names its recorded calls 'Call'" }
        for endpoint in spec.endpoints {
            guard case .object = endpoint.body, endpoint.bodyTypeName == name else { continue }
            return "the live repository names the body of endpoint \(quoted(endpoint.name)) '\(name)'"
        }
        return nil
    }

    /// Each name must convert to a valid identifier; names of one kind must stay distinct after conversion.
    private mutating func checkKind(_ items: [NamedItem], isType: Bool) {
        for item in items {
            let problem = isType ? SwiftIdentifier.typeNameProblem(item.name) : SwiftIdentifier.memberNameProblem(item.name)
            if let problem { report(problem, name: item.name, kind: item.kind, swiftName: item.swiftName, at: item.location) }
        }
        checkCollisions(items)
    }

    /// Reports names that become the same Swift identifier, with a note at the first one. With
    /// `acrossKindsOnly`, clashes within one kind are left to `checkKind`, which already reported them.
    mutating func checkCollisions(_ items: [NamedItem], acrossKindsOnly: Bool = false) {
        // The index of the first item with each Swift name: an index, not the item, so the table holds
        // no copies, and sized once for every item. A few items (a model's fields, an enum's cases) are
        // compared with the ones before them instead: the table's allocation and hashing cost more.
        let searchesEarlierItems = items.count <= Self.itemsComparedOneByOne
        var first: [String: Int] = [:]
        if !searchesEarlierItems { first.reserveCapacity(items.count) }
        for (index, item) in items.enumerated() where !item.swiftName.isEmpty {
            let found: Int?
            if searchesEarlierItems {
                found = items[..<index].firstIndex { $0.swiftName == item.swiftName }
            } else {
                found = first[item.swiftName]
                if found == nil { first[item.swiftName] = index }
            }
            guard let earlierIndex = found else { continue }
            let earlier = items[earlierIndex]
            if acrossKindsOnly, earlier.kind == item.kind { continue }
            let note = Diagnostic.note("\(originDescription(of: earlier)) is defined here", at: earlier.location)
            if earlier.name == item.name, earlier.kind == item.kind {
                diagnostics.error("duplicate \(item.kind) \(quoted(item.name))", at: item.location, notes: [note])
            } else if earlier.kind == item.kind {
                diagnostics.error(
                    "\(item.kind) \(quoted(item.name)) and \(quoted(earlier.name)) both become \(quoted(item.swiftName)) in Swift",
                    at: item.location, notes: [note]
                )
            } else {
                diagnostics.error(
                    "\(description(of: item)) clashes with \(description(of: earlier)): both are \(quoted(item.swiftName)) in Swift",
                    at: item.location, notes: [note]
                )
            }
        }
    }

    /// The most items `checkCollisions` compares one by one rather than through a table.
    static let itemsComparedOneByOne = 8

    private mutating func report(_ problem: SwiftIdentifier.Problem, name: String, kind: String, swiftName: String, at location: SourceLocation) {
        let message: String
        switch problem {
        case .empty:
            message = "\(kind) name \(quoted(name)) is empty after conversion to Swift"
        case .tooLong(let count):
            message = "\(kind) name \(quoted(name)) is \(count) characters long; names are limited to \(SwiftName.maximumLength)"
        case .startsWithDigit:
            message = "\(kind) name \(quoted(name)) is not a valid Swift identifier: '\(swiftName)' starts with a digit"
        case .invalidCharacter(let character):
            message = "\(kind) name \(quoted(name)) is not a valid Swift identifier: it contains '\(character)'; use letters, digits, '_' and '-'"
        case .reservedForTypes:
            message = "\(kind) name \(quoted(name)) is reserved in Swift or used by the generated code; choose another type name"
        case .reservedForMembers:
            message = "\(kind) name \(quoted(name)) cannot be used in Swift, even in backticks; choose another name"
        }
        diagnostics.error(message, at: location)
    }

    /// What a generated state property of `endpoint` is, for messages.
    static func generatedPropertyKind(_ property: String, of endpoint: EndpointSpec) -> String {
        property == endpoint.swiftName ? "request state" : "optimistic record list"
    }
}
