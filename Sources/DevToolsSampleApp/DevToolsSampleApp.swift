import Foundation
import ReduxDevTools
import ReduxRuntime
import SampleFeatures

/// A tiny app for trying the DevTools inspector, and the app the browser test drives: a sample feature
/// with the DevTools middleware.
///
/// - By default it runs the Counter feature; with `--search`, the RepoSearch feature (a debounced search
///   whose actions carry payloads and whose results carry dates), answered from a few built-in
///   repositories instead of a server; with `--session`, the Session feature, whose password and token
///   are sensitive values (DevTools shows them redacted), signed in by a built-in repository.
/// - It connects to `REDUXGEN_DEVTOOLS_URL` (default `http://127.0.0.1:9090`).
/// - Each line on standard input is an action in its JSON form (`{"incrementTapped":{}}`,
///   `{"queryChanged":{"query":"swift"}}`), which it dispatches.
/// - After every change of state it prints `state: ` and the state's JSON on one line, as the inspector
///   receives it (sorted keys, ISO 8601 dates).
@main
struct DevToolsSampleApp {
    @MainActor
    static func main() async {
        if CommandLine.arguments.dropFirst().contains("--session") {
            await run(appName: "DevToolsSampleApp session") { middleware in
                makeSessionStore(environment: SessionEnvironment(repository: BuiltInSession()), middleware: middleware)
            }
        } else if CommandLine.arguments.dropFirst().contains("--search") {
            await run(appName: "DevToolsSampleApp search") { middleware in
                makeRepoSearchStore(
                    environment: RepoSearchEnvironment(repository: BuiltInRepositories()), middleware: middleware)
            }
        } else {
            await run(appName: "DevToolsSampleApp") { middleware in
                Store(initialState: CounterState(), reducer: counterReducer, middleware: middleware)
            }
        }
    }

    /// Runs the store `makeStore` makes with the DevTools middleware until standard input ends.
    @MainActor
    static func run<State: Codable & Sendable, Action: Codable & Sendable>(
        appName: String, makeStore: ([Middleware<State, Action>]) -> Store<State, Action>
    ) async {
        let devTools = DevTools<State, Action>(
            configuration: {
                var configuration = DevToolsConfiguration.fromEnvironment()
                configuration.appName = appName
                return configuration
            }())
        let store = makeStore([devTools.middleware])
        let encoder = DevToolsJSON.makeEncoder()
        var printed = ""
        let subscription = store.subscribe(select: { $0 }) { state in
            let json = (try? encoder.encode(state)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
            // A state equal to the one before (a replay passing through it) is printed once.
            guard json != printed else { return }
            printed = json
            FileHandle.standardOutput.write(Data("state: \(json)\n".utf8))
        }
        FileHandle.standardOutput.write(Data("ready\n".utf8))

        for await line in standardInputLines() {
            do {
                store.dispatch(try JSONDecoder().decode(Action.self, from: Data(line.utf8)))
            } catch {
                FileHandle.standardError.write(Data("not a \(Action.self): \(line)\n".utf8))
            }
        }
        withExtendedLifetime((devTools, subscription)) {}
    }

    /// The lines of standard input, read on a thread of their own; the stream ends at end of input.
    static func standardInputLines() -> AsyncStream<String> {
        AsyncStream { continuation in
            Thread.detachNewThread {
                while let line = readLine() {
                    if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                        continuation.yield(line)
                    }
                }
                continuation.finish()
            }
        }
    }
}

/// Answers the RepoSearch feature's searches from a few repositories built in, so that the sample needs
/// no server: those whose name contains the query, all on the first page.
struct BuiltInRepositories: RepoSearchRepository {
    static let repositories: [RepoSearch.Repository] = [
        repository(1, "example/issues-client", "An issues client on generated features", 412, "2026-01-31T09:15:00Z"),
        repository(2, "example/issue-labels", "Labels and milestones for issues", 87, "2026-02-12T16:40:00Z"),
        repository(3, "example/search-kit", "Debounced search with paging", 1_204, "2025-11-03T08:05:00Z"),
        repository(4, "example/bookshelf", nil, 23, "2024-06-20T12:00:00Z"),
    ]

    static func repository(
        _ id: Int, _ fullName: String, _ summary: String?, _ stars: Int, _ updatedAt: String
    ) -> RepoSearch.Repository {
        RepoSearch.Repository(
            id: id, fullName: fullName, summary: summary, stars: stars, topics: ["sample"],
            owner: RepoSearch.Owner(login: "example", avatarURL: nil), homepage: nil,
            updatedAt: (try? Date(updatedAt, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0))
    }

    func searchRepositories(query: String, page: Int) async throws(APIError) -> [RepoSearch.Repository] {
        guard page == 1 else { return [] }
        return Self.repositories.filter { $0.fullName.localizedCaseInsensitiveContains(query) }
    }
}

/// Signs anyone in without a server: the token is made from the user name, so the browser test knows the
/// value the inspector must never show.
struct BuiltInSession: SessionRepository {
    func login(username: String, password: String) async throws(APIError) -> Session.SessionToken {
        Session.SessionToken(token: "token-of-\(username)")
    }

    func refreshToken(token: String) async throws(APIError) -> Session.SessionToken {
        Session.SessionToken(token: token)
    }

    func loadUser(token: String) async throws(APIError) -> Session.User {
        Session.User(name: String(token.dropFirst("token-of-".count)))
    }
}
