/// A built-in transition with typed values for its parameters, as Core Image's CIFilterBuiltins
/// types its filters: `try engine.makeTransition(.cube(perspective: 3), from: a, to: b)`.
///
/// Each built-in has a static function of its own (`BuiltInTransitions.swift`), generated from its
/// file's header: its parameters with their defaults, and their ranges and summaries as doc
/// comments. The values are checked as `TransitionRenderer.set(_:_:)` checks them.
public struct BuiltInTransition: Sendable, Equatable {
    /// The name the string API knows it by (`segue list`).
    public let name: String
    /// Each parameter's value, in the header's order.
    public let values: [BuiltInValue]

    /// Transition `name` with `values` set; the generated functions make these.
    init(_ name: String, _ values: [(String, any ParameterValueConvertible)]) {
        (self.name, self.values) = (name, BuiltInValue.list(values))
    }

    /// Sets every value on `graph`, checking each as the string API does.
    func apply(to graph: TransitionGraph) throws(EffectError) {
        for value in values { try graph.set(value.name, value.value) }
    }
}

/// A parameter's name and the value a typed built-in gives it.
public struct BuiltInValue: Sendable, Equatable {
    /// The parameter's name in its file.
    public var name: String
    /// Its value.
    public var value: ParameterValue

    /// The values a generated function gives, in its arguments' types.
    static func list(_ values: [(String, any ParameterValueConvertible)]) -> [BuiltInValue] {
        values.map { BuiltInValue(name: $0.0, value: $0.1.parameterValue) }
    }
}
