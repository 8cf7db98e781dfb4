/// The contexts of the sample values written for one feature (``FeatureContext/sampleValue(_:)``), each
/// made once.
///
/// A feature writes the same sample in several places: a model's sample is also the sample of the state
/// field that holds it, of the shared sample of that name and of the endpoint that answers with it. Each
/// context is a list of small dictionaries (about ten for a model of six fields), so making it once and
/// sharing it halves the work and memory sample values take, and the rendered text is the same.
final class SampleValueContexts {
    private var made: [ResolvedSampleValue: TemplateValue] = [:]

    /// The context of `value`, made the first time it is asked for.
    func context(of value: ResolvedSampleValue) -> TemplateValue {
        if let context = made[value] { return context }
        let context = FeatureContext.sampleValue(value)
        made[value] = context
        return context
    }
}
