import Foundation
import Testing
@testable import ReduxGenCore

/// docs/spec.md, "Names": a model or feature may not shadow a type of ReduxRuntime. The list reduxgen
/// refuses is written out in `SwiftKeywords`; this test reads the runtime's sources so that a type added
/// to the runtime cannot be left out of it.
@Suite struct RuntimeTypeNamesTests {
    @Test func everyTopLevelRuntimeTypeIsRefusedAsATypeName() throws {
        let root = GenerationFixtures.packageRoot
        var declared: Set<String> = []
        for folder in ["Sources/ReduxRuntime", "Sources/ReduxRuntimeTesting"] {
            let base = root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("public ") {
                    let words = line.split(separator: " ").map(String.init)
                    guard let index = words.firstIndex(where: { ["struct", "enum", "class", "protocol", "typealias", "actor"].contains($0) }),
                          index + 1 < words.count else { continue }
                    let name = String(words[index + 1].prefix { $0.isLetter || $0.isNumber })
                    if !name.isEmpty { declared.insert(name) }
                }
            }
        }
        #expect(declared.count > 50, "the runtime's sources were read")
        #expect(declared.subtracting(SwiftKeywords.runtimeTypesGeneratedCodeUses).sorted() == [])
        for name in declared {
            #expect(SwiftIdentifier.typeNameProblem(name) == .reservedForTypes, "\(name)")
        }
    }
}
