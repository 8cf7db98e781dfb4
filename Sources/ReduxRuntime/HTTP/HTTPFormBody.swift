import Foundation
import PercentEncoding

/// A request body of HTML form fields, sent as `application/x-www-form-urlencoded`.
///
/// The body is the fields in order, `name=value` joined by `&`, with every name and value percent-encoded
/// by ``PercentEncoding/encode(_:)``, the rule of query items: each UTF-8 byte except letters, digits, `-`,
/// `.`, `_` and `~` is written as `%XX`. A space is therefore `%20` and a `+` is `%2B`; every form decoder
/// reads `%20` as a space, so the body means the same to a server that expects the `+` of HTML forms.
/// A name may repeat (`tag=a&tag=b`), which is how an array is sent.
///
/// ```swift
/// let form: HTTPFormBody = ["amount": "1000", "description": "Tea & cake"]
/// let request = HTTPRequest(method: .post, path: "/charges", form: form)
/// // body: amount=1000&description=Tea%20%26%20cake
/// ```
///
/// A form whose fields depend on values known only at run time adds them one by one:
/// `var form = HTTPFormBody()`, then `form.add(name:value:)` for each.
public struct HTTPFormBody: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// One field of a form.
    public struct Field: Equatable, Sendable, CustomStringConvertible {
        /// The field name, as plain text.
        public var name: String
        /// The field value, as plain text.
        public var value: String

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }

        public var description: String { "\(name)=\(value)" }
    }

    /// The media type of a form body: `application/x-www-form-urlencoded`.
    public static let contentType = "application/x-www-form-urlencoded"

    /// The fields, in the order they are sent.
    public private(set) var fields: [Field]

    /// Creates a form of these fields, in order.
    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// Creates a form of the literal's fields, in the order written.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// Appends a field, keeping any field of the same name.
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// The encoded body text: `name=value` pairs joined by `&`, names and values percent-encoded.
    public var encodedText: String {
        fields.map { PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value) }.joined(separator: "&")
    }

    /// The encoded body as sent: ``encodedText`` in UTF-8 (ASCII only).
    public var encoded: Data {
        Data(encodedText.utf8)
    }
}

extension HTTPRequest {
    /// Creates a request whose body is `form`, encoded as ``HTTPFormBody/encoded``, with the header
    /// `Content-Type: application/x-www-form-urlencoded` after `headers`, unless `headers` set a
    /// `Content-Type` themselves.
    public init(
        method: HTTPMethod,
        path: String,
        queryItems: [HTTPQueryItem] = [],
        headers: HTTPHeaders = [:],
        form: HTTPFormBody,
        timeout: Duration? = nil
    ) {
        var headers = headers
        if headers["Content-Type"] == nil {
            headers.add(name: "Content-Type", value: HTTPFormBody.contentType)
        }
        self.init(method: method, path: path, queryItems: queryItems, headers: headers, body: form.encoded, timeout: timeout)
    }
}
