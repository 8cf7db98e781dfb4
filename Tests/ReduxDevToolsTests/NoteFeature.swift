import Foundation
import ReduxDevTools
import ReduxDevToolsInspector
import ReduxRuntime

/// A feature whose state and actions hold dates: a note with the time it was last edited.
struct NoteState: Codable, Equatable, Sendable {
    var title = ""
    var editedAt: Date?
}

enum NoteAction: Codable, Equatable, Sendable {
    case edited(title: String, at: Date)
    case cleared
}

let noteReducer = Reducer<NoteState, NoteAction> { state, action in
    switch action {
    case .edited(let title, let date):
        state.title = title
        state.editedAt = date
    case .cleared:
        state = NoteState()
    }
    return .none
}

/// 2026-01-31T09:15:00Z and 2026-02-01T10:30:00Z.
let januaryThirtyFirst = Date(timeIntervalSince1970: 1_769_850_900)
let februaryFirst = Date(timeIntervalSince1970: 1_769_941_800)

/// An inspector on a free loopback port, and the middleware's configuration for it.
struct Inspector {
    let server: InspectorServer
    let page: InspectorPageClient

    static func start(_ limits: InspectorServer.Limits = .init()) async throws -> Inspector {
        let server = try await InspectorServer.start(.init(port: 0, limits: limits))
        return Inspector(server: server, page: InspectorPageClient(baseURL: baseURL(server)))
    }

    static func baseURL(_ server: InspectorServer) -> URL {
        URL(string: "http://127.0.0.1:\(server.port)")!
    }

    func configuration(appName: String = "Test", historyCapacity: Int = 200) -> DevToolsConfiguration {
        DevToolsConfiguration(
            inspectorURL: Self.baseURL(server), appName: appName, retryInterval: .milliseconds(100),
            historyCapacity: historyCapacity)
    }

    func stop() {
        Task { await server.stop() }
    }
}
