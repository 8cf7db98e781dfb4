/// A template context converted once into the form the Mustache engine reads, so the files of one
/// feature, all rendered from the same context, share one conversion.
public struct RenderContext: @unchecked Sendable {
    /// The context as the engine looks names up in it. Only immutable values (strings, booleans,
    /// integers, arrays and dictionaries) are inside, which is why sharing it across tasks is safe.
    let mustacheValue: Any

    /// Prepares `context` for rendering.
    public init(_ context: TemplateValue) {
        mustacheValue = context.mustacheValue
    }
}
