import Foundation

// Scaffolding for the study, not part of the design: builds the typed context from reduxgen's committed
// context snapshots (Tests/Fixtures/ContextSnapshots/<Feature>.json), turning each family of flags into
// the enum case it stands for. In reduxgen the typed values would be made from the Resolved* model.

struct J {
    let v: Any?
    init(_ v: Any?) { self.v = v }
    subscript(_ key: String) -> J { J((v as? [String: Any])?[key]) }
    var s: String { v as? String ?? "" }
    var opt: String? { v as? String }
    var b: Bool { v as? Bool ?? false }
    var i: Int { v as? Int ?? 0 }
    var a: [J] { (v as? [Any] ?? []).map(J.init) }
    var exists: Bool { v != nil && !(v is NSNull) && !(v as? Bool == false) }
}

extension FeatureContext {
    init(snapshot d: J) {
        let usesMiddleware = d["usesMiddleware"].b
        feature = d["feature"].s
        access = d["access"].s
        sideEffects = usesMiddleware ? .middleware : .effects
        baseURL = d["hasBaseURL"].b ? d["baseURL"].s : nil
        dates = d["jsonCoding"]["dates"].s
        specHeaders = d["specHeaders"].a.map { Header(name: $0["name"].s, value: $0["value"].s) }
        hasDebounce = d["hasDebounce"].b
        hasDependencies = d["hasDependencies"].b
        environmentHasInit = d["environmentHasInit"].b
        appValues = d["appValues"].a.map {
            AppValue(name: $0["name"].s, type: $0["type"].s, fieldName: $0["fieldName"].s, featureName: $0["featureName"].s)
        }
        reducerGroups = d["reducerGroups"].a.map { g in
            ReducerGroup(
                number: g["groupNumber"].i,
                actions: g["actions"].a.map { a in
                    Action(
                        pattern: CasePattern(a["casePattern"]),
                        reduceSteps: a["reduceSteps"].a.map(ReduceStep.init),
                        effects: CaseEffects(a["effects"])
                    )
                },
                endpoints: g["endpoints"].a.map { Endpoint($0, usesMiddleware: usesMiddleware) }
            )
        }
        endpoints = d["endpoints"].a.map { Endpoint($0, usesMiddleware: usesMiddleware) }
        hooks = d["customActions"].a.map { a in
            let h = a["hookRequirement"]
            return Hook(name: h["name"].s, parameters: h["parameters"].a.map(Parameter.init))
        }
        persistedFields = d["persistedFields"].a.map { PersistedField(name: $0["name"].s, key: $0["persistenceKey"].s) }
    }
}

extension Parameter {
    init(_ j: J) {
        let d = j["declaration"].exists ? j["declaration"] : j
        label = d["label"].s
        local = d["hasLocal"].b ? d["local"].s : nil
        type = d["type"].s
    }
}

extension CasePattern {
    init(_ j: J) {
        name = j["name"].s
        bindings = j["bindsAnyValue"].b ? j["bindings"].a.map { $0["isBound"].b ? .bound($0["local"].s) : .ignored } : []
    }
}

extension ReduceStep {
    init(_ j: J) {
        let field = j["field"].s
        let element = j["matchesElements"].b
            ? ElementMatch(key: j["elementKey"].s, match: ReduceValue(j["elementValue"]), member: j["elementMember"].s) : nil
        let value = j["value"].exists ? ReduceValue(j["value"]) : nil
        let amount = j["amount"].exists ? Literal(parts: j["amount"]["parts"].a) : nil
        let change = Change(field: field, element: element, value: value, amount: amount)
        if j["isSet"].b { self = .set(change) }
        else if j["isReset"].b { self = .reset(Reset(field: field, defaultValue: Literal(parts: j["defaultValue"]["parts"].a))) }
        else if j["isAppend"].b { self = .append(change) }
        else if j["isAppendContents"].b { self = .appendContents(change) }
        else if j["isRemove"].b { self = .remove(change) }
        else if j["isToggle"].b { self = .toggle(change) }
        else if j["isToggleMembership"].b { self = .toggleMembership(change) }
        else if j["isIncrement"].b { self = .increment(change) }
        else if j["isDecrement"].b { self = .decrement(change) }
        else if j["isResetStatus"].b {
            self = .resetStatus(StatusReset(
                field: field,
                failuresProperty: j["clearsFailures"].b ? j["failuresProperty"].s : nil,
                pageProperty: j["endsPageLoading"].b ? j["pageProperty"].s : nil
            ))
        } else { fatalError("unknown reduce step \(j.v!)") }
    }
}

extension ReduceValue {
    init(_ j: J) {
        if j["isLiteral"].b { self = .literal(Literal(parts: j["literal"]["parts"].a)) }
        else if j["isPayload"].b { self = .payload(j["local"].s) }
        else if j["isState"].b { self = .state(j["stateField"].s) }
        else { fatalError("unknown reduce value") }
    }
}

extension Literal {
    /// The snapshot writes a literal as a flat list of parts in writing order; this rebuilds the tree.
    init(parts: [J]) {
        var index = 0
        self = Literal.parse(parts, &index)
    }

    private static func parse(_ parts: [J], _ index: inout Int) -> Literal {
        let p = parts[index]
        index += 1
        if p["startsArray"].b {
            var elements: [Literal] = []
            while !parts[index]["endsArray"].b { elements.append(parse(parts, &index)) }
            index += 1
            return .array(elements)
        }
        if p["isEmptyDictionary"].b { return .dictionary([]) }
        if p["startsDictionary"].b {
            var entries: [Entry] = []
            while !parts[index]["endsDictionary"].b {
                let key = parts[index]["entryKey"].s
                entries.append(Entry(key: key, value: parse(parts, &index)))
            }
            index += 1
            return .dictionary(entries)
        }
        if p["isNil"].b { return .null }
        if p["isTrue"].b { return .bool(true) }
        if p["isFalse"].b { return .bool(false) }
        if p["isInt"].b { return .int(p["intValue"].i) }
        if p["isDouble"].b { return .double(p["doubleText"].s) }
        if p["isNaN"].b { return .double("Double.nan") }
        if p["isInfinity"].b { return .double(p["isNegative"].b ? "-Double.infinity" : "Double.infinity") }
        if p["isBitPattern"].b { return .double("Double(bitPattern: 0x\(p["bitPattern"].s))") }
        if p["isString"].b { return .string(p["text"].s) }
        if p["isURL"].b { return .url(p["text"].s) }
        if p["isUUID"].b { return .uuid(p["text"].s) }
        if p["isEnumCase"].b { return .enumCase(EnumCase(type: p["enumType"].s, name: p["caseName"].s)) }
        fatalError("unknown literal part \(p.v!)")
    }
}

extension CaseEffects {
    init(_ j: J) {
        calls = j["calls"].a.map { c in
            EffectCall(
                call: Call(c["call"]),
                condition: c["hasCondition"].b ? Condition(c["condition"]) : nil,
                local: c["bindsEffect"].b ? c["local"].s : nil
            )
        }
        let returned = j["returned"].a.map(Returned.init)
        if j["returnsNothing"].b { returns = .nothing }
        else if j["returnsOne"].b { returns = .one(returned[0]) }
        else { returns = .several(returned) }
    }
}

extension Condition {
    init(_ j: J) {
        field = j["field"].s
        if j["whenNotEmpty"].b { test = .notEmpty }
        else if j["whenEmpty"].b { test = .isEmpty }
        else if j["whenNotNil"].b { test = .notNil }
        else if j["whenNil"].b { test = .isNil }
        else if j["whenTrue"].b { test = .isTrue }
        else { test = .isFalse }
    }
}

extension Returned {
    init(_ j: J) {
        if j["isLocal"].b { self = .local(j["local"].s) }
        else if j["isCall"].b { self = .call(Call(j["call"])) }
        else { self = .cancel(CancelID(j["cancelID"])) }
    }
}

extension CancelID {
    init(_ j: J) {
        namespace = j["namespace"].s
        member = j["member"].s
        key = j["isKeyed"].b ? j["keyLocal"].s : nil
    }
}

extension Call {
    init(_ j: J) {
        function = j["function"].s
        arguments = j["arguments"].a.map { a in
            let v = a["value"]
            let value: ArgumentValue
            if v["isInoutState"].b { value = .inoutState }
            else if v["isEnvironment"].b { value = .environment }
            else if v["isLocal"].b { value = .local(v["local"].s) }
            else if v["isMilliseconds"].b { value = .milliseconds(v["milliseconds"].i) }
            else { fatalError("unknown argument value") }
            return Argument(label: a["label"].s, value: value)
        }
    }
}

extension Endpoint {
    init(_ j: J, usesMiddleware: Bool) {
        name = j["name"].s
        plainName = j["plainName"].s
        summary = j["summary"].s
        parameters = j["parameters"].a.map(Parameter.init)
        responseType = j["hasResponse"].b ? j["responseType"].s : nil
        request = Request(j["request"])
        bodyType = j["hasBodyType"].b ? BodyType(j["bodyType"]) : nil
        requestPattern = CasePattern(usesMiddleware ? j["middlewareRequestCasePattern"] : j["requestCasePattern"])
        succeededPattern = CasePattern(j["succeededCasePattern"])
        failedPattern = CasePattern(j["failedCasePattern"])
        startCall = Call(j["startCall"])
        concurrency = j["isQueued"].b ? .queue : (Concurrency(rawValue: j["cancellationPolicy"].s) ?? .cancelInFlight)
        statusProperty = j["statusProperty"].s
        optimisticRecords = j["optimisticRecords"].a.map { r in
            OptimisticRecord(
                property: r["property"].s,
                field: r["field"].s,
                element: r["matchesElements"].b
                    ? ElementMatch(key: r["elementKey"].s, match: ReduceValue(r["elementValue"]), member: r["elementMember"].s) : nil
            )
        }
        storeTargets = j["storeTargets"].a.map(StoreTarget.init)
        pagination = j["isPaginated"].b ? Pagination(j["pagination"], pageProperty: j["pageProperty"].s) : nil
        onSuccess = OutcomeSteps(j["onSuccess"])
        onFailure = OutcomeSteps(j["onFailure"])
        succeededEffects = CaseEffects(j["succeededEffects"])
        failedEffects = CaseEffects(j["failedEffects"])
        cancelledEffects = CaseEffects(j["cancelledEffects"])
    }
}

extension StoreTarget {
    init(_ j: J) {
        let store = Store(field: j["field"].s, key: j["key"].opt, value: ResponsePath(j["value"]))
        if j["isReplace"].b { self = .replace(store) }
        else if j["isAppend"].b { self = .append(store) }
        else if j["isAppendContents"].b { self = .appendContents(store) }
        else if j["isUpsert"].b { self = .upsert(store) }
        else if j["isUpsertEach"].b { self = .upsertEach(store) }
        else if j["isRemoveElement"].b { self = .removeElement(store) }
        else { self = .removeKey(store) }
    }
}

extension ResponsePath {
    init(_ j: J) {
        steps = j["steps"].a.map { PathStep(member: $0["member"].s, afterOptional: $0["isAfterOptional"].b) }
        conversion = j["isEmptyArrayWhenNil"].b ? .emptyArrayWhenNil
            : j["isText"].b ? .text : j["isOptionalText"].b ? .optionalText : .none
    }
}

extension Pagination {
    init(_ j: J, pageProperty: String) {
        self.pageProperty = pageProperty
        itemsField = j["itemsField"].s
        itemsFieldIsOptional = j["itemsFieldIsOptional"].b
        itemsPath = j["bindsItems"].b ? ResponsePath(j["itemsPath"]) : nil
        itemsLocal = j["itemsLocal"].s
        style = j["isPageStyle"].b ? .page(j["pageSize"].i) : .cursor(ResponsePath(j["cursorPath"]))
        nextPageAction = j["nextPageAction"].s
    }
}

extension OutcomeSteps {
    init(_ j: J) {
        bindings = j["bindings"].a.map {
            OutcomeBinding(local: $0["local"].s, value: $0["value"].s, member: $0["hasMember"].b ? $0["member"].s : nil)
        }
        steps = j["steps"].a.map(ReduceStep.init)
    }
}

extension Request {
    init(_ j: J) {
        method = j["method"].s
        pathTemplate = j["pathTemplate"].s
        pathParameters = j["pathParameters"].a.map(RequestItem.init)
        queryItems = j["queryItems"].a.map(RequestItem.init)
        headers = j["headers"].a.map(RequestItem.init)
        if !j["hasBody"].b { body = nil }
        else if j["body"]["isValue"].b { body = .value(TextValue(j["body"]["value"])) }
        else {
            body = .fields(BodyFields(
                typeName: j["body"]["typeName"].s,
                arguments: j["body"]["arguments"].a.map { BodyArgument(label: $0["label"].s, text: TextValue($0["value"])) }
            ))
        }
    }
}

extension RequestItem {
    init(_ j: J) {
        let item = Item(
            name: j["name"].s,
            expression: j["value"].s.isEmpty ? nil : j["value"].s,
            text: TextValue(j["textValue"]),
            template: j["bindsTemplate"].b
                ? TemplateBinding(local: j["templateLocal"].s, interpolation: Interpolation(j["templateInterpolation"])) : nil
        )
        if j["isOptional"].b { self = .optional(item) }
        else if j["isEachElement"].b { self = .eachElement(item) }
        else if j["isOptionalEachElement"].b { self = .optionalEachElement(item) }
        else { self = .single(item) }
    }
}

extension Interpolation {
    init(_ j: J) {
        isThrowing = j["isThrowing"].b
        parts = j["parts"].a.map { $0["isText"].b ? .text($0["text"].s) : .value(TextValue($0["value"])) }
    }
}

extension TextValue {
    init(_ j: J) {
        if j["isLocal"].b { source = .local(j["local"].s) }
        else if j["isLiteral"].b { source = .literal(Literal(parts: j["literal"]["parts"].a)) }
        else { fatalError("text value from a sample: only tests have it \(j.v!)") }
        marksTry = j["marksTry"].b
        conversion = j["isDescribed"].b ? .described
            : j["isDescribedRawValue"].b ? .describedRawValue
            : j["isDateText"].b ? .dateText
            : j["isAbsoluteString"].b ? .absoluteString
            : j["isUUIDString"].b ? .uuidString
            : j["isRawValue"].b ? .rawValue : .none
    }
}

extension BodyType {
    init(_ j: J) {
        typeName = j["name"].s
        fields = j["fields"].a.map { BodyField(name: $0["name"].s, type: $0["type"].s, key: $0["hasKey"].b ? $0["key"].s : nil) }
        needsCodingKeys = j["needsCodingKeys"].b
    }
}
