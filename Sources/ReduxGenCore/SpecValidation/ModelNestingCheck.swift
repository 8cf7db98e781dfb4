extension ValidationRun {
    /// The most models one model may hold nested one inside another, counting itself.
    ///
    /// Generated tests write a sample of every model in full, each nested value inside the one holding it, so
    /// a longer chain (`M0` holding an `M1?`, holding an `M2?`, ...) makes samples no one reads, test files
    /// of megabytes and a generator that recurses as deep as the chain. Real APIs stay far below it.
    static let maximumModelNesting = 64

    /// Reports the model that heads the longest chain of models nested in one another (through fields or sum
    /// cases, optional or in arrays and dictionaries) when it is longer than ``maximumModelNesting``. A field
    /// that leads back to a model already on the chain (a tree, through an array) ends it.
    mutating func checkModelNesting() {
        let targets = spec.models.map { model in model.memberTypes.compactMap { $0.modelName.flatMap(models.position(of:)) } }
        // depth[i]: the models of the longest chain that starts at model i; 0 while not yet known.
        var depth = Array(repeating: 0, count: spec.models.count)
        var onChain = Array(repeating: false, count: spec.models.count)
        for root in spec.models.indices where depth[root] == 0 {
            // An explicit stack, since the chains this check exists to refuse are deeper than the call stack.
            var stack: [(model: Int, next: Int)] = [(root, 0)]
            onChain[root] = true
            while let (model, next) = stack.last {
                if next < targets[model].count {
                    stack[stack.count - 1].next += 1
                    let target = targets[model][next]
                    if depth[target] == 0 && !onChain[target] {
                        onChain[target] = true
                        stack.append((target, 0))
                    }
                } else {
                    // A target still on the chain counts 0: its depth is not known yet.
                    depth[model] = 1 + (targets[model].map { depth[$0] }.max() ?? 0)
                    onChain[model] = false
                    stack.removeLast()
                }
            }
        }
        guard let deepest = depth.indices.max(by: { depth[$0] < depth[$1] }), depth[deepest] > Self.maximumModelNesting else {
            return
        }
        var chain = [spec.models[deepest].name]
        var current = deepest
        while chain.count < 3, let next = targets[current].first(where: { depth[$0] == depth[current] - 1 }) {
            chain.append(spec.models[next].name)
            current = next
        }
        diagnostics.error(
            "model \(quoted(spec.models[deepest].name)) holds \(depth[deepest]) models nested one inside another "
                + "(\(chain.joined(separator: " → ")) → …); reduxgen supports at most \(Self.maximumModelNesting)",
            at: spec.models[deepest].location)
    }
}
