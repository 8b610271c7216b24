/// A built-in filter, blend or generator with typed values for its parameters:
/// `let node = try EffectNode(.pixellate(fractionalWidthOfAPixel: 0.02))`.
///
/// Each has a static function of its own (`BuiltInEffects.swift`), generated from its file's header
/// as `BuiltInTransition`'s are. Image inputs (a lookup table, a blend's second image) are the
/// node's inputs, connected as any other.
public struct BuiltInEffect: Sendable, Equatable {
    /// The name the string API knows it by (`segue list`).
    public let name: String
    /// Each parameter's value, in the header's order.
    public let values: [BuiltInValue]

    /// Effect `name` with `values` set; the generated functions make these.
    init(_ name: String, _ values: [(String, any ParameterValueConvertible)]) {
        (self.name, self.values) = (name, BuiltInValue.list(values))
    }

    /// The built-in effects alone, read once: a typed built-in is never a user's file of its name.
    static let library = Result { () throws(EffectError) in try EffectLibrary(environment: [:]) }
}

extension EffectNode {
    /// A node of a built-in effect with typed values (`.gaussianBlur(sigma: 4)`), each checked as
    /// `set(_:_:)` checks it.
    public convenience init(_ effect: BuiltInEffect, name: String? = nil) throws(EffectError) {
        self.init(try BuiltInEffect.library.get().effect(named: effect.name), name: name)
        for value in effect.values { try set(value.name, value.value) }
    }
}
