import ReduxRuntime
import ReduxRuntimeTesting
import Testing

/// The messages a test store fails with: only what differs, nested, `-` for the expected side and `+` for
/// the actual one, with the fields the test did not set named.
@MainActor
struct TestStoreFailureMessageTests {
    let repoA = Repo(name: "a", stars: 1)
    let repoB = Repo(name: "b", stars: 2)

    func searchedState() -> RepoListState {
        var state = RepoListState()
        state.query = "swift"
        state.results = [repoA, repoB]
        return state
    }

    @Test func aWrongNestedValueShowsOnlyThePathToIt() async {
        let store = TestStore(initialState: searchedState(), reducer: repoListReducer(results: nil))
        let issues = await recordedIssues {
            await store.send(.star(index: 1)) {
                $0.results[1].stars = 99
                $0.undo = ["star: 1"]
            }
        }
        #expect(issues == [RecordedIssue(message: """
            State after sending .star(index: 1) differs from the expected state (- expected, + actual):
              RepoListState(
                query: "swift"
                results: [
                  [0]: Repo(name: "a", stars: 1, topics: [])
                  [1]: Repo(
                    name: "b"
            -       stars: 99
            +       stars: 3
                    topics: []
                  )
                ]
                … 4 unchanged fields
              )
            """, isWarning: false)])
    }

    @Test func fieldsTheActionChangedAndTheTestDidNotSetAreNamed() async {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: nil))
        let issues = await recordedIssues {
            await store.send(.queryChanged(query: "swift")) { $0.query = "swift" }
        }
        #expect(issues.map(\.message) == ["""
            State after sending .queryChanged(query: "swift") differs from the expected state (- expected, + actual):
              RepoListState(
                query: "swift"
                results: []
            -   status: .idle
            +   status: .loading(RequestID(1))
            -   nextRequestID: RequestID(1)
            +   nextRequestID: RequestID(2)
                undo: [
            +     [0]: "query: "
                ]
                log: []
              )
            Changed by the action but not set by the test: status, nextRequestID, undo. Set them in the \
            closure, or set `store.exhaustivity = .off` to check only what the test sets.
            """])
    }

    @Test func aChangeNoClosureExpectedNamesEveryChangedPath() async {
        let store = TestStore(initialState: searchedState(), reducer: repoListReducer(results: nil))
        let issues = await recordedIssues {
            await store.send(.star(index: 0))
        }
        #expect(issues.map(\.message) == ["""
            State changed after sending .star(index: 0), but no change was expected (- expected, + actual):
              RepoListState(
                query: "swift"
                results: [
                  [0]: Repo(
                    name: "a"
            -       stars: 1
            +       stars: 2
                    topics: []
                  )
                  [1]: Repo(name: "b", stars: 2, topics: [])
                ]
                status: .idle
                nextRequestID: RequestID(1)
                undo: [
            +     [0]: "star: 0"
                ]
                log: []
              )
            Changed by the action but not set by the test: results[0].stars, undo. Set them in the closure, or \
            set `store.exhaustivity = .off` to check only what the test sets.
            """])
    }

    @Test func anUnexpectedActionShowsBothActions() async {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: [repoA]))
        await store.send(.queryChanged(query: "swift")) {
            $0.query = "swift"
            $0.status = .loading(RequestID(1))
            $0.nextRequestID = RequestID(2)
            $0.undo = ["query: "]
        }
        await store.receive(.logged("searching swift")) { $0.log = ["searching swift"] }
        let issues = await recordedIssues {
            await store.receive(.searchSucceeded(RequestID(2), [repoA])) {
                $0.status = .loaded
                $0.results = [repoA]
            }
        }
        #expect(issues.map(\.message) == ["""
            Received an unexpected action (- expected, + received):
            - .searchSucceeded(RequestID(2), [Repo(name: "a", stars: 1, topics: [])])
            + .searchSucceeded(RequestID(1), [Repo(name: "a", stars: 1, topics: [])])
            """])
        await store.finish()
    }

    @Test func anActionThePredicateRejectsIsNamed() async {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: [repoA]))
        await store.send(.queryChanged(query: "swift")) {
            $0.query = "swift"
            $0.status = .loading(RequestID(1))
            $0.nextRequestID = RequestID(2)
            $0.undo = ["query: "]
        }
        let issues = await recordedIssues {
            await store.receive(where: { if case .searchSucceeded = $0 { true } else { false } }) {
                $0.log = ["searching swift"]
            }
        }
        #expect(issues.map(\.message) == [
            "Received an unexpected action, .logged(\"searching swift\"), instead of an action matching the predicate.",
        ])
        await store.receive(case: .searchSucceeded) {
            $0.status = .loaded
            $0.results = [repoA]
        }
        await store.finish()
    }

    @Test func anActionTheCasePathRejectsIsNamedWithTheValueItLooksFor() async {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: [repoA]))
        await store.send(.queryChanged(query: "swift")) {
            $0.query = "swift"
            $0.status = .loading(RequestID(1))
            $0.nextRequestID = RequestID(2)
            $0.undo = ["query: "]
        }
        let issues = await recordedIssues {
            await store.receive(case: .searchSucceeded) {
                $0.log = ["searching swift"]
            }
        }
        #expect(issues.map(\.message) == [
            "Received an unexpected action, .logged(\"searching swift\"), instead of an action holding a value of type Array<Repo>.",
        ])
        await store.receive(case: .searchSucceeded) {
            $0.status = .loaded
            $0.results = [repoA]
        }
        await store.finish()
    }

    @Test func setsDictionariesAndEnumCasesShowWhatDiffers() async {
        struct Settings: Equatable {
            enum Mode: Equatable {
                case simple
                case advanced(level: Int, label: String)
            }

            var flags: Set<String> = ["a", "b"]
            var limits: [String: Int] = ["x": 1, "y": 2]
            var mode = Mode.simple
        }
        enum SettingsAction: Equatable, Sendable { case upgrade }
        let reducer = Reducer<Settings, SettingsAction> { state, _ in
            state.flags.insert("c")
            state.limits["x"] = nil
            state.limits["y"] = 3
            state.mode = .advanced(level: 2, label: "pro")
            return .none
        }
        let store = TestStore(initialState: Settings(), reducer: reducer)
        let issues = await recordedIssues {
            await store.send(.upgrade) {
                $0.flags.insert("c")
                $0.limits = ["y": 5]
                $0.mode = .advanced(level: 1, label: "pro")
            }
        }
        #expect(issues.map(\.message) == ["""
            State after sending .upgrade differs from the expected state (- expected, + actual):
              Settings(
                flags: Set(["a", "b", "c"])
                limits: [
            -     "y": 5
            +     "y": 3
                ]
            -   mode: .advanced(level: 1, label: "pro")
            +   mode: .advanced(level: 2, label: "pro")
              )
            """])
    }

    @Test func aNonExhaustiveFailureShowsOnlyWhatTheTestSet() async {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: nil))
        store.exhaustivity = .off
        let issues = await recordedIssues {
            await store.send(.queryChanged(query: "swift")) { $0.query = "kotlin" }
        }
        #expect(issues.map(\.message) == ["""
            State after sending .queryChanged(query: "swift") differs from the expected state (- expected, + actual):
              RepoListState(
            -   query: "kotlin"
            +   query: "swift"
                … 5 unchanged fields
              )
            """])
    }

    @Test func aRelativeChangeInANonExhaustiveTestIsExplained() async {
        let store = TestStore(initialState: searchedState(), reducer: repoListReducer(results: nil))
        store.exhaustivity = .off
        let issues = await recordedIssues {
            await store.send(.star(index: 1)) { $0.results[1].stars += 1 }
        }
        #expect(issues.map(\.message) == ["""
            State after sending .star(index: 1) differs from the expected state (- expected, + actual):
              RepoListState(
                query: "swift"
                results: [
                  [0]: Repo(name: "a", stars: 1, topics: [])
                  [1]: Repo(
                    name: "b"
            -       stars: 4
            +       stars: 3
                    topics: []
                  )
                ]
                … 4 unchanged fields
              )
            A non-exhaustive test store runs the closure on the state after the action, and results[1].stars \
            came out right only from the state before: set values (`$0.count = 1`) instead of changing them \
            (`$0.count += 1`).
            """])
    }
}
