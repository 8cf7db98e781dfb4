import Testing
@testable import ReduxGenCore

/// Endpoints resolve to repository parameters, request-building statements, policies and paging.
@Suite struct EndpointResolverTests {
    static let archive = """
        feature: Archive
        api: { baseURL: "http://localhost:8080", headers: { Accept: application/json } }
        models:
          Category: { enum: String, cases: [news, tech] }
          Favorite: { fields: { id: Int } }
        state:
          keyword: { type: String, default: "" }
          category: { type: Category?, default: null }
        actions:
          searched: { payload: { id: Int } }
        endpoints:
          load:
            method: GET
            path: /articles
            query: { q: state.keyword, category: state.category, sort: { value: new } }
            response: "[Favorite]"
            debounce: 250ms
          add:
            method: POST
            path: /favorites/{id}
            payload: { id: Int }
            params: { id: payload.id }
            body: { fields: { id: payload.id, article_id: payload.id } }
            response: Favorite
            triggers: [searched]
            concurrency: queue
          remove:
            method: DELETE
            path: /favorites
            response: none
            concurrency: dropWhileInFlight
        """

    /// The text `base` is sent as by `conversion`.
    static func text(_ base: ResolvedRunTimeValue.Base, _ conversion: ResolvedTextConversion) -> ResolvedValueText {
        ResolvedValueText(value: ResolvedRunTimeValue(base: base), conversion: conversion)
    }

    @Test func parametersComeFromEachSourceOnce() throws {
        let feature = try resolve(Self.archive)
        #expect(feature.endpoints[0].parameters.map(\.declaration) == ["keyword: String", "category: Archive.Category?"])
        #expect(feature.endpoints[0].startArguments.map(\.source) == [.state(field: "keyword"), .state(field: "category")])
        // docs/generated-code.md ("Tests"): the live-request test passes an empty or `nil` default at the
        // type's second sample, an enum's last case.
        #expect(try feature.endpoints[0].parameters.map { try written($0.expectedValue) } == ["\"b\"", "Archive.Category.tech"])
        #expect(feature.endpoints[1].parameters.map(\.declaration) == ["id: Int"])
        #expect(feature.endpoints[2].parameters.isEmpty)
    }

    @Test func queryItemsKeepSpecOrderAndLeaveOutNil() throws {
        let request = try resolve(Self.archive).endpoints[0].request
        let keyword = ResolvedRequestItem(name: "q", text: Self.text(.local("keyword"), .asIs), encoding: .single)
        let category = ResolvedRequestItem(
            name: "category", value: "category", text: Self.text(.local("value"), .rawValue), encoding: .optional
        )
        #expect(request.queryItems.prefix(2) == [keyword, category])
        #expect(request.queryItems.map(\.name).last == "sort")
        // The API's headers are the client's default headers, not repeated in each method.
        #expect(request.headers.isEmpty)
        #expect(request.method == "get")
        #expect(request.body == nil)
    }

    @Test func pathParametersAndBodiesAreBuilt() throws {
        let add = try resolve(Self.archive).endpoints[1]
        #expect(add.request.pathTemplate == "/favorites/{id}")
        #expect(add.request.pathParameters == [
            ResolvedRequestItem(name: "id", text: Self.text(.local("id"), .described), encoding: .single)
        ])
        #expect(add.request.body == .fields(type: "AddBody", arguments: [
            ResolvedBodyArgument(label: "id", value: ResolvedRunTimeValue(base: .local("id"))),
            ResolvedBodyArgument(label: "articleId", value: ResolvedRunTimeValue(base: .local("id"))),
        ]))
        let body = try #require(add.bodyType)
        #expect(body.name == "AddBody")
        #expect(body.fields.map(\.name) == ["id", "articleId"])
        #expect(body.fields.map(\.key) == [nil, "article_id"])
        #expect(add.request.queryItems.isEmpty, "a request without query items passes none")
    }

    @Test func concurrencyAndDebounceChooseTheEffectModifiers() throws {
        let endpoints = try resolve(Self.archive).endpoints
        #expect(endpoints[0].start == ResolvedRequestStart(
            cancelID: ResolvedCancelID(namespace: "ArchiveCancelID", member: "load"), policy: .cancelInFlight, waits: true,
            waitDuration: .milliseconds(250), restartsWait: true
        ))
        #expect(endpoints[1].start == ResolvedRequestStart(
            cancelID: ResolvedCancelID(namespace: "ArchiveCancelID", member: "add"), policy: .queue, waits: false,
            waitDuration: .milliseconds(0), restartsWait: false
        ))
        #expect(endpoints[1].isQueued)
        #expect(endpoints[2].concurrency == .dropWhileInFlight)
        // The reducer drops the request while its status is loading; the effect replaces an answered one.
        #expect(endpoints[2].cancellationPolicy == .cancelInFlight)
    }

    @Test func outcomesOfEndpointsCarryTheirResponseType() throws {
        let endpoints = try resolve(Self.archive).endpoints
        #expect(endpoints[0].outcomeType == "[Archive.Favorite]")
        // Nothing stores the response: it is not bound.
        #expect(endpoints[0].succeededCasePattern == ResolvedCasePattern(name: "succeeded", bindings: [nil, nil]))
        // An endpoint without a response reports `NoResponse`; nothing reads its error.
        #expect(endpoints[2].outcomeType == "NoResponse")
        #expect(endpoints[2].failedCasePattern == ResolvedCasePattern(name: "failed", bindings: [nil, nil]))
        #expect(endpoints[1].requestCaseDeclaration == ResolvedCaseDeclaration(name: "add", values: [.init(label: "id", type: "Int")]))
    }

    @Test func triggersStartRequestsAfterTheActionsOwnSteps() throws {
        let feature = try resolve(Self.archive)
        #expect(feature.actions[0].reduceSteps.isEmpty)
        // The one request started is returned as it is, with no call before the return.
        #expect(feature.actions[0].effects == ResolvedCaseEffects(returned: [.call("ArchiveEffects.add(state: &state, environment: environment, id: id)")]))
        #expect(feature.actions[0].expectedChanges == [
            ExpectedChange(.property("add.nextRequestID"), .requestID(2)),
            ExpectedChange(.property("add.status"), .loading(requestNumber: 1)),
        ])
        #expect(feature.endpoints[1].triggers == ["searched"])
    }

    @Test func pagesAppendAndStopAtTheLastPage() throws {
        let feature = try resolve("""
            feature: Feed
            api: { baseURL: "http://localhost:8080" }
            models: { Item: { fields: { id: Int } } }
            state:
              items: { type: "[Item]", default: [] }
            endpoints:
              load:
                method: GET
                path: /items
                response: "[Item]"
                store: items
                pagination: { style: page, pageParam: page, sizeParam: per_page, pageSize: 20, nextPageAction: more }
            """)
        let load = feature.endpoints[0]
        let pagination = try #require(load.pagination)
        #expect(pagination.nextPageAction == "more")
        #expect(pagination.firstPage == 1)
        #expect(pagination.itemsPath == ResolvedResponsePath(steps: []))
        #expect(load.parameters.map(\.declaration) == ["page: Int"])
        // A response that is the page's array is used as it is.
        #expect(!pagination.bindsItems)
        #expect(pagination.itemsLocal == "response")
        #expect(pagination.pageSize == 20)
        #expect(!pagination.itemsFieldIsOptional)
        // The page is stored as `pagination` says, not by the store targets.
        #expect(load.storeTargets.isEmpty)
        #expect(load.request.queryItems.map(\.name) == ["page", "per_page"])
        #expect(load.request.queryItems.map(\.text) == [Self.text(.local("page"), .described), Self.text(.local("FeedState.loadPageSize"), .described)])
    }

    /// docs/generated-code.md, "Repository": a payload field keeps its name, a state value of that name is
    /// numbered, whichever the request uses first.
    @Test func aStateValueNamedLikeAPayloadFieldIsNumbered() throws {
        let feature = try resolve("""
            feature: Docs
            api: { baseURL: "http://localhost:8080" }
            state:
              document: { type: String, default: "" }
            actions: { opened: {} }
            endpoints:
              save:
                method: POST
                path: /documents
                payload: { document: String }
                body: { fields: { title: state.document, document: payload.document } }
                response: none
            """)
        #expect(feature.endpoints[0].parameters.map(\.declaration) == ["document2: String", "document: String"])
    }
}
