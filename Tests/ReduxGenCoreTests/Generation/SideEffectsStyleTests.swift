import Foundation
import Testing
@testable import ReduxGenCore

/// `sideEffects: effects | middleware` chooses which file sends a feature's requests; the spec's value
/// wins over `reduxgen.yaml`'s (the generator's option), which wins over the default, `effects`.
@Suite struct SideEffectsStyleTests {
    private let requestSpec = """
        feature: Feed
        api: { baseURL: http://localhost:8080 }
        state:
          titles: { type: "[String]", default: [] }
        actions:
          appeared: {}
        endpoints:
          load:
            method: GET
            path: /titles
            response: "[String]"
            store: { into: titles }
            triggers: [appeared]
        """

    private func fileNames(_ specText: String, option: SideEffectsStyle?) throws -> [String] {
        let (spec, diagnostics) = readSpec(specText)
        #expect(diagnostics.isEmpty)
        let unwrapped = try #require(spec)
        let options = option.map { GenerationOptions(testModule: "App", sideEffects: $0) } ?? GenerationOptions(testModule: "App")
        return try Generator(options: options).generate([unwrapped]).map(\.relativePath)
    }

    @Test func effectsAreTheDefault() throws {
        let names = try fileNames(requestSpec, option: nil)
        #expect(names.contains("FeedEffects.swift"))
        #expect(!names.contains("FeedMiddleware.swift"))
    }

    @Test func theOptionChoosesForSpecsThatDoNotSay() throws {
        let names = try fileNames(requestSpec, option: .middleware)
        #expect(names.contains("FeedMiddleware.swift"))
        #expect(!names.contains("FeedEffects.swift"))
    }

    @Test func theSpecWinsOverTheOption() throws {
        let middlewareSpec = requestSpec.replacingOccurrences(of: "feature: Feed\n", with: "feature: Feed\nsideEffects: middleware\n")
        #expect(try fileNames(middlewareSpec, option: .effects).contains("FeedMiddleware.swift"))
        let effectsSpec = requestSpec.replacingOccurrences(of: "feature: Feed\n", with: "feature: Feed\nsideEffects: effects\n")
        #expect(try fileNames(effectsSpec, option: .middleware).contains("FeedEffects.swift"))
    }

    @Test func inTheMiddlewareFlavorTheReducerReturnsNoRequestEffect() throws {
        let (spec, _) = readSpec(requestSpec.replacingOccurrences(of: "feature: Feed\n", with: "feature: Feed\nsideEffects: middleware\n"))
        let files = try Generator(options: GenerationOptions(testModule: "App")).generate([try #require(spec)])
        let reducer = try #require(files.first { $0.relativePath == "FeedReducer.swift" }).contents
        #expect(reducer.contains("""
                    case .appeared:
                        FeedRequestStarts.load(state: &state)
                        return .none
            """))
        #expect(!reducer.contains("FeedEffects"))
        #expect(reducer.contains("middleware: middleware + [makeFeedMiddleware(environment: environment)]"))
    }

    @Test func anUnknownStyleIsALocatedError() {
        let (_, diagnostics) = readSpec(requestSpec.replacingOccurrences(of: "feature: Feed\n", with: "feature: Feed\nsideEffects: sagas\n"))
        #expect(diagnostics.map(DiagnosticFormatter.textLine) == [
            "test.yaml:2:14: error: unknown side-effects style 'sagas'; expected one of: effects, middleware",
        ])
    }

    @Test func theConfigurationReadsTheStyleAndReportsAnUnknownOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-side-effects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("reduxgen.yaml").path
        try Data("specs: [specs]\nsideEffects: middleware\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try ProjectConfigurationReader().read(path: path).sideEffects == .middleware)
        try Data("specs: [specs]\nsideEffects: thunks\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try ProjectConfigurationReader().read(path: path)
        } throws: { error in
            let lines = (error as? DiagnosticsError)?.diagnostics.map(DiagnosticFormatter.textLine) ?? []
            return lines == ["\(path):2:14: error: unknown side-effects style 'thunks'; expected one of: effects, middleware"]
        }
    }
}
