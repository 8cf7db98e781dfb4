import Foundation
import Testing
@testable import ReduxGenCore

/// Schemas that used to map to a wrong type without a word (docs/openapi.md, mapping table): a `type` that
/// lists several types, and an enum that lists null.
@Suite struct OpenAPITypeListTests {
    private static let document = OpenAPIFixtures.document(paths: OpenAPIFixtures.getOperation("getPet", at: "/pets", returning: "Pet"), schemas: """
            Pet:
              type: object
              required: [kind, count]
              properties:
                kind: { type: string, enum: [cat, dog, null] }
                level: { type: integer, enum: [1, 2, null] }
                word: { type: string, enum: [cat, "null"] }
                either: { type: [string, integer] }
                count: { type: [integer, number, "null"] }
                note: { type: [string, "null"], enum: [a, null] }
        """)

    @Test func integerOrNumberIsADouble() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document)
        #expect(spec.contains("      count: \"Double?\"\n"), "\(spec)")
    }

    @Test func aTypeListOfOtherTypesIsSkippedWithAWarningAtItsType() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document)
        #expect(!spec.contains("either"), "\(spec)")
        #expect(diagnostics.contains(
            "doc.yaml:18:25: warning: property 'either' of schema 'Pet' is skipped: 'type: [string, integer]' allows values of several types, which no spec type holds"
        ), "\(diagnostics)")
    }

    @Test func nullAmongEnumValuesMakesTheEnumOptionalWithAWarningWhereTheTypeDoesNotAllowIt() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document)
        #expect(spec.contains("      kind: \"PetKind?\"\n      level: \"PetLevel?\"\n"), "\(spec)")
        #expect(spec.contains("  PetKind:\n    enum: String\n    cases:\n      cat: \"cat\"\n      dog: \"dog\"\n  PetLevel:\n"), "\(spec)")
        #expect(spec.contains("      note: \"PetNote?\"\n"), "\(spec)")
        #expect(diagnostics == [
            "doc.yaml:15:48: warning: the enum lists null, which its type does not allow; the enum is made optional",
            "doc.yaml:16:46: warning: the enum lists null, which its type does not allow; the enum is made optional",
            "doc.yaml:18:25: warning: property 'either' of schema 'Pet' is skipped: 'type: [string, integer]' allows values of several types, which no spec type holds",
        ])
    }

    @Test func theTextNullIsACaseLikeAnyOther() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document)
        #expect(spec.contains("  PetWord:\n    enum: String\n    cases:\n      cat: \"cat\"\n      null: \"null\"\n"), "\(spec)")
    }
}
