import Testing
@testable import ReduxGenCore

/// A reducer case binds the payload values its reduce steps read (docs/spec.md: `from:` and the value of
/// `where:`), and no other: decided from the spec, not from the generated text.
struct PayloadUseTests {
    @Test func stepsReadTheirFromAndWhereValuesOnly() throws {
        let (spec, diagnostics) = readSpec("""
            feature: Likes
            models:
              Post: { fields: { id: Int, isLiked: Bool, title: String } }
            state:
              posts: { type: "[Post]", default: [] }
              title: { type: String, default: "" }
              count: { type: Int, default: 0 }
            actions:
              edited:
                payload: { id: Int, liked: Bool, newTitle: String, unused: String }
                reduce:
                  - { set: posts, where: { id: payload.id }, field: isLiked, from: liked }
                  - { set: title, from: newTitle }
                  - { increment: count }
            """)
        #expect(diagnostics.filter(\.isError).isEmpty, "\(diagnostics.map(\.message))")
        let action = try #require(spec?.actions.first)
        #expect(PayloadUse.readByReduceSteps(of: action) == ["id", "liked", "newTitle"])
    }

    @Test func anOutcomeReadsItsResponseOnlyWhenAStepTakesIt() throws {
        let (spec, diagnostics) = readSpec("""
            feature: Session
            api: { baseURL: "http://localhost:8080" }
            models:
              User: { fields: { name: String } }
            state:
              user: { type: User?, default: null }
              error: { type: String, default: "" }
            actions:
              appeared: {}
            endpoints:
              load:
                method: GET
                path: /me
                response: User
                triggers: [appeared]
                onSuccess:
                  - { reset: error }
                onFailure:
                  - { set: error, from: message }
            """)
        #expect(diagnostics.filter(\.isError).isEmpty, "\(diagnostics.map(\.message))")
        let endpoint = try #require(spec?.endpoints.first)
        #expect(PayloadUse.readByReduceSteps(of: endpoint.outcomeAction(.succeeded)).isEmpty)
        #expect(PayloadUse.readByReduceSteps(of: endpoint.outcomeAction(.failed)) == ["message"])
    }
}
