extension FeatureContext {
    /// The context of one endpoint of the feature named `feature`; see docs/templates.md ("Endpoint").
    /// `sampleValues` makes the context of its sample response, which the model's sample shares.
    static func endpoint(_ endpoint: ResolvedEndpoint, feature: String, sampleValues: SampleValueContexts) -> TemplateValue {
        // Where tests declare the call they expect: `let expectedCall: Mock<Feature>Repository.Call = `,
        // indented by 8.
        var values: TemplateDictionary = [
            "name": .string(endpoint.name),
            "plainName": .string(SwiftName.unescaped(endpoint.name)),
            "summary": .string(endpoint.summary),
            "payload": payload(endpoint.payload),
            "methodParameters": .array(endpoint.parameters.map { parameter in
                .dictionary([
                    "localName": .string(parameter.localName),
                    "type": .string(parameter.type),
                    "declaration": parameterDeclaration(parameter.declaration),
                ])
            }),
            // With a renewal, `CredentialRenewal.send(with:)` checks the credential and passes it on.
            "repositoryCall": call(repositoryCall(endpoint, zip(endpoint.parameters, endpoint.startArguments).map { parameter, argument in
                argument.requiresCredential && !endpoint.renewsCredential ? .requiredCredential(parameter.localName) : .local(parameter.localName)
            })),
            "renewsCredential": .bool(endpoint.renewsCredential),
            "responseKeyInSuccessTest": endpoint.responseKeyInSuccessTest.map { key in
                .dictionary(["member": .string(key.member), "value": sampleValues.context(of: key.value)])
            } ?? .bool(false),
            "credentialLocal": .string(
                zip(endpoint.parameters, endpoint.startArguments).first { $0.1.requiresCredential }?.0.localName ?? ""
            ),
            "expectedCall": caseConstruction(mockCall(endpoint, endpoint.parameters.map { .sample($0.sentValue) })),
            "lacksCredentialInTests": .bool(endpoint.lacksCredentialInTests),
            "liveCall": call(repositoryCall(endpoint, endpoint.parameters.map { .sample($0.expectedValue) })),
            "isLinkPaged": .bool(endpoint.pagination?.isLinkStyle == true),
            "nextPageURL": .string(SampleScalars.nextPageURL),
            "nextPageLinkHeader": .string("<\(SampleScalars.nextPageURL)>; rel=\"next\""),
            "expectedRequest": expectedRequest(endpoint.expectedRequest),
            "sendsBody": .bool(endpoint.sendsBody),
            "method": .string(endpoint.method),
            "recordedCall": caseConstruction(mockCall(endpoint, endpoint.parameters.map { .local($0.localName) })),
            "callCaseDeclaration": caseDeclaration(ResolvedCaseDeclaration(
                name: endpoint.name, values: endpoint.parameters.map { .init(label: LocalNames.declarationLabel($0.label), type: $0.type) }
            )),
            "startArguments": TemplateValueEncoder.encode(endpoint.startArguments.map(StartArgumentContext.init)),
            "hasResponse": .bool(endpoint.responseType != nil),
            "responseType": .string(endpoint.responseType ?? "Void"),
            "responseBodyType": .string(endpoint.responseBodyType ?? "Void"),
            "sampleResponse": endpoint.sampleResponse.map(sampleValues.context) ?? .bool(false),
            "requestCaseDeclaration": caseDeclaration(endpoint.requestCaseDeclaration),
            "startCall": call(endpoint.startCall),
            "middlewareSendCall": call(endpoint.middlewareSendCall),
            "requestCasePattern": casePattern(endpoint.requestCasePattern),
            "requestCaseConstruction": caseConstruction(endpoint.requestCaseConstruction),
            "outcomeType": .string(endpoint.outcomeType),
            "statusProperty": .string(endpoint.statusProperty),
            "pageProperty": .string(endpoint.pageProperty),
            "cancellationPolicy": .string(endpoint.cancellationPolicy.rawValue),
            "dropsWhileInFlight": .bool(endpoint.dropsWhileInFlight),
            "isQueued": .bool(endpoint.isQueued),
            "hasDebounce": .bool(endpoint.debounceMilliseconds > 0),
            "debouncesLatest": .bool(endpoint.debounceMilliseconds > 0 && !endpoint.isQueued && !endpoint.dropsWhileInFlight),
            "debounceMilliseconds": .int(endpoint.debounceMilliseconds),
            "start": .dictionary([
                "cancelID": cancelID(endpoint.start.cancelID),
                "policy": .string(endpoint.start.policy.rawValue),
                "waits": .bool(endpoint.start.waits),
                "waitDuration": argumentValue(endpoint.start.waitDuration),
                "restartsWait": .bool(endpoint.start.restartsWait),
            ]),
            "takesDebounce": .bool(endpoint.takesDebounce),
            "request": request(endpoint.request),
            "storeTargets": storeTargets(endpoint.storeTargets),
            "expectedStartChanges": expectedChanges(RequestStartChanges.expected(for: endpoint, requestNumber: 1)),
            "isPaginated": .bool(endpoint.pagination != nil),
            "optimisticRecords": optimisticRecords(endpoint.optimism.records),
            "optimisticSetup": expectedChanges(endpoint.optimism.setupChanges),
            "credentialSetup": expectedChanges(endpoint.credentialSetup),
            "undoProperties": .array(endpoint.optimism.undoProperties.map { property in
                .dictionary(["name": .string(property.name), "type": .string(property.type)])
            }),
            "middlewareRequestCasePattern": casePattern(endpoint.middlewareRequestCasePattern),
            "requestStartsParameters": .array(endpoint.requestStartsParameters.map(parameterDeclaration)),
            "expectedUndoAndSettledChanges": expectedChanges(endpoint.optimism.expectedUndoChanges + endpoint.optimism.expectedSettledChanges),
        ]
        values.merge(outcomeHandling(endpoint)) { _, handling in handling }
        if let bodyType = endpoint.bodyType {
            values["bodyType"] = TemplateValueEncoder.encode(BodyTypeContext(bodyType))
        }
        if let pagination = endpoint.pagination {
            values["pagination"] = TemplateValueEncoder.encode(PaginationContext(
                pagination, nextPageExpectedCall: mockCall(endpoint, nextPageArguments(endpoint, pagination).map(ResolvedArgumentValue.sample))))
            if pagination.isLinkStyle {
                values["liveNextPageCall"] = call(repositoryCall(endpoint, nextPageArguments(endpoint, pagination).map(ResolvedArgumentValue.sample)))
            }
        }
        values["extensions"] = .dictionary(endpoint.extensions)
        return .dictionary(values)
    }

    /// How the reducer's outcome case is shaped, by what each outcome does besides the status: exactly one
    /// of `finishesQuietly` (nothing), `storesOnSuccessOnly` (only a success, which stores or reads the
    /// response and starts nothing: an `if let`) and `switchesOnOutcome` (a `switch` with a case for each
    /// outcome that `hasSteps`, and a `default` when `hasQuietOutcome`); and the outcomes themselves.
    private static func outcomeHandling(_ endpoint: ResolvedEndpoint) -> TemplateDictionary {
        let outcomes = endpoint.outcomes
        let isPaginated = endpoint.pagination != nil
        let succeededEffects = !outcomes.succeededEffects.calls.isEmpty || !outcomes.succeededEffects.returned.isEmpty
        let succeeded = !endpoint.storeTargets.isEmpty || isPaginated || !outcomes.onSuccess.steps.isEmpty || succeededEffects
        let failed = !outcomes.onFailure.steps.isEmpty
            || !outcomes.failedEffects.calls.isEmpty || !outcomes.failedEffects.returned.isEmpty
        let cancelled = !outcomes.cancelledEffects.calls.isEmpty || !outcomes.cancelledEffects.returned.isEmpty
        let storesOnSuccessOnly = succeeded && !failed && !cancelled && !succeededEffects
            && endpoint.succeededCasePattern.bindsAnyValue
        return outcomeValues(endpoint, succeeded: succeeded, failed: failed, cancelled: cancelled).merging([
            "finishesQuietly": .bool(!succeeded && !failed && !cancelled),
            "storesOnSuccessOnly": .bool(storesOnSuccessOnly),
            "switchesOnOutcome": .bool((succeeded || failed || cancelled) && !storesOnSuccessOnly),
            "hasQuietOutcome": .bool(!succeeded || !failed || !cancelled),
        ]) { outcome, _ in outcome }
    }

    /// The arguments tests expect for a next page: the page parameter (always the last one) is the second
    /// page, or the cursor is `"a"` or the next URL the sample page links to, as the tests put in state.
    private static func nextPageArguments(
        _ endpoint: ResolvedEndpoint, _ pagination: ResolvedPagination
    ) -> [ResolvedSampleValue] {
        var values = endpoint.parameters.map(\.sentValue)
        guard !values.isEmpty else { return values }
        values[values.count - 1] = .literal(
            pagination.isPageStyle ? .int(pagination.firstPage + 1)
                : pagination.isLinkStyle ? .url(SampleScalars.nextPageURL) : .string(SampleScalars.text(variant: 1))
        )
        return values
    }

    /// The call of `endpoint`'s repository method with the parameters' `values`: `name(label: value, ...)`.
    private static func repositoryCall(_ endpoint: ResolvedEndpoint, _ values: [ResolvedArgumentValue]) -> ResolvedCall {
        ResolvedCall(function: endpoint.name, arguments: zip(endpoint.parameters, values).map { ResolvedArgument(label: $0.label, value: $1) })
    }

    /// The mock repository's `Call` case of `endpoint` with the parameters' `values`: `.name(label: value, ...)`.
    private static func mockCall(_ endpoint: ResolvedEndpoint, _ values: [ResolvedArgumentValue]) -> ResolvedCaseConstruction {
        ResolvedCaseConstruction(name: endpoint.name, arguments: zip(endpoint.parameters, values).map { ResolvedArgument(label: $0.label, value: $1) })
    }

    /// A cancel id, which `_cancelID` writes: `namespace`, `member`, and `keyLocal` when it is keyed.
    static func cancelID(_ id: ResolvedCancelID) -> TemplateValue {
        TemplateValueEncoder.encode(id)
    }

}

/// How a paginated endpoint's pages are asked for and stored (`pagination`); see docs/templates.md
/// ("Endpoint").
struct PaginationContext: Encodable {
    /// How the next page is asked for: by page number, by the cursor the last page gave, or by its link.
    enum Style: String, Encodable { case page, cursor, link }

    var nextPageAction: String
    var style: Style
    var firstPage: Int
    var secondPage: Int
    var thirdPage: Int
    var itemsField: String
    var itemsFieldIsOptional: Bool
    var pageSize: Int
    var bindsItems: Bool
    var itemsLocal: String
    var itemsPath: ResponsePathContext
    var cursorPath: ResponsePathContext
    var reachesEndWithOneItem: Bool
    var firstSampleItem: PartsContext<SampleValuePart>
    var secondSampleResponse: PartsContext<SampleValuePart>
    var nextPageExpectedCall: CallContext
    var nextPageURL: String
    var expectedStepChanges: [ExpectedChangeContext]

    init(_ pagination: ResolvedPagination, nextPageExpectedCall: ResolvedCaseConstruction) {
        nextPageAction = pagination.nextPageAction
        style = pagination.isPageStyle ? .page : pagination.isLinkStyle ? .link : .cursor
        firstPage = pagination.firstPage
        secondPage = pagination.firstPage + 1
        thirdPage = pagination.firstPage + 2
        itemsField = pagination.itemsField
        itemsFieldIsOptional = pagination.itemsFieldIsOptional
        pageSize = pagination.pageSize
        bindsItems = pagination.bindsItems
        itemsLocal = pagination.itemsLocal
        itemsPath = ResponsePathContext(pagination.itemsPath)
        cursorPath = ResponsePathContext(pagination.cursorPath ?? ResolvedResponsePath(steps: []))
        reachesEndWithOneItem = pagination.pageSize > 1
        firstSampleItem = SampleValuePart.parts(of: pagination.firstSampleItem)
        secondSampleResponse = SampleValuePart.parts(of: pagination.secondSampleResponse)
        self.nextPageExpectedCall = CallContext(nextPageExpectedCall)
        nextPageURL = SampleScalars.nextPageURL
        expectedStepChanges = pagination.expectedStepChanges.map(ExpectedChangeContext.init)
    }
}

/// The struct a request's `body: { fields: ... }` is encoded from: `name`, `endpointName`, `fields` (each
/// `name`, `type`, and `key` where the JSON key differs) and `needsCodingKeys`.
struct BodyTypeContext: Encodable {
    var name: String
    var endpointName: String
    var fields: [ResolvedBodyField]
    var needsCodingKeys: Bool

    init(_ bodyType: ResolvedBodyType) {
        name = bodyType.name
        endpointName = bodyType.endpointName
        fields = bodyType.fields
        needsCodingKeys = bodyType.needsCodingKeys
    }
}

/// An argument of the request effect: its `label`, the `local` it is bound to (`passesLocal` when the
/// payload's local is passed as it is) and where it is read (`kind`): a `state` field (`name`), the
/// `payload` (`name`), the next page, cursor or URL of the page state `name` (`nextPage`, `nextCursor`,
/// `nextURL`), or another feature's value through the environment (`app`, `name`).
struct StartArgumentContext: Encodable {
    enum Kind: String, Encodable { case state, payload, nextPage, nextCursor, nextURL, app }

    var label: String
    var local: String
    var passesLocal: Bool
    var kind: Kind
    var name: String

    init(_ argument: ResolvedStartArgument) {
        label = argument.label
        local = argument.local
        passesLocal = argument.passesLocal
        switch argument.source {
        case .state(let field): (kind, name) = (.state, field)
        case .payload(let local): (kind, name) = (.payload, local)
        case .nextPage(let pageProperty): (kind, name) = (.nextPage, pageProperty)
        case .nextCursor(let pageProperty): (kind, name) = (.nextCursor, pageProperty)
        case .nextURL(let pageProperty): (kind, name) = (.nextURL, pageProperty)
        case .app(let environmentName): (kind, name) = (.app, environmentName)
        }
    }
}
