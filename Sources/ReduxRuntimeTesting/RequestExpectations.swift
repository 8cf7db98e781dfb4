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
    }
}

/// The JSON value of `data`, so that JSON texts compare by value rather than by spelling.
private func jsonValue(_ data: Data?) throws -> NSObject? {
    guard let data else { return nil }
    return try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? NSObject
}
