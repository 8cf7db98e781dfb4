/// An endpoint of the feature: its request, how its outcome is reduced, and what its generated tests set
/// up and expect; see docs/templates.md ("Endpoint").
struct EndpointContext: Encodable {
    /// A parameter of the repository method: its `local` name, `type` and `declaration`.
    struct MethodParameter: Encodable {
        var local: String
        var type: String
        var declaration: ResolvedParameterDeclaration
    }

    /// The response member the success test sets (`member`) to a `value` that makes the response differ
    /// from the state's sample.
    struct ResponseKey: Encodable {
        var path: String
        var value: TemplateValue
    }

    /// The endpoint's case of the mock repository's `Call` enum: its `caseDeclaration`, and the
    /// `caseConstruction` the mock records from the method's parameters.
    struct MockCall: Encodable {
        var caseDeclaration: ResolvedCaseDeclaration
        var caseConstruction: CallContext
    }

    /// What the test of a request not sent without its credential expects: the optimistic steps undone and
    /// their records dropped, then the `onFailure:` steps' `changes` with the `missingCredential` message and
    /// the chained starts.
    struct MissingCredential: Encodable {
        var changes: [ExpectedChangeContext]
    }

    /// The live repository's test: the `call` it makes from the initial state, and the `request` it expects
    /// that call to send (absent for a next page, whose test checks its URL).
    struct LiveTest: Encodable {
        var call: CallContext
        var request: ExpectedRequestContext?
    }

    /// What the request answers: the `type` the repository method returns (`Void` for no response), the
    /// `bodyType` a link-paged endpoint decodes from the body, and the `sampleValue` tests answer with.
    struct Response: Encodable {
        var type: String
        var bodyType: String
        var sampleValue: TemplateValue?
    }

    /// How the request starts: the action case that sends it (`caseDeclaration`, the `casePattern` the
    /// reducer matches, binding in the middleware flavor only the `payload` values the start function takes,
    /// and `caseConstruction`), the
    /// `call` of the start function, the `arguments` the request reads, the `changes` tests expect when it
    /// starts, and its effect's `cancelID`, `policy`, and how it waits first (`wait`).
    struct Start: Encodable {
        /// How the request effect waits before it is sent (`kind`): not at all (`immediately`), `delay`ed
        /// once, or `debounce`d, the wait starting again when the action comes again (a `latest` request);
        /// and for how long (`value`).
        struct Wait: Encodable {
            enum Kind: String, Encodable { case immediately, delay, debounce }

            var kind: Kind
            var value: ArgumentValueContext
        }

        var caseDeclaration: ResolvedCaseDeclaration
        var casePattern: CasePatternContext
        var caseConstruction: CallContext
        var payload: [ResolvedParameterDeclaration]
        var call: CallContext
        var arguments: [StartArgumentContext]
        var changes: [ExpectedChangeContext]
        var cancelID: ResolvedCancelID
        var policy: String
        var wait: Wait
    }

    /// What the middleware flavor's middleware does for the endpoint: the request action's `casePattern`
    /// it matches, the `call` that sends the request, and its `cases` for the outcome, each the outcome
    /// `casePatterns` it matches and the requests it `sends` (what `_middlewareReturn` returns).
    struct MiddlewareCases: Encodable {
        struct Case: Encodable {
            var casePatterns: [CasePatternContext]
            var sends: [MiddlewareReturnContext.Send]
        }

        var casePattern: CasePatternContext
        var call: CallContext
        var cases: [Case]
    }

    /// How the reducer's outcome case is shaped, by what each outcome does besides the status.
    enum OutcomeHandling: String, Encodable {
        /// No outcome does anything: the case only finishes the request.
        case quiet
        /// Only a success does, which stores or reads the response and starts nothing: an `if let`.
        case ifSucceeded
        /// A `switch` with a case for each outcome of `cases` and a `default` for the others.
        case `switch`
        /// A `switch` with a case for every outcome (`cases`), and `nil` for a response that came too late.
        case exhaustiveSwitch
    }

    var name: String
    var method: String
    var payload: [PayloadFieldContext]
    var methodParameters: [MethodParameter]
    /// With a renewal, `CredentialRenewal.send(with:)` checks the credential and passes it on.
    var repositoryCall: CallContext
    var renewsCredential: Bool
    var credentialLocal: String?
    var requestTestSetup: [ExpectedChangeContext]
    var responseKeyInSuccessTest: ResponseKey?
    /// Where tests declare the call they expect: `let expectedCall: Mock<Feature>Repository.Call = `.
    var expectedCall: CallContext
    var mockCall: MockCall
    var live: LiveTest
    var hasResponse: Bool
    var response: Response
    var concurrency: ConcurrencyPolicy
    var isQueued: Bool
    var hasDebounce: Bool
    var debounceMilliseconds: Int
    var takesDebounce: Bool
    var start: Start
    var request: RequestContext
    var bodyType: BodyTypeContext?
    var storeTargets: [StoreTargetContext]
    var pagination: PaginationContext?
    var optimisticRecords: [OptimisticRecordContext]
    var optimisticSetup: [ExpectedChangeContext]
    var success: OutcomeContext
    var failure: OutcomeContext
    /// The outcomes that do something besides the status, each a case of the reducer's outcome `switch`.
    var cases: [OutcomeContext]
    var outcomeHandling: OutcomeHandling
    var middleware: MiddlewareCases
    /// Only when the optimistic steps leave the tests' request no credential: the test that it is not sent
    /// replaces the success and failure tests.
    var missingCredential: MissingCredential?
    var extensions: TemplateDictionary

    /// The context of `endpoint`; `sampleValues` makes the context of its sample response, which the
    /// model's sample shares.
    init(_ endpoint: ResolvedEndpoint, sampleValues: SampleValueContexts, usesMiddleware: Bool) {
        name = endpoint.name
        method = endpoint.method
        payload = endpoint.payload.map(PayloadFieldContext.init)
        methodParameters = endpoint.parameters.map { MethodParameter(local: $0.localName, type: $0.type, declaration: $0.declaration) }
        let startValues = zip(endpoint.parameters, endpoint.startArguments).map { parameter, argument in
            argument.requiresCredential && !endpoint.renewsCredential
                ? ResolvedArgumentValue.requiredCredential(parameter.localName) : .local(parameter.localName)
        }
        repositoryCall = CallContext(Self.repositoryCall(endpoint, startValues))
        renewsCredential = endpoint.renewsCredential
        credentialLocal = zip(endpoint.parameters, endpoint.startArguments).first { $0.1.requiresCredential }?.0.localName
        requestTestSetup = endpoint.requestTestSetup.map(ExpectedChangeContext.init)
        responseKeyInSuccessTest = endpoint.responseKeyInSuccessTest.map { key in
            ResponseKey(path: key.path, value: sampleValues.context(of: key.value))
        }
        expectedCall = CallContext(Self.mockCall(endpoint, endpoint.parameters.map { .sample($0.sentValue) }))
        mockCall = MockCall(
            caseDeclaration: ResolvedCaseDeclaration(
                name: endpoint.name, values: endpoint.parameters.map { .init(label: LocalNames.declarationLabel($0.label), type: $0.type) }),
            caseConstruction: CallContext(Self.mockCall(endpoint, endpoint.parameters.map { .local($0.localName) })))
        live = LiveTest(
            call: CallContext(Self.repositoryCall(endpoint, endpoint.parameters.map { .sample($0.expectedValue) })),
            request: ExpectedRequestContext(endpoint.expectedRequest, sendsBody: endpoint.sendsBody))
        hasResponse = endpoint.responseType != nil
        response = Response(
            type: endpoint.responseType ?? "Void", bodyType: endpoint.responseBodyType ?? "Void",
            sampleValue: endpoint.sampleResponse.map(sampleValues.context))
        concurrency = endpoint.concurrency
        isQueued = endpoint.isQueued
        hasDebounce = endpoint.debounceMilliseconds > 0
        debounceMilliseconds = endpoint.debounceMilliseconds
        takesDebounce = endpoint.takesDebounce
        start = Start(
            caseDeclaration: endpoint.requestCaseDeclaration,
            casePattern: CasePatternContext(
                usesMiddleware ? endpoint.middlewareRequestCasePattern : endpoint.requestCasePattern),
            caseConstruction: CallContext(endpoint.requestCaseConstruction),
            payload: endpoint.requestStartsParameters,
            call: CallContext(endpoint.startCall),
            arguments: endpoint.startArguments.map(StartArgumentContext.init),
            changes: RequestStartChanges.expected(for: endpoint, requestNumber: 1).map(ExpectedChangeContext.init),
            cancelID: endpoint.start.cancelID, policy: endpoint.start.policy.rawValue,
            wait: Start.Wait(
                kind: endpoint.start.restartsWait ? .debounce : endpoint.start.waits ? .delay : .immediately,
                value: ArgumentValueContext(endpoint.start.waitDuration)))
        request = RequestContext(endpoint.request)
        bodyType = endpoint.bodyType.map(BodyTypeContext.init)
        storeTargets = endpoint.storeTargets.map(StoreTargetContext.init)
        if let pagination = endpoint.pagination {
            let nextPageValues = Self.nextPageArguments(endpoint, pagination).map(ResolvedArgumentValue.sample)
            self.pagination = PaginationContext(
                pagination, expectedCall: Self.mockCall(endpoint, nextPageValues),
                liveCall: pagination.isLinkStyle ? Self.repositoryCall(endpoint, nextPageValues) : nil)
        }
        optimisticRecords = endpoint.optimism.records.map(OptimisticRecordContext.init)
        optimisticSetup = endpoint.optimism.setupChanges.map(ExpectedChangeContext.init)
        let outcomes = OutcomeContext.outcomes(of: endpoint)
        (success, failure, cases) = (outcomes.success, outcomes.failure, outcomes.cases)
        if cases.isEmpty {
            outcomeHandling = .quiet
        } else if cases.map(\.kind) == [.success] && !Self.hasEffects(endpoint.outcomes.succeededEffects)
            && endpoint.succeededCasePattern.bindsAnyValue {
            outcomeHandling = .ifSucceeded
        } else {
            // Three cases are a success, a failure and a cancellation: every outcome.
            outcomeHandling = cases.count < 3 ? .switch : .exhaustiveSwitch
        }
        middleware = MiddlewareCases(
            casePattern: CasePatternContext(endpoint.requestCasePattern),
            call: CallContext(endpoint.middlewareSendCall),
            cases: endpoint.outcomes.middlewareCases.map { outcomeCase in
                MiddlewareCases.Case(
                    casePatterns: outcomeCase.patterns.map(CasePatternContext.init), sends: MiddlewareReturnContext.sends(outcomeCase.sends))
            })
        if endpoint.lacksCredentialInTests {
            missingCredential = MissingCredential(
                changes: (endpoint.optimism.expectedUndoChanges + endpoint.optimism.expectedSettledChanges
                    + endpoint.outcomes.expectedMissingCredentialChanges).map(ExpectedChangeContext.init))
        }
        extensions = endpoint.extensions
    }

    /// Whether an outcome's case does anything besides its steps: calls a hook or returns an effect.
    static func hasEffects(_ effects: ResolvedCaseEffects) -> Bool {
        !effects.calls.isEmpty || !effects.returned.isEmpty
    }

    /// The arguments tests expect for a next page: the page parameter (always the last one) is the second
    /// page, or the cursor is `"a"` or the next URL the sample page links to, as the tests put in state.
    private static func nextPageArguments(
        _ endpoint: ResolvedEndpoint, _ pagination: ResolvedPagination
    ) -> [ResolvedSampleValue] {
        var values = pagination.testArguments
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
}

/// How a paginated endpoint's pages are asked for and stored (`pagination`); see docs/templates.md
/// ("Endpoint").
struct PaginationContext: Encodable {
    /// How the next page is asked for: by page number, by the cursor the last page gave, or by its link.
    enum Kind: String, Encodable { case page, cursor, link }

    /// The state field the pages' items are stored in (`field`, and whether it `isOptional`), the `local`
    /// that holds a page's items, read from the response at `path`, and the `sampleValue` of the first
    /// item, which tests put in state before a next page.
    struct Items: Encodable {
        var field: String
        var isOptional: Bool
        var local: String
        var path: ResponsePathContext
        var sampleValue: PartsContext<SampleValuePart>
    }

    /// The next page: the `action` that loads it, the call its test expects (`expectedCall`, a case of the
    /// mock repository's `Call`), the `live` test's call of a link-paged endpoint, the response tests answer
    /// it with (`sampleValue`), and for `kind: cursor` the `path` its cursor is read from in the response.
    struct NextPage: Encodable {
        /// What the next-page test answers with: the `sampleResponse` (`sampleValue`), or for `kind: page`
        /// a full page, so that it is not the last: `pageSize` copies of another item than the first
        /// (`value`), the response itself (`fullPage`) or put at the items' path inside `sampleValue`
        /// (`fullPageInResponse`). Items read through an optional model (`data?.items`) keep the sample
        /// response.
        enum Kind: String, Encodable { case sampleResponse, fullPage, fullPageInResponse }

        var action: String
        var expectedCall: CallContext
        var live: EndpointContext.LiveTest?
        var sampleValue: PartsContext<SampleValuePart>
        var path: ResponsePathContext?
        var kind: Kind
        var value: PartsContext<SampleValuePart>?
    }

    var kind: Kind
    var firstPage: Int
    var pageSize: Int
    var bindsItems: Bool
    var items: Items
    var nextPage: NextPage
    var reachesEndWithOneItem: Bool
    /// For `kind: link`, the next URL of the linked sample first page, which tests also put in state.
    var nextPageURL: String?
    /// The changes the `onSuccess:` steps make after every page, as the success test expects them.
    var changes: [ExpectedChangeContext]
    /// What the next-page test sets in its state before it sends, besides the items and the page: the
    /// fields the request reads that are `nil` or empty by default, at their second sample.
    var before: [ExpectedChangeContext]

    init(_ pagination: ResolvedPagination, expectedCall: ResolvedCaseConstruction, liveCall: ResolvedCall?) {
        kind = pagination.isPageStyle ? .page : pagination.isLinkStyle ? .link : .cursor
        firstPage = pagination.firstPage
        pageSize = pagination.pageSize
        bindsItems = pagination.bindsItems
        items = Items(
            field: pagination.itemsField, isOptional: pagination.itemsFieldIsOptional, local: pagination.itemsLocal,
            path: ResponsePathContext(pagination.itemsPath), sampleValue: SampleValuePart.parts(of: pagination.firstSampleItem))
        nextPage = NextPage(
            action: pagination.nextPageAction, expectedCall: CallContext(expectedCall),
            live: liveCall.map { EndpointContext.LiveTest(call: CallContext($0)) },
            sampleValue: SampleValuePart.parts(of: pagination.secondSampleResponse),
            path: pagination.cursorPath.map(ResponsePathContext.init),
            kind: Self.nextPageKind(of: pagination),
            value: pagination.isPageStyle ? SampleValuePart.parts(of: pagination.secondSampleItem) : nil)
        reachesEndWithOneItem = pagination.pageSize > 1
        nextPageURL = kind == .link ? SampleScalars.nextPageURL : nil
        changes = pagination.expectedStepChanges.map(ExpectedChangeContext.init)
        before = pagination.testStart.map(ExpectedChangeContext.init)
    }

    private static func nextPageKind(of pagination: ResolvedPagination) -> NextPage.Kind {
        let steps = pagination.itemsPath.steps
        guard pagination.isPageStyle, !steps.contains(where: \.isAfterOptional) else { return .sampleResponse }
        return steps.isEmpty ? .fullPage : .fullPageInResponse
    }
}

/// The struct a request's `body: { fields: ... }` is encoded from: its `type`, `fields` (each `name`,
/// `type`, and `key` where the JSON key differs) and `needsCodingKeys`.
struct BodyTypeContext: Encodable {
    var type: String
    var fields: [ResolvedBodyField]
    var needsCodingKeys: Bool

    init(_ bodyType: ResolvedBodyType) {
        type = bodyType.name
        fields = bodyType.fields
        needsCodingKeys = bodyType.needsCodingKeys
    }
}

/// An argument of the request effect: its `label`, the `local` it is bound to (a `payload` value is passed
/// as the start function's parameter of that name) and where it is read (`kind`): a `state` field (`name`), the
/// `payload` (`name`), the next page, cursor or URL of the page state `name` (`nextPage`, `nextCursor`,
/// `nextURL`), or another feature's value through the environment (`app`, `name`).
struct StartArgumentContext: Encodable {
    enum Kind: String, Encodable { case state, payload, nextPage, nextCursor, nextURL, app }

    var label: String
    var local: String
    var kind: Kind
    var name: String

    init(_ argument: ResolvedStartArgument) {
        label = argument.label
        local = argument.local
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
