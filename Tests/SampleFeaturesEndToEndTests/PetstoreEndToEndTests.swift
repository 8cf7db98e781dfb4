import Foundation
import ReduxRuntime
import SampleFeatures
import Testing

/// The Petstore feature, generated from swift-openapi-generator's Petstore document by reference, against
/// a loopback server answering as the document describes.
@MainActor
struct PetstoreEndToEndTests {
    func withServer(_ body: @MainActor (PetstoreServer, Store<PetstoreState, PetstoreAction>) async throws -> Void) async throws {
        let server = try await PetstoreServer.start()
        let store = makePetstoreStore(environment: PetstoreEnvironment(repository: LivePetstoreRepository(baseURL: server.baseURL)))
        do {
            try await body(server, store)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func createPetPostsTheBodyAndStoresTheCreatedPet() async throws {
        try await withServer { server, store in
            store.dispatch(.createPet(body: Petstore.CreatePetRequest(name: "Rex", kind: .nake, tag: "good", genome: nil)))
            try await waitUntil("the pet is created") { store.state.createPetStatus == .loaded }
            let request = try #require(await server.requests.first)
            #expect(request.method == "POST")
            #expect(request.path == "/api/pets", "the base path of servers[0].url is kept")
            #expect(request.jsonBody == ["name": .string("Rex"), "kind": .string("$nake"), "tag": .string("good")])
            #expect(store.state.lastCreated == Petstore.Pet(id: 42, name: "Rex", tag: "good", genome: nil, kind: .nake))
        }
    }

    @Test func statsAreReadByATriggerAndPosted() async throws {
        try await withServer { server, store in
            store.dispatch(.statsAppeared)
            try await waitUntil("the stats are loaded") { store.state.getStatsStatus == .loaded }
            #expect(store.state.stats == Petstore.PetStats(count: 3))

            store.dispatch(.postStats(body: Petstore.PetStats(count: 7)))
            try await waitUntil("the stats are posted") { store.state.postStatsStatus == .loaded }
            let post = try #require(await server.requests.last)
            #expect(post.method == "POST" && post.path == "/api/pets/stats")
            #expect(post.jsonBody == ["count": .int(7)])
        }
    }

    @Test func updatePatchesThePetAndProbeIsAnsweredWithoutABody() async throws {
        try await withServer { server, store in
            store.dispatch(.updatePet(petId: 9, body: Petstore.UpdatePetRequest(name: "Max", kind: nil, tag: nil)))
            try await waitUntil("the pet is updated") { store.state.updatePetStatus == .loaded }
            store.dispatch(.probe)
            try await waitUntil("the probe is answered") { store.state.probeStatus != .idle && store.state.probeStatus.isLoading == false }
            let requests = await server.requests
            #expect(store.state.probeStatus == .loaded, "\(store.state.probeStatus) \(requests)")
            #expect(requests.map(\.description) == ["PATCH /api/pets/9", "POST /api/probe/"])
            #expect(requests.first?.jsonBody == ["name": .string("Max")])
        }
    }
}
