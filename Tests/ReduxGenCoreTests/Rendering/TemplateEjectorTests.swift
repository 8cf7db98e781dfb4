import Foundation
import Testing
@testable import ReduxGenCore

@Suite struct TemplateEjectorTests {
    @Test func writesEveryBuiltInIntoANewFolder() throws {
        let root = try RenderingFixtures.temporaryFolder()
        defer { RenderingFixtures.remove(root) }
        let folder = root + "/nested/templates"
        let written = try TemplateEjector().eject(to: folder, overwrite: false)
        #expect(written == BuiltInTemplates.all.map { "\(folder)/\($0.name).mustache" })
        for template in BuiltInTemplates.all {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(template.name).mustache"))
            #expect(String(decoding: data, as: UTF8.self) == template.text)
        }
    }

    @Test func refusesToOverwriteAndWritesNothing() throws {
        let folder = try RenderingFixtures.temporaryFolder()
        defer { RenderingFixtures.remove(folder) }
        let templates = [RenderingFixtures.builtIn("A", "new a"), RenderingFixtures.builtIn("B", "new b")]
        try RenderingFixtures.write(["B.mustache": "mine"], into: folder)
        #expect {
            try TemplateEjector(templates: templates).eject(to: folder, overwrite: false)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message) == [
                "'\(folder)/B.mustache' already exists; nothing was written (use --force to overwrite)",
            ]
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/A.mustache"))
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/B.mustache")), as: UTF8.self) == "mine")
    }

    @Test func aDanglingLinkWhereATemplateGoesIsKept() throws {
        let folder = try RenderingFixtures.temporaryFolder()
        defer { RenderingFixtures.remove(folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/B.mustache", withDestinationPath: "gone.mustache")
        #expect {
            try TemplateEjector(templates: [RenderingFixtures.builtIn("B", "new b")]).eject(to: folder, overwrite: false)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message) == [
                "'\(folder)/B.mustache' already exists; nothing was written (use --force to overwrite)",
            ]
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/B.mustache") == "gone.mustache")
    }

    @Test func overwritesWhenForced() throws {
        let folder = try RenderingFixtures.temporaryFolder()
        defer { RenderingFixtures.remove(folder) }
        try RenderingFixtures.write(["B.mustache": "mine"], into: folder)
        _ = try TemplateEjector(templates: [RenderingFixtures.builtIn("B", "new b")]).eject(to: folder, overwrite: true)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/B.mustache")), as: UTF8.self) == "new b")
    }

    @Test func aFileWhereTheFolderShouldBeIsAnError() throws {
        let folder = try RenderingFixtures.temporaryFolder()
        defer { RenderingFixtures.remove(folder) }
        try RenderingFixtures.write(["plain": "x"], into: folder)
        #expect {
            try TemplateEjector().eject(to: folder + "/plain", overwrite: true)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message) == ["'\(folder)/plain' exists and is not a folder"]
        }
        #expect {
            try TemplateEjector().eject(to: folder + "/plain/sub", overwrite: true)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.first?.message.hasPrefix("cannot create the folder") == true
        }
    }
}
