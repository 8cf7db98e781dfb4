import OpenAPIKit
import OpenAPIKit30
import OpenAPIKitCompat

/// Reads an OpenAPI 3.0 document with OpenAPIKit's 3.0 model and converts it to the 3.1 model the rest of
/// the OpenAPI stage reads (`nullable: true` becomes a nullable schema, as `type: [T, "null"]` is in 3.1).
/// Kept in its own file because both OpenAPIKit modules name their namespace `OpenAPI`.
enum OpenAPI30Decoding {
    static func decode(_ root: YAMLNode) throws(OpenAPIDecodingFailure) -> OpenAPIKit.OpenAPI.Document {
        do {
            // Vendor extensions (x-...) are not read: reduxgen has no use for them, and reading them decodes
            // every object a second time.
            let decoder = YAMLNodeDecoder(node: root, userInfo: [OpenAPIKit30.VendorExtensionsConfiguration.enabledKey: false])
            let document = try OpenAPIKit30.OpenAPI.Document(from: decoder)
            return document.convert(to: .v3_1_0)
        } catch {
            let described = OpenAPIKit30.OpenAPI.Error(from: error)
            throw OpenAPIDecodingFailure(message: described.localizedDescription, codingPath: described.codingPath.map(\.stringValue))
        }
    }
}

/// Reads an OpenAPI 3.1 document with OpenAPIKit.
enum OpenAPI31Decoding {
    static func decode(_ root: YAMLNode) throws(OpenAPIDecodingFailure) -> OpenAPIKit.OpenAPI.Document {
        do {
            // Vendor extensions are not read (see above).
            let decoder = YAMLNodeDecoder(node: root, userInfo: [OpenAPIKit.VendorExtensionsConfiguration.enabledKey: false])
            return try OpenAPIKit.OpenAPI.Document(from: decoder)
        } catch {
            let described = OpenAPIKit.OpenAPI.Error(from: error)
            throw OpenAPIDecodingFailure(message: described.localizedDescription, codingPath: described.codingPath.map(\.stringValue))
        }
    }
}

/// Why OpenAPIKit could not decode a document, and the coding path to the place.
struct OpenAPIDecodingFailure: Error {
    var message: String
    var codingPath: [String]
}
