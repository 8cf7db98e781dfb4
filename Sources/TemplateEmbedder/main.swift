// Writes a Swift source that holds the given `.mustache` files as string literals.
//
// Usage: TemplateEmbedder OUTPUT.swift TEMPLATE.mustache...
// The build plugin `EmbedTemplatesPlugin` runs it on `Templates/*.mustache` for every build of
// ReduxGenCore; the result is `EmbeddedTemplates.files`.

import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: TemplateEmbedder OUTPUT.swift TEMPLATE.mustache...\n".utf8))
    exit(2)
}

var templates: [(name: String, text: String)] = []
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("\(path):1:1: error: cannot read this template as UTF-8 text\n".utf8))
        exit(1)
    }
    templates.append((url.deletingPathExtension().lastPathComponent, text))
}
templates.sort { $0.name < $1.name }

let source = EmbeddedTemplatesSource(templates: templates).text
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(outputPath): \(error)\n".utf8))
    exit(1)
}
