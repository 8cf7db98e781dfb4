/// A mutable reference for values a subscriber needs but that exist only after it is created (its token).
@MainActor
final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
