extension Engine {
    /// Prepares a built-in transition with typed values (`.cube(perspective: 3)`) between two
    /// images; as `makeTransition(_:from:to:width:height:options:reversed:)` otherwise. The values
    /// are set before the passes are planned, so a `Bool` that selects code compiles once.
    public func makeTransition(
        _ transition: BuiltInTransition, from: Image, to: Image, width: Int? = nil, height: Int? = nil,
        options: PlanOptions = PlanOptions(), reversed: Bool = false
    ) throws -> TransitionRenderer {
        try makeTransition(from: from, to: to, width: width, height: height, options: options) {
            library, from, to, size throws(EffectError) in
            let graph = try library.makeTransition(transition.name, from: from, to: to, size: size, reversed: reversed)
            try transition.apply(to: graph)
            return graph
        }
    }
}
