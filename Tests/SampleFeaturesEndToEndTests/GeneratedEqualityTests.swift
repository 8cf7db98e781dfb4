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
        #expect(PetsAction.deletePetResponse(.succeeded(RequestID(2))) == .deletePetResponse(.succeeded(RequestID(2))))
    }

    @Test func anyDifferentValueMakesThemDifferent() {
        #expect(PetsAction.showPet(petId: 3) != .showPet(petId: 4))
        // Each associated value counts, the last one too.
        #expect(PetsAction.listPets(limit: 1, status: .available, tags: ["a"]) != .listPets(limit: 1, status: .available, tags: ["b"]))
        #expect(PetsAction.listPets(limit: 1, status: .available, tags: nil) != .listPets(limit: 1, status: .available, tags: []))
        #expect(PetsAction.listPets(limit: nil, status: nil, tags: nil) != .listPets(limit: 0, status: nil, tags: nil))
        #expect(PetsAction.deletePetResponse(.succeeded(RequestID(2))) != .deletePetResponse(.succeeded(RequestID(3))))
    }

    @Test func differentCasesAreNeverEqual() {
        #expect(PetsAction.showPet(petId: 3) != .deletePet(petId: 3), "the same values in another case")
        #expect(PetsAction.showPetResponse(.cancelled(RequestID(1))) != .deletePetResponse(.cancelled(RequestID(1))))
        #expect(PetsAction.selectionCleared != .showPet(petId: 0))
        #expect(CounterAction.incrementTapped != .decrementTapped)
    }

    @Test func eachValueComparesByItsOwnEqualityNotItsJSON() {
        func pet(weight: Double?, bornAt: Date? = nil) -> Pets.Pet {
            Pets.Pet(
                id: 1, name: "Rex", status: .available, tags: ["good"], nickname: nil, bornAt: bornAt,
                weight: weight, photoUrl: nil, owner: nil, attributes: ["color": "brown"], size: nil
            )
        }
        // A model's own `==`: 0.0 equals -0.0, though their JSON differs ("0" and "-0").
        #expect(PetsAction.showPetResponse(.succeeded(RequestID(1), pet(weight: 0.0))) == .showPetResponse(.succeeded(RequestID(1), pet(weight: -0.0))))
        // NaN equals nothing, not even itself, as in Swift's synthesized `==`.
        #expect(PetsAction.showPetResponse(.succeeded(RequestID(1), pet(weight: .nan))) != .showPetResponse(.succeeded(RequestID(1), pet(weight: .nan))))
        // Dates a millisecond apart differ.
        let born = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(PetsAction.showPetResponse(.succeeded(RequestID(1), pet(weight: 3, bornAt: born))) == .showPetResponse(.succeeded(RequestID(1), pet(weight: 3, bornAt: born))))
        #expect(PetsAction.showPetResponse(.succeeded(RequestID(1), pet(weight: 3, bornAt: born))) != .showPetResponse(.succeeded(RequestID(1), pet(weight: 3, bornAt: born.addingTimeInterval(0.001)))))
        // Arrays of models, by element and length.
        #expect(PetsAction.listPetsResponse(.succeeded(RequestID(1), [pet(weight: 3)])) == .listPetsResponse(.succeeded(RequestID(1), [pet(weight: 3)])))
        #expect(PetsAction.listPetsResponse(.succeeded(RequestID(1), [pet(weight: 3)])) != .listPetsResponse(.succeeded(RequestID(1), [])))
    }

    @Test func failuresCompareByTheirError() {
        #expect(PetsAction.showPetResponse(.failed(RequestID(1), .httpStatus(404, body: nil))) == .showPetResponse(.failed(RequestID(1), .httpStatus(404, body: nil))))
        #expect(PetsAction.showPetResponse(.failed(RequestID(1), .httpStatus(404, body: nil))) != .showPetResponse(.failed(RequestID(1), .httpStatus(500, body: nil))))
        #expect(PetsAction.showPetResponse(.failed(RequestID(1), .httpStatus(404, body: nil))) != .showPetResponse(.failed(RequestID(1), .httpStatus(404, body: ""))))
        #expect(PetsAction.showPetResponse(.failed(RequestID(1), .cancelled)) != .createPetResponse(.failed(RequestID(1), .cancelled)), "another endpoint's failure")
    }

    @Test func requestBodiesAndHeadersCount() {
        let id = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
        let other = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FE")!
        let body = Pets.NewPet(name: "Rex", status: nil, tags: ["a", "b"])
        #expect(PetsAction.createPet(xRequestID: id, body: body) == .createPet(xRequestID: id, body: body))
        #expect(PetsAction.createPet(xRequestID: id, body: body) != .createPet(xRequestID: other, body: body))
        #expect(PetsAction.createPet(xRequestID: id, body: body) != .createPet(xRequestID: id, body: Pets.NewPet(name: "Rex", status: .available, tags: ["a", "b"])))
    }
}
