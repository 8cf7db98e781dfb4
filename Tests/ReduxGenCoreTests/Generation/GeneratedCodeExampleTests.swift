import Foundation
import Testing
@testable import ReduxGenCore

/// docs/generated-code.md, "A small example": the page's spec generates exactly the files the page shows, so
/// the example and the generator cannot drift apart.
@Suite struct GeneratedCodeExampleTests {
    static let page = GenerationFixtures.packageRoot.appendingPathComponent("docs/generated-code.md")
    static let marker = "<!-- example: "

    /// The page's example blocks by the file name each marker names: the fenced block after the marker.
    static func exampleBlocks() throws -> [String: String] {
        let lines = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [String: String] = [:]
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix(marker), lines[index].hasSuffix(" -->"), index + 1 < lines.count,
                  lines[index + 1].hasPrefix("```")
            else { continue }
            let name = String(lines[index].dropFirst(marker.count).dropLast(" -->".count))
            var body: [String] = []
            index += 2
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            blocks[name] = body.joined(separator: "\n") + "\n"
        }
        return blocks
    }

    @Test func thePagesSpecGeneratesTheFilesThePageShows() throws {
        var blocks = try Self.exampleBlocks()
        let spec = blocks.removeValue(forKey: "profile.yaml") ?? ""
        #expect(!spec.isEmpty, "the page shows the spec")
        #expect(blocks.keys.sorted() == ["ProfileAction.swift", "ProfileEffects.swift", "ProfileReducer.swift", "ProfileState.swift"])
        let read = readSpec(spec, file: "profile.yaml")
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let files = try Generator(options: GenerationOptions(access: .internal, testModule: "Profile")).generate([try #require(read.spec)])
        for (name, shown) in blocks {
            let generated = files.first { $0.relativePath == name }?.contents
            #expect(generated == shown, "docs/generated-code.md shows \(name) other than reduxgen writes it")
        }
    }
}
