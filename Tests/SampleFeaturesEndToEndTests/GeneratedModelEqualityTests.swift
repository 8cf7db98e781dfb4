import Foundation
import ReduxRuntime
import SampleFeatures
import Testing

/// Generated struct models compare as docs/generated-code.md ("Models") says, the way Swift synthesizes
/// `==`: equal when every field is equal, whatever its type.
struct GeneratedModelEqualityTests {
    private static let owner = Pets.Owner(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Ann", friends: nil)

    private static func pet() -> Pets.Pet {
        Pets.Pet(
            id: 1, name: "Rex", status: .available, tags: ["a"], nickname: nil,
            bornAt: Date(timeIntervalSince1970: 1.5), weight: 4.25, photoUrl: URL(string: "https://example.com/rex.png"),
            owner: owner, attributes: ["color": "brown"], size: .small)
    }

    @Test func equalFieldsAreEqual() {
        #expect(Self.pet() == Self.pet())
        #expect(Archive.Favorite(id: 1, articleId: 2) == Archive.Favorite(id: 1, articleId: 2))
    }

    @Test func aDifferenceInAnyFieldMakesThemDifferent() {
        func changed(_ change: (inout Pets.Pet) -> Void) -> Pets.Pet {
            var pet = Self.pet()
            change(&pet)
            return pet
        }
        #expect(changed { $0.id = -1 } != Self.pet(), "the first field")
        #expect(changed { $0.name = "Max" } != Self.pet())
        #expect(changed { $0.status = .adopted } != Self.pet(), "an enum")
        #expect(changed { $0.tags = [] } != Self.pet(), "an array")
        #expect(changed { $0.nickname = "" } != Self.pet(), "nil against a value")
        #expect(changed { $0.bornAt = Date(timeIntervalSince1970: 1.25) } != Self.pet(), "a date's fraction")
        #expect(changed { $0.weight = nil } != Self.pet())
        #expect(changed { $0.photoUrl = URL(string: "https://example.com/max.png") } != Self.pet())
        #expect(changed { $0.owner?.friends = [] } != Self.pet(), "a nested model")
        #expect(changed { $0.attributes = ["color": "black"] } != Self.pet(), "a dictionary")
        #expect(changed { $0.size = .large } != Self.pet(), "the last field")
        #expect(Archive.Favorite(id: 1, articleId: 2) != Archive.Favorite(id: 1, articleId: 3))
    }
}
