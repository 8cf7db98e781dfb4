import Foundation
import ReduxDevTools
import ReduxRuntime
import SampleFeatures

/// A tiny app for trying the DevTools inspector, and the app the browser test drives: the Counter sample
/// feature with the DevTools middleware.
///
/// - It connects to `REDUXGEN_DEVTOOLS_URL` (default `http://127.0.0.1:9090`).
/// - Each line on standard input is a `CounterAction` in its JSON form (`{"incrementTapped":{}}`), which it
///   dispatches.
/// - After every change of state it prints `state: ` and the state's JSON on one line.
@main
struct DevToolsSampleApp {
    @MainActor
    static func main() async {
        let devTools = DevTools<CounterState, CounterAction>(
            configuration: {
                var configuration = DevToolsConfiguration.fromEnvironment()
                configuration.appName = "DevToolsSampleApp"
                return configuration
            }())
        let store = makeCounterStore(environment: CounterEnvironment(), middleware: [devTools.middleware])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let subscription = store.subscribe(select: { $0 }) { state in
            let json = (try? encoder.encode(state)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
            FileHandle.standardOutput.write(Data("state: \(json)\n".utf8))
        }
        FileHandle.standardOutput.write(Data("ready\n".utf8))

        for await line in standardInputLines() {
            do {
                store.dispatch(try JSONDecoder().decode(CounterAction.self, from: Data(line.utf8)))
            } catch {
                FileHandle.standardError.write(Data("not a CounterAction: \(line)\n".utf8))
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
