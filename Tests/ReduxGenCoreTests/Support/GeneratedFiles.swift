import Testing
@testable import ReduxGenCore

/// The files generated from the spec `text` (which must be valid) and the specs `alongside` it, by relative
/// path, for tests that check generated text against what the docs say it is.
func generatedFiles(_ text: String, module: String, alongside: [String] = []) throws -> [String: String] {
    let read = readSpec(text, file: "specs/\(module.lowercased()).yaml")
    #expect(read.diagnostics.filter(\.isError).isEmpty, "\(read.diagnostics.map(\.message))")
    var specs = [try #require(read.spec)]
    for (index, other) in alongside.enumerated() {
        specs.append(try #require(readSpec(other, file: "specs/other\(index).yaml").spec))
    }
    let generated = try Generator(options: GenerationOptions(testModule: module)).generate(specs)
    return Dictionary(uniqueKeysWithValues: generated.map { ($0.relativePath, $0.contents) })
}

/// The `AppTests.swift` generated from the specs `sources` (each valid, with the path it is read from) in
/// one run, for tests of what the app tests check.
func generatedAppTests(_ sources: [(text: String, file: String)]) throws -> String {
    let specs = try sources.map { try #require(readSpec($0.text, file: $0.file).spec) }
    let files = try Generator(options: GenerationOptions(testModule: "App")).generate(specs)
    return try #require(files.first { $0.relativePath == "AppTests.swift" }).contents
}

/// The generated test function `name` of the test file `tests`, from its `func` up to the next test.
func generatedTest(_ name: String, in tests: String) throws -> String {
    let start = try #require(tests.range(of: "func \(name)()"), "no test \(name)")
    let end = tests.range(of: "@Test", range: start.upperBound..<tests.endIndex)?.lowerBound ?? tests.endIndex
    return String(tests[start.lowerBound..<end])
}
