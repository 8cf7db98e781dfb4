/// A template context prepared once for rendering, so the files of one feature, all rendered from the
/// same context, share it.
public struct RenderContext {
    /// The context as swift-mustache looks names up in it.
    let mustacheValue: Any

    /// Prepares `context` for rendering.
    public init(_ context: TemplateValue) {
        mustacheValue = context.mustacheValue
    }
}

extension TemplateValue {
    /// The value as swift-mustache reads it: dictionaries as ``TemplateObject``, arrays as ``TemplateList``
    /// and strings as ``TemplateText`` (for reduxgen's own transforms).
    var mustacheValue: Any {
        switch self {
        case .string(let string): TemplateText(text: string)
        case .bool(let bool): bool
        case .int(let int): int
        case .array(let array): TemplateList(elements: array.map(\.mustacheValue))
        case .dictionary(let dictionary): TemplateObject(entries: dictionary.mapValues(\.mustacheValue))
        }
    }
}
