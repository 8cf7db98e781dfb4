import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// The Pets feature, whose endpoints and models come from `specs/pets.openapi.json`, against the fixture
/// server: the generated live repository sends what the OpenAPI document describes.
@Suite(.loopbackServers)
@MainActor
struct PetsEndToEndTests {
    let listRoute = RouteMatcher("GET", "/pets")
    let showRoute = RouteMatcher("GET", "/pets/{id}")
    let createRoute = RouteMatcher("POST", "/pets")
    let deleteRoute = RouteMatcher("DELETE", "/pets/{id}")

    func makeStore(_ server: FixtureServer) -> Store<PetsState, PetsAction> {
        makePetsStore(environment: PetsEnvironment(repository: LivePetsRepository(baseURL: server.baseURL)))
    }

    @Test func listingSendsTheQueryParametersAndDecodesEveryMappedType() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            store.dispatch(.listPets(limit: nil, status: .available, tags: nil))
            try await waitUntil("the pets are loaded") { store.state.listPets.status == .loaded }

            let request = try #require(await server.requests(matching: listRoute).last)
            #expect(request.query.map(\.name) == ["status"], "nil parameters are left out: \(request)")
            #expect(request.queryValue("status") == "available")
            #expect(store.state.pets.map(\.id) == [1, 3])
            let rex = try #require(store.state.pets.first)
            #expect(rex.bornAt == ISO8601DateFormatter().date(from: "2020-05-01T00:00:00Z"))
            #expect(rex.photoUrl == URL(string: "https://example.com/pets/1.png"))
            #expect(rex.owner?.id == UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
            #expect(rex.attributes == ["color": "brown"])
            #expect(rex.size == .large)
            #expect(rex.weight == 12.5)
            #expect(rex.nickname == nil)
        }
    }

    @Test func anArrayQueryParameterIsSentAsOneItemPerElement() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            store.dispatch(.listPets(limit: 5, status: nil, tags: ["dog", "brown"]))
            try await waitUntil("the request is answered") { store.state.listPets.status == .loaded }
            let request = try #require(await server.requests(matching: listRoute).last)
            #expect(request.query.map(\.name) == ["limit", "tags", "tags"])
            #expect(request.query.filter { $0.name == "tags" }.map(\.value) == ["dog", "brown"])
        }
    }

    @Test func showCreateAndDeleteUseThePathsAndBodiesOfTheDocument() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            store.dispatch(.showPet(petId: 2))
            try await waitUntil("pet 2 is loaded") { store.state.showPet.status == .loaded }
            #expect(await server.requests(matching: showRoute).map(\.path) == ["/pets/2"])
            #expect(store.state.selectedPet?.nickname == "Tommy")

            let requestID = UUID()
            store.dispatch(.createPet(xRequestID: requestID, body: Pets.NewPet(name: "Kit", status: .pending, tags: ["new"])))
            try await waitUntil("the pet is created") { store.state.createPet.status == .loaded }
            let post = try #require(await server.requests(matching: createRoute).first)
            #expect(post.jsonBody == ["name": .string("Kit"), "status": .string("pending"), "tags": .array([.string("new")])])
            #expect(store.state.lastCreated?.id == 4)
            #expect(store.state.lastCreated?.status == .pending)

            store.dispatch(.deletePet(petId: 3))
            try await waitUntil("the pet is deleted") { store.state.deletePet.status == .loaded }
            #expect(await server.requests(matching: deleteRoute).map(\.path) == ["/pets/3"])
            #expect(await !server.items(in: "pets").contains { $0["id"] == .int(3) })
        }
    }
}
