/// The top-level properties that differ between two values, found with `Mirror`.
struct PropertyChanges<Value> {
    struct Change: Equatable {
        let path: String
        let old: String
        let new: String
    }

    let old: Value
    let new: Value

    func list() -> [Change] {
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        let oldChildren = Array(oldMirror.children)
        let newChildren = Array(newMirror.children)
        let hasNamedProperties = oldMirror.displayStyle == .struct || oldMirror.displayStyle == .class
        guard hasNamedProperties, oldChildren.count == newChildren.count else {
            return wholeValueChange()
        }
        var changes: [Change] = []
        for (index, (oldChild, newChild)) in zip(oldChildren, newChildren).enumerated() {
            let oldText = String(reflecting: oldChild.value)
            let newText = String(reflecting: newChild.value)
            if oldText != newText {
                changes.append(Change(path: oldChild.label ?? "[\(index)]", old: oldText, new: newText))
            }
        }
        return changes
    }

    private func wholeValueChange() -> [Change] {
        let oldText = String(reflecting: old)
        let newText = String(reflecting: new)
        return oldText == newText ? [] : [Change(path: "", old: oldText, new: newText)]
    }
}
