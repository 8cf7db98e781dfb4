import ReduxRuntime
import Testing

/// docs/runtime.md, "Mock results": each call takes the next result, the last one repeats, and a call with
/// no results fails with `APIError.invalidRequest` and the given text.
struct MockResultsTests {
    @Test func callsTakeTheResultsInOrderAndTheLastOneRepeats() throws {
        let answers = MockResults<Int>()
        answers.results = [.success(1), .failure(.httpStatus(500, body: nil)), .success(3)]
        #expect(try answers.next(orFailWith: "none") == 1)
        #expect(throws: APIError.httpStatus(500, body: nil)) { try answers.next(orFailWith: "none") }
        #expect(try answers.next(orFailWith: "none") == 3)
        #expect(try answers.next(orFailWith: "none") == 3)
        #expect(answers.results == [.success(3)])
    }

    @Test func aCallWithNoResultsFailsWithTheGivenText() {
        let answers = MockResults<String>()
        #expect(throws: APIError.invalidRequest("no result for load")) {
            try answers.next(orFailWith: "no result for load")
        }
    }
}
