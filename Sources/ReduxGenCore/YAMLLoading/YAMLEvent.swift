/// One parser event from libyaml, copied into Swift values so no C memory outlives the call that read it.
struct YAMLEvent {
    enum Kind {
        case streamStart
        case streamEnd
        case documentStart
        case documentEnd
        case alias(anchor: String)
        case scalar(YAMLScalar, tag: String?, anchor: String?)
        case sequenceStart(tag: String?, anchor: String?)
        case sequenceEnd
        case mappingStart(tag: String?, anchor: String?)
        case mappingEnd
    }

    var kind: Kind
    /// Where the event's text starts.
    var location: SourceLocation
}
