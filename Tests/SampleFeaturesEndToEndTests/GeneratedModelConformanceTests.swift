import Foundation
import ReduxRuntime
import SampleFeatures
import Testing

/// What docs/generated-code.md ("Models", "State") promises of generated types, checked on the sample
/// features: a struct model is `Hashable`, and `Identifiable` by its `id` field when it has one; its JSON
/// keys are the spec's (`key:`, then the key strategy); a page-numbered endpoint's page size is a named
/// constant with the spec's value.
struct GeneratedModelConformanceTests {
    static let owner = RepoSearch.Owner(login: "octo", avatarURL: URL(string: "https://example.com/a.png"))
    static func repository(id: Int) -> RepoSearch.Repository {
        RepoSearch.Repository(
            id: id, fullName: "octo/r\(id)", summary: nil, stars: 1, topics: ["swift"], owner: owner,
            homepage: nil, updatedAt: Date(timeIntervalSince1970: 0)
        )
    }

    @Test func structModelsAreHashable() {
        let set: Set<RepoSearch.Repository> = [Self.repository(id: 1), Self.repository(id: 1), Self.repository(id: 2)]
        #expect(set.count == 2)
        #expect([Self.owner: 1][Self.owner] == 1)
    }

    /// docs/generated-code.md, "Models": the public memberwise `init` gives optional parameters the default
    /// `nil`, as Swift's synthesized one does.
    @Test func thePublicInitLeavesOptionalFieldsOutAsNil() {
        let owner = RepoSearch.Owner(login: "octo")
        #expect(owner.avatarURL == nil)
        let pet = Pets.Pet(id: 1, name: "Rex", status: .available, tags: [])
        #expect(pet.nickname == nil && pet.bornAt == nil && pet.owner == nil && pet.size == nil)
    }

    @Test func aModelWithAnIDFieldIsIdentifiableByIt() {
        func identity<Model: Identifiable>(of model: Model) -> Model.ID { model.id }
        #expect(identity(of: Self.repository(id: 7)) == 7)
    }

    @Test func jsonKeysAreTheSpecsExplicitKeysThenTheKeyStrategy() throws {
        // specs/search.yaml: `keys: snake_case`; `summary` has `key: description`, `avatarURL` `key: avatar_url`.
        let data = try JSONEncoder().encode(Self.repository(id: 1))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["id", "full_name", "stars", "topics", "owner", "updated_at"])
        let owner = try #require(object["owner"] as? [String: Any])
        #expect(Set(owner.keys) == ["login", "avatar_url"])
        let decoded = try JSONDecoder().decode(RepoSearch.Repository.self, from: Data(#"""
            {"id": 3, "full_name": "a/b", "description": "d", "stars": 0, "topics": [],
             "owner": {"login": "a"}, "updated_at": 0}
            """#.utf8))
        #expect(decoded.summary == "d")
        #expect(decoded.owner.avatarURL == nil)
    }

    @Test func thePageSizeIsTheSpecsNamedConstant() {
        // specs/search.yaml: `pagination: { style: page, ..., pageSize: 30 }`.
        #expect(RepoSearchState.searchRepositoriesPageSize == 30)
    }
}
