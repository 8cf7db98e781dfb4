import ReduxGenCore
import Testing

@Suite("YAML loader: large input")
struct YAMLLargeInputTests {
    /// A spec-like document of about `targetBytes`: many models with fields, flow mappings and shared
    /// defaults merged in.
    static func specLikeDocument(targetBytes: Int) -> (text: String, modelCount: Int) {
        var text = """
            name: Catalog
            defaults: &defaults
              optional: false
              documentation: "A field of the catalog."
            models:

            """
        var modelCount = 0
        while text.utf8.count < targetBytes {
            text += """
                  Model\(modelCount):
                    description: >
                      Model number \(modelCount), folded
                      over two lines.
                    fields:
                      id: {type: String, optional: false}
                      title: {type: String, optional: true}
                      count:
                        <<: *defaults
                        type: Int
                      tags: [a, b, 'c', "d"]

                """
            modelCount += 1
        }
        return (text, modelCount)
    }

    @Test("a 1 MB spec-like file loads completely")
    func oneMegabyte() throws {
        let (text, modelCount) = Self.specLikeDocument(targetBytes: 1_000_000)
        let root = try loadYAML(text)
        let models = try #require(root["models"]?.mapping)
        #expect(models.count == modelCount)
        let last = try #require(models.last?.value)
        #expect(last["fields"]?["count"]?.mapping?.map { $0.key.text } == ["optional", "documentation", "type"])
        #expect(last["fields"]?["tags"]?.sequence?.count == 4)
    }
}
