import Testing
@testable import ReduxGenCore

extension ExpectedChange {
    /// A stored property of the state set to a value built from the test's samples.
    static func property(_ property: String, _ value: ResolvedSampleValue) -> ExpectedChange {
        ExpectedChange(.property(property), .sampleValue(value))
    }
}

/// The state changes generated tests expect resolve to data (the property set and the kind of value), and
/// the `_expectedChange` partial writes each as the line a test puts in its `store.send { ... }` block.
@Suite struct ExpectedChangeTests {
    static let spec = """
        feature: Shelf
        api: { baseURL: "http://localhost" }
        models:
          Tag: { fields: { id: Int, name: String } }
          Page: { fields: { items: "[String]", next: "Int?" } }
        state:
          tags: { type: "[String]", default: ["x"] }
          names: { type: "[String]", default: [] }
          count: { type: Int, default: 0 }
          kept: { type: "[Tag]", default: [] }
        actions:
          refreshed: {}
        endpoints:
          tag:
            method: GET
            path: /tag
            response: Tag
            store: [ { append: tags, path: name }, { append: names, path: name }, { removeFrom: kept, by: id } ]
          list:
            method: GET
            path: /list
            response: Page
            pagination: { style: cursor, cursor: { param: after, next: next }, items: items, nextPageAction: loadMore }
            store: { into: names, path: items }
            triggers: [refreshed]
          like:
            method: POST
            path: /like
            response: none
            concurrency: queue
            optimistic: [ { increment: count } ]
        """

    /// `response.name`.
    static let responseName = ResolvedResponsePath(steps: [.init(member: "name", isAfterOptional: false)])

    @Test func aStoredElementIsAppendedToTheFieldsDefaultUnlessThatIsEmpty() throws {
        let feature = try resolve(Self.spec)
        #expect(feature.endpoints[0].expectedSuccessChanges == [
            ExpectedChange(.property("tags"), .stored(ExpectedStoredValue(path: Self.responseName, isElement: true, appendedTo: .literal(.array([.string("x")]))))),
            ExpectedChange(.property("names"), .stored(ExpectedStoredValue(path: Self.responseName, isElement: true))),
            // Removing from the default, empty, array changes nothing.
        ])
    }

    @Test func aPageSuccessSetsTheItemsThenThePagesNextCursor() throws {
        let feature = try resolve(Self.spec)
        #expect(feature.endpoints[1].expectedSuccessChanges == [
            ExpectedChange(.property("names"), .responsePath("response.items")),
            // An `Int` cursor is kept as a `String`: the sample response's 1.
            ExpectedChange(.member(property: "list.page", member: "nextCursor"), .literal(.string("1"))),
        ])
        // A success drops the records of the optimistic steps.
        #expect(feature.endpoints[2].expectedSuccessChanges == [ExpectedChange(.property("likeUndoCount"), .noRecords)])
    }

    @Test func aStartSetsTheStatusTheOptimisticStepsAndTheirRecordsOfThatRequest() throws {
        let feature = try resolve(Self.spec)
        #expect(RequestStartChanges.expected(for: feature.endpoints[2], requestNumber: 3) == [
            ExpectedChange(.property("like.nextRequestID"), .requestID(4)),
            ExpectedChange(.property("like.status"), .loading(requestNumber: 3)),
            .property("count", .literal(.int(1))),
            ExpectedChange(.property("likeUndoCount"), .optimisticRecord(ExpectedOptimisticRecord(requestNumber: 3, before: .literal(.int(0)), after: .literal(.int(1))))),
        ])
        // A failure puts the field back and drops the records.
        let optimism = feature.endpoints[2].optimism
        #expect(optimism.expectedUndoChanges + optimism.expectedSettledChanges == [
            .property("count", .literal(.int(0))), ExpectedChange(.property("likeUndoCount"), .noRecords),
        ])
        // The action that triggers the paginated endpoint expects its first request from the first page:
        // the endpoint's own next request id and its status; the page, already the first, stays.
        #expect(feature.actions[0].expectedChanges == [
            ExpectedChange(.property("list.nextRequestID"), .requestID(2)),
            ExpectedChange(.property("list.status"), .loading(requestNumber: 1)),
        ])
    }

    @Test func theEvaluatorSetsAChangedElementsMemberAfterItsArray() throws {
        // The sample state holds the first and second samples of a list a `where:` step changes (ids 1 and
        // 2, docs/generated-code.md "Tests"), and `selected` is 1: the first matches, the second stays.
        let feature = try resolve("""
            feature: Chores
            models:
              Chore: { fields: { id: Int, done: Bool } }
            state:
              chores: { type: "[Chore]", default: [] }
              selected: { type: Int, default: 0 }
            actions:
              finished:
                reduce: [ { toggle: chores, where: { id: state.selected }, field: done } ]
            """)
        #expect(feature.actions[0].expectedChanges == [
            .property("chores", .elements([
                .sharedSample(namespace: "ChoresSamples", isOther: false, member: "chore"),
                .sharedSample(namespace: "ChoresSamples", isOther: true, member: "chore"),
            ])),
            ExpectedChange(.elementMember(property: "chores", index: 0, member: "done"), .literal(.bool(false))),
        ])
    }

    /// docs/generated-code.md, "Tests": the tests of an optimistic endpoint whose step has `where:` start
    /// from a list holding an element the step matches (the model's first sample, its key set to the
    /// payload's value), so the start records a change and the failure puts the element back.
    @Test func anOptimisticElementStepStartsFromAListHoldingTheElementItMatches() throws {
        let feature = try resolve("""
            feature: Chores
            api: { baseURL: "http://localhost:8080" }
            models:
              Chore: { fields: { id: Int, done: Bool } }
            state:
              chores: { type: "[Chore]", default: [] }
            endpoints:
              finish:
                method: PUT
                path: /chores/{id}
                payload: { id: Int }
                params: { id: payload.id }
                response: none
                optimistic: [ { toggle: chores, where: { id: payload.id }, field: done } ]
            """)
        let optimism = feature.endpoints[0].optimism
        let chore = ResolvedSampleValue.sharedSample(namespace: "ChoresSamples", isOther: false, member: "chore")
        let sample = ExpectedChange.property("chores", .elements([chore, chore]))
        // The first Chore sample has id 1; the payload's sample id is 2, so the element's key is set to 2, after
        // the sample as it is, whose id 1 the step does not look for.
        #expect(optimism.setupChanges == [
            sample, ExpectedChange(.elementMember(property: "chores", index: 1, member: "id"), .literal(.int(2))),
        ])
        // Its `done` is the first Bool sample, true: the toggle records true -> false for key 2.
        #expect(optimism.expectedRecords == [
            .init(property: "finishUndoChores", key: .literal(.int(2)), before: .literal(.bool(true)), after: .literal(.bool(false))),
        ])
        // After a failure the list is as it started: the element with key 2 and `done` true again.
        #expect(optimism.expectedUndoChanges == [
            sample, ExpectedChange(.elementMember(property: "chores", index: 1, member: "id"), .literal(.int(2))),
        ])
    }

    /// The line the partial writes after the test's receiver and its dot.
    func line(_ change: ExpectedChange) throws -> String {
        try TemplateRenderer().render(templateNamed: "_expectedChange", context: TemplateValueEncoder.encode(ExpectedChangeContext(change)))
    }

    @Test func thePartialWritesEachKindOfChange() throws {
        #expect(try line(.property("count", .literal(.int(2)))) == "count = 2")
        #expect(try line(.property("chores", .elements([.sharedSample(namespace: "ChoresSamples", isOther: false, member: "chore")])))
            == "chores = [ChoresSamples.chore]")
        #expect(try line(ExpectedChange(.property("tags"), .literal(.array([.string("a \"b\"")])))) == #"tags = ["a \"b\""]"#)
        #expect(try line(ExpectedChange(.elementMember(property: "items", index: 0, member: "isLiked"), .sampleValue(.member(of: .local("response"), name: "isLiked"))))
            == "items[0].isLiked = response.isLiked")
        #expect(try line(ExpectedChange(.member(property: "loadPage", member: "nextPage"), .sampleValue(.literal(.int(2))))) == "loadPage.nextPage = 2")
        #expect(try line(ExpectedChange(.property("nextRequestID"), .requestID(3))) == "nextRequestID = RequestID(3)")
        #expect(try line(ExpectedChange(.property("loadStatus"), .loading(requestNumber: 2))) == "loadStatus = .loading(RequestID(2))")
        #expect(try line(ExpectedChange(.property("likeUndoCount"), .noRecords)) == "likeUndoCount = []")
        #expect(try line(ExpectedChange(.property("likeUndoCount"), .optimisticRecord(ExpectedOptimisticRecord(requestNumber: 1, before: .literal(.int(0)), after: .literal(.int(1))))))
            == "likeUndoCount = [OptimisticWrite(RequestID(1), before: 0, after: 1)]")
        #expect(try line(ExpectedChange(
            .property("likeUndoCount"), .optimisticRecord(ExpectedOptimisticRecord(
                requestNumber: 2, key: .literal(.int(1)), before: .literal(.bool(false)), after: .sampleValue(.literal(.bool(true)))
            ))
        )) == "likeUndoCount = [OptimisticElementWrite(RequestID(2), key: 1, before: false, after: true)]")
        let user = ResolvedResponsePath(steps: [.init(member: "user", isAfterOptional: false)])
        #expect(try line(ExpectedChange(.property("user"), .stored(ExpectedStoredValue(path: user)))) == "user = response.user")
        #expect(try line(ExpectedChange(
            .property("tags"), .stored(ExpectedStoredValue(path: Self.responseName, isElement: true, appendedTo: .literal(.array([.string("x")]))))
        )) == "tags = [\"x\"] + [response.name]")
        let items = ResolvedResponsePath(
            steps: [.init(member: "meta", isAfterOptional: false), .init(member: "items", isAfterOptional: true)], conversion: .emptyArrayWhenNil
        )
        #expect(try line(ExpectedChange(.property("items"), .responsePath(items))) == "items = (response.meta?.items ?? [])")
        let cursor = ResolvedResponsePath(steps: [.init(member: "next", isAfterOptional: false)], conversion: .optionalText)
        #expect(try line(ExpectedChange(.property("cursor"), .responsePath(cursor))) == "cursor = response.next.map { cursor in String(cursor) }")
    }
}
