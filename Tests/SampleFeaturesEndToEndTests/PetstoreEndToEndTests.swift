import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// The Petstore feature, generated from swift-openapi-generator's Petstore document by reference, against
/// a loopback server answering as the document describes.
@Suite(.loopbackServers)
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
            try await waitUntil("the pet is created") { store.state.createPet.status == .loaded }
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
            try await waitUntil("the stats are loaded") { store.state.getStats.status == .loaded }
            #expect(store.state.stats == Petstore.PetStats(count: 3))

            store.dispatch(.postStats(body: Petstore.PetStats(count: 7)))
            try await waitUntil("the stats are posted") { store.state.postStats.status == .loaded }
            let post = try #require(await server.requests.last)
            #expect(post.method == "POST" && post.path == "/api/pets/stats")
            #expect(post.jsonBody == ["count": .int(7)])
        }
    }

    @Test func updatePatchesThePetAndProbeIsAnsweredWithoutABody() async throws {
        try await withServer { server, store in
            store.dispatch(.updatePet(petId: 9, body: Petstore.UpdatePetRequest(name: "Max", kind: nil, tag: nil)))
            try await waitUntil("the pet is updated") { store.state.updatePet.status == .loaded }
            store.dispatch(.probe)
            try await waitUntil("the probe is answered") { store.state.probe.status != .idle && store.state.probe.status.isLoading == false }
            let requests = await server.requests
            #expect(store.state.probe.status == .loaded, "\(store.state.probe.status) \(requests)")
            #expect(requests.map(\.description) == ["PATCH /api/pets/9", "POST /api/probe/"])
            #expect(requests.first?.jsonBody == ["name": .string("Max")])
        }
    }

    /// docs/spec.md: an optional query value left `nil` leaves its item out, an array sends one item per
    /// element, an enum sends its raw value, deepObject members are sent as `name[member]` items
    /// (docs/openapi.md), and a `Date` under `iso8601` is sent as an ISO 8601 text.
    @Test func listPetsSendsEveryParameterAsTheDocumentDescribesIt() async throws {
        try await withServer { server, store in
            let requestID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
            store.dispatch(.listPets(
                limit: 2,
                habitat: .water,
                feeds: [.omnivore, .carnivore],
                myRequestUUID: requestID,
                sortId: "name",
                sortName: nil,
                filterName: "R x",
                filterState: nil,
                since: Date(timeIntervalSince1970: 2)
            ))
            try await waitUntil("the pets are listed") { store.state.listPets.status == .loaded }
            let request = try #require(await server.requests.first)
            #expect(request.method == "GET")
            #expect(request.path == "/api/pets")
            let expectedQuery = [
                "limit=2", "habitat=water", "feeds=omnivore", "feeds=carnivore", "sort[id]=name", "filter[name]=R x",
                "since=1970-01-01T00:00:02Z",
            ]
            #expect(request.query.map { "\($0.name)=\($0.value)" } == expectedQuery)
            #expect(request.headers["my-request-uuid"] == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
            #expect(store.state.pets == [
                Petstore.Pet(id: 1, name: "Rex", tag: nil, genome: nil, kind: .cat),
                Petstore.Pet(id: 2, name: "Max", tag: "good", genome: nil, kind: nil),
            ])
        }
    }

    /// docs/spec.md: an empty array sends no item, and `nil` optionals send none either.
    @Test func listPetsWithNothingOptionalSendsOnlyTheRequiredFilter() async throws {
        try await withServer { server, store in
            store.dispatch(.listPets(
                limit: nil, habitat: nil, feeds: [], myRequestUUID: nil, sortId: nil, sortName: nil,
                filterName: "a", filterState: nil, since: nil
            ))
            try await waitUntil("the pets are listed") { store.state.listPets.status == .loaded }
            let request = try #require(await server.requests.first)
            #expect(request.query.map { "\($0.name)=\($0.value)" } == ["filter[name]=a"])
            #expect(request.headers["my-request-uuid"] == nil)
        }
    }
}
