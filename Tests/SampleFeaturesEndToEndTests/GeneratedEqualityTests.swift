import Foundation
import ReduxRuntime
import SampleFeatures
import Testing

/// Generated actions compare as docs/generated-code.md ("Actions") says, the way Swift synthesizes `==`:
/// equal when they are the same case with equal associated values, every value compared.
struct GeneratedEqualityTests {
    @Test func theSameCaseWithTheSameValuesIsEqual() {
        #expect(PetsAction.selectionCleared == .selectionCleared)
        #expect(PetsAction.showPet(petId: 3) == .showPet(petId: 3))
        #expect(PetsAction.listPets(limit: nil, status: .available, tags: ["a"]) == .listPets(limit: nil, status: .available, tags: ["a"]))
        #expect(PetsAction.deletePetSucceeded(RequestID(2)) == .deletePetSucceeded(RequestID(2)))
    }

    @Test func anyDifferentValueMakesThemDifferent() {
        #expect(PetsAction.showPet(petId: 3) != .showPet(petId: 4))
        // Each associated value counts, the last one too.
        #expect(PetsAction.listPets(limit: 1, status: .available, tags: ["a"]) != .listPets(limit: 1, status: .available, tags: ["b"]))
        #expect(PetsAction.listPets(limit: 1, status: .available, tags: nil) != .listPets(limit: 1, status: .available, tags: []))
        #expect(PetsAction.listPets(limit: nil, status: nil, tags: nil) != .listPets(limit: 0, status: nil, tags: nil))
        #expect(PetsAction.deletePetSucceeded(RequestID(2)) != .deletePetSucceeded(RequestID(3)))
    }

    @Test func differentCasesAreNeverEqual() {
        #expect(PetsAction.showPet(petId: 3) != .deletePet(petId: 3), "the same values in another case")
        #expect(PetsAction.showPetCancelled(RequestID(1)) != .deletePetCancelled(RequestID(1)))
        #expect(PetsAction.selectionCleared != .showPet(petId: 0))
        #expect(CounterAction.incrementTapped != .decrementTapped)
    }
}
