/// The contexts of the sample values written for one feature (``SampleValuePart``), each
/// made once.
///
/// A feature writes the same sample in several places: a model's sample is also the sample of the state
/// field that holds it, of the shared sample of that name and of the endpoint that answers with it. Each
/// context is a list of small dictionaries (about ten for a model of six fields), so making it once and
/// sharing it halves the work and memory sample values take, and the rendered text is the same.
final class SampleValueContexts {
    private var made: [Key: TemplateValue] = [:]

    /// The context of `value`, made the first time it is asked for.
    func context(of value: ResolvedSampleValue) -> TemplateValue {
        let key = Key(value: value)
        if let context = made[key] { return context }
        let context = TemplateValueEncoder.encode(SampleValuePart.parts(of: value))
        made[key] = context
        return context
    }

    /// A sample value as the key of the contexts made: equal when the values are, hashed by their outermost
    /// part only (which case, and the model's type, the literal or the name it holds).
    ///
    /// Hashing the whole value would walk every field of a model's sample, and of each model it holds, at
    /// every look-up, and look-ups happen for every value the tests write. Values that hash alike are told
    /// apart by `==`, which compares them whole only when their outermost parts are the same.
    private struct Key: Hashable {
        let value: ResolvedSampleValue

        func hash(into hasher: inout Hasher) {
            switch value {
            case .literal(let literal):
                hasher.combine(0)
                hasher.combine(literal)
            case .date(let seconds):
                hasher.combine(1)
                hasher.combine(seconds)
            case .elements(let elements):
                hasher.combine(2)
                hasher.combine(elements.count)
            case .entry(let key, _):
                hasher.combine(3)
                hasher.combine(key)
            case .model(let type, let arguments):
                hasher.combine(4)
                hasher.combine(type)
                hasher.combine(arguments.count)
            case .sharedSample(let namespace, let isOther, let member):
                hasher.combine(5)
                hasher.combine(namespace)
                hasher.combine(isOther)
                hasher.combine(member)
            case .local(let name):
                hasher.combine(6)
                hasher.combine(name)
            case .member(_, let name):
                hasher.combine(7)
                hasher.combine(name)
            case .sumCase(let type, let name, _):
                hasher.combine(9)
                hasher.combine(type)
                hasher.combine(name)
            }
        }
    }
}
