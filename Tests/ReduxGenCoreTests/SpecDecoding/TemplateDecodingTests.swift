import Testing
@testable import ReduxGenCore

/// `{ template: ... }`, `app.<feature>.<field>` and `unknown: true` as the decoder reads them
/// (docs/spec.md, "Templates", "Values of other features", "Enums").
@Suite struct TemplateDecodingTests {
    func endpoint(headers: String) throws -> EndpointSpec {
        let (spec, diagnostics) = readSpec("""
        feature: Me
        api: { baseURL: http://localhost:8080 }
        state:
          token: String
        actions:
          appeared: {}
        endpoints:
          me:
            method: GET
            path: /me
            headers: \(headers)
            triggers: [appeared]
        """)
        #expect(diagnostics.filter(\.isError).isEmpty, "\(diagnostics.map(\.message))")
        return try #require(spec?.endpoints.first)
    }

    @Test func aTemplateIsTextAndPlaceholdersInOrder() throws {
        let header = try #require(try endpoint(headers: #"{ Authorization: { template: "Bearer {state.token}!" } }"#).headers.first)
        guard case .template(let template) = header.source else {
            Issue.record("expected a template, found \(header.source)")
            return
        }
        #expect(template.literalText == "Bearer !")
        #expect(template.segments.count == 3)
        guard case .placeholder(.state(let reference)) = template.segments[1] else {
            Issue.record("expected {state.token} second, found \(template.segments[1])")
            return
        }
        #expect(reference.name == "token")
        #expect(reference.location.column == 58, "the column of 'token' in the quoted template")
    }

    @Test func doubledBracesAreLiteralBraces() throws {
        let header = try #require(try endpoint(headers: #"{ X-Json: { template: "{{\"t\": {state.token}}}" } }"#).headers.first)
        guard case .template(let template) = header.source else {
            Issue.record("expected a template")
            return
        }
        #expect(template.segments.first == .text("{\"t\": "))
        #expect(template.segments.last == .text("}"))
    }

    @Test func anAppSourceNamesAFeatureAndAField() throws {
        let (spec, _) = readSpec("""
        feature: Feed
        api: { baseURL: http://localhost:8080 }
        actions:
          appeared: {}
        endpoints:
          load:
            method: GET
            path: /feed
            headers: { X-Token: app.session.token, X-Bearer: { template: "Bearer {app.session.token}" } }
            triggers: [appeared]
        """)
        let headers = try #require(spec?.endpoints.first?.headers)
        guard case .app(let app) = headers[0].source else {
            Issue.record("expected app.session.token, found \(headers[0].source)")
            return
        }
        #expect(app.feature.name == "session")
        #expect(app.field.name == "token")
        #expect(app.environmentName == "sessionToken")
        let placeholders = headers[1].source.readSources
        guard placeholders.count == 1, case .app(let placeholder) = placeholders[0] else {
            Issue.record("expected one app placeholder, found \(placeholders)")
            return
        }
        #expect(placeholder.written == "app.session.token")
    }

    @Test func unknownTrueGivesTheEnumAnUnknownCase() throws {
        let (spec, diagnostics) = readSpec("""
        feature: Status
        models:
          Level: { enum: Int, cases: [low, high], unknown: true }
          Kind: { enum: String, cases: [a] }
        state:
          level: { type: Level, default: low }
        actions:
          raise: { reduce: [ { set: level, value: high } ] }
        """)
        #expect(diagnostics.filter(\.isError).isEmpty)
        #expect(spec?.model(named: "Level")?.enumeration?.hasUnknownCase == true)
        #expect(spec?.model(named: "Kind")?.enumeration?.hasUnknownCase == false)
    }
}
