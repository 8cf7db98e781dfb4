/// Which payload fields of an action its reduce steps read (`from:`, and the value a `where:` matches),
/// decided from the spec: a reducer case binds exactly these, so no bound value goes unused.
enum PayloadUse {
    /// The names of the payload fields of `action` its reduce steps read.
    static func readByReduceSteps(of action: ActionSpec) -> Set<String> {
        var read: Set<String> = []
        for step in action.reduce {
            let input: ReduceInput?
            switch step.operation {
            case .set(let given), .append(let given), .remove(let given): input = given
            case .toggle(let given): input = given
            case .reset, .increment, .decrement, .cancel, .resetStatus: input = nil
            }
            for source in [input, step.element?.value] {
                if case .payload(let reference)? = source, let field = action.payloadField(named: reference.name) {
                    read.insert(field.name)
                }
            }
        }
        return read
    }
}
