import Foundation
import LineWrap

let root = "/work/wt-engines"
let study = "/tmp/engine-study"
let features = ["Archive", "Counter", "Feed", "Home", "Pets", "Petstore", "RepoSearch", "Session"]

func loadContext(_ feature: String) throws -> FeatureContext {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(root)/Tests/Fixtures/ContextSnapshots/\(feature).json"))
    return FeatureContext(snapshot: J(try JSONSerialization.jsonObject(with: data)))
}

/// The generated file without reduxgen's marker line (which reduxgen writes itself, not a template).
func expected(_ feature: String, _ template: String) -> String? {
    guard let text = try? String(contentsOfFile: "\(root)/Sources/SampleFeatures/\(feature)\(template).swift", encoding: .utf8)
    else { return nil }
    return String(text[text.index(after: text.firstIndex(of: "\n")!)...])
}

let args = CommandLine.arguments.dropFirst()
let mode = args.first ?? "check"
let mustache = try MustacheEngine(directory: "\(study)/templates/mustache")
let stencil = try StencilEngine(directory: "\(study)/templates/stencil")
let engines: [(String, (String, [String: Any]) throws -> String)] = [
    ("mustache", { try mustache.render($0, $1) }),
    ("stencil", { try stencil.render($0, $1) }),
]

switch mode {
case "check":
    try? FileManager.default.removeItem(atPath: "\(study)/out")
    try? FileManager.default.createDirectory(atPath: "\(study)/out", withIntermediateDirectories: true)
    for feature in features {
        let context = try templateDictionary(try loadContext(feature))
        if feature == "RepoSearch" {
            let json = try JSONSerialization.data(withJSONObject: context, options: [.prettyPrinted, .sortedKeys])
            try json.write(to: URL(fileURLWithPath: "\(study)/out/RepoSearch.context.json"))
        }
        for template in ["Reducer", "Repository"] {
            guard let want = expected(feature, template) else { continue }
            for (engine, render) in engines {
                var got: String
                do { got = SwiftLineWrapper.wrap(try render(template, context)) } catch { print("\(engine) \(feature)\(template): ERROR \(error)"); continue }
                let path = "\(study)/out/\(engine)-\(feature)\(template).swift"
                try got.write(toFile: path, atomically: true, encoding: .utf8)
                print("\(engine) \(feature)\(template): \(got == want ? "identical" : "DIFFERS")")
                if got != want { try want.write(toFile: "\(study)/out/expected-\(feature)\(template).swift", atomically: true, encoding: .utf8) }
            }
        }
    }
default:
    try runBenchmarks(mode: mode, engines: engines)
}
