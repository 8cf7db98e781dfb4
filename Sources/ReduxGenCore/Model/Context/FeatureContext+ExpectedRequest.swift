extension FeatureContext {
    /// The request an endpoint's live-request test expects, as `Tests` writes it with the
    /// `_expectedRequestValue` partial; see docs/templates.md ("Endpoint", `expectedRequest`).
    static func expectedRequest(_ request: ResolvedExpectedRequest) -> TemplateValue {
        .dictionary([
            "pathPieces": .array(request.pathPieces.map(pathPiece)),
            "queryItems": .array(request.queryItems.map(field)),
            "headers": .array(request.headers.map(field)),
            "hasBodyJSON": .bool(request.bodyJSON != nil),
            "bodyJSONLines": lines(request.bodyJSON ?? []),
            "hasFormBody": .bool(request.formFields != nil),
            "formFields": .array((request.formFields ?? []).map(field)),
        ])
    }

    /// A piece of the path: exactly one of `isText` (`text`, as sent) and `isSegment` (`segment`, a text
    /// known only at run time, which `_runTimeText` writes and the test percent-encodes as a segment).
    private static func pathPiece(_ piece: ResolvedExpectedRequest.PathPiece) -> TemplateValue {
        switch piece {
        case .text(let text):
            .dictionary(["isText": true, "text": .string(text), "isSegment": false, "segment": runTimeText(nil)])
        case .segment(let text):
            .dictionary(["isText": false, "text": "", "isSegment": true, "segment": runTimeText(text)])
        }
    }

    /// A query item, header or form field: `name` and `value`, which `_expectedRequestValue` writes.
    private static func field(_ field: ResolvedExpectedRequest.Field) -> TemplateValue {
        .dictionary(["name": .string(field.name), "value": value(field.value)])
    }

    /// Exactly one of `isText` (`text`) and `isRunTime` (`runTime`, a text known only at run time, which
    /// `_runTimeText` writes).
    private static func value(_ value: ResolvedExpectedRequest.Value) -> TemplateValue {
        switch value {
        case .text(let text):
            .dictionary(["isText": true, "text": .string(text), "isRunTime": false, "runTime": runTimeText(nil)])
        case .runTime(let text):
            .dictionary(["isText": false, "text": "", "isRunTime": true, "runTime": runTimeText(text)])
        }
    }
}
