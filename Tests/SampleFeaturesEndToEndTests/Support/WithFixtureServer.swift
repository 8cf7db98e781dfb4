import Foundation

/// Runs `body` with a fresh fixture server and stops the server afterwards, whether `body` throws or not.
@MainActor
func withFixtureServer(_ body: @MainActor (FixtureServer) async throws -> Void) async throws {
    let server = try await FixtureServer.start()
    do {
        try await body(server)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}

/// Runs `body` with a new empty folder and removes the folder afterwards.
@MainActor
func withTemporaryFolder(_ body: @MainActor (URL) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("SampleFeaturesEndToEndTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try await body(folder)
}
