import Foundation
import ReduxRuntime

/// What a request's body must be in ``expectRequest(_:method:path:query:headers:body:fileID:filePath:line:column:)``.
public enum ExpectedBody: Sendable {
    /// No body.
    case absent
    /// Any body.
    case present
    /// This JSON text, compared by value rather than by spelling (key order and spacing do not matter).
    case json(String)
    /// A form body (`application/x-www-form-urlencoded`) of exactly these fields, in this order, compared
    /// after decoding the body sent (`+` and `%20` are both a space), so how a character is escaped does
    /// not matter but what it decodes to does.
    case form([HTTPFormBody.Field])
}

/// Expects `request` to have been sent with exactly this method, path, query items, headers and body,
/// reporting each part that differs.
public func expectRequest(
    _ request: HTTPRequest?,
    method: HTTPMethod,
    path: String,
    query: [HTTPQueryItem],
    headers: HTTPHeaders,
    body: ExpectedBody,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let request else {
        reportFailure("no request was sent", at: location)
        return
    }
    if request.method != method { reportFailure("method \(request.method), expected \(method)", at: location) }
    if request.path != path { reportFailure("path \(request.path), expected \(path)", at: location) }
    if request.queryItems != query { reportFailure("query items \(request.queryItems), expected \(query)", at: location) }
    if request.headers != headers { reportFailure("headers \(request.headers), expected \(headers)", at: location) }
    switch body {
    case .absent:
        if request.body != nil { reportFailure("a body was sent, expected none", at: location) }
    case .present:
        if request.body == nil { reportFailure("no body was sent, expected one", at: location) }
    case .json(let expected):
        if try jsonValue(request.body) != jsonValue(Data(expected.utf8)) {
            let sent = request.body.map { String(decoding: $0, as: UTF8.self) } ?? "none"
            reportFailure("body \(sent), expected the JSON \(expected)", at: location)
        }
    case .form(let expected):
        guard let data = request.body else {
            reportFailure("no body was sent, expected the form \(expected)", at: location)
            return
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let fields = formFields(text) else {
            reportFailure("body \(text) is not a valid form body, expected the form \(expected)", at: location)
            return
        }
        if fields != expected {
            reportFailure("form body \(text), which is \(fields), expected \(expected)", at: location)
        }
    }
}

/// The fields of an `application/x-www-form-urlencoded` text, decoded as an HTML form decoder does (`+` is a
/// space), or `nil` where an escape is malformed. Written here rather than taken from the runtime, so that a
/// wrong encoding in the runtime fails the tests.
private func formFields(_ text: String) -> [HTTPFormBody.Field]? {
    guard !text.isEmpty else { return [] }
    var fields: [HTTPFormBody.Field] = []
    for pair in text.split(separator: "&", omittingEmptySubsequences: false) {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        func decoded(_ part: Substring) -> String? {
            part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        }
        guard let name = decoded(parts[0]), let value = parts.count > 1 ? decoded(parts[1]) : "" else { return nil }
        fields.append(HTTPFormBody.Field(name: name, value: value))
    }
    return fields
}

/// The JSON value of `data`, so that JSON texts compare by value rather than by spelling.
private func jsonValue(_ data: Data?) throws -> NSObject? {
    guard let data else { return nil }
    return try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? NSObject
}
