/// Typed views of a node's built-in parameters: `node.pixellate.fractionalWidthOfAPixel = 0.03`.
///
/// Each built-in filter, blend and generator with parameters has a view of its own, reached
/// through the node property named as its `BuiltInEffect` function is, and generated from its
/// file's header as that function is (`BuiltInEffectParameters.swift`). A property's setter
/// checks the value as `EffectNode.set(_:_:)` does; since a setter cannot throw, a refused value
/// is not taken, and the next frame drawn from the node's graph throws `RenderError.refusedValue`
/// until a value in range is set.
public enum BuiltInParameters {}

/// A Swift type a typed built-in parameter reads back as.
protocol BuiltInParameterType {
    /// The value of `value`, nil if it has another type.
    init?(_ value: ParameterValue)
}

extension Float: BuiltInParameterType {
    init?(_ value: ParameterValue) {
        guard case .float(let x) = value else { return nil }
        self = x
    }
}

extension Int: BuiltInParameterType {
    init?(_ value: ParameterValue) {
        guard case .int(let x) = value else { return nil }
        self = Int(x)
    }
}

extension Bool: BuiltInParameterType {
    init?(_ value: ParameterValue) {
        guard case .bool(let x) = value else { return nil }
        self = x
    }
}

extension SIMD2: BuiltInParameterType where Scalar == Float {
    init?(_ value: ParameterValue) {
        guard case .vec2(let v) = value else { return nil }
        self = v
    }
}

extension SIMD3: BuiltInParameterType where Scalar == Float {
    init?(_ value: ParameterValue) {
        guard case .vec3(let v) = value else { return nil }
        self = v
    }
}

extension SIMD4: BuiltInParameterType where Scalar == Float {
    init?(_ value: ParameterValue) {
        guard case .vec4(let v) = value else { return nil }
        self = v
    }
}

extension Array: BuiltInParameterType where Element == Float {
    init?(_ value: ParameterValue) {
        switch value {
        case .mat3(let m), .mat4(let m): self = m
        default: return nil
        }
    }
}

extension EffectNode {
    /// Parameter `name` of built-in `effect` as `T`; `fallback` (its default) where this node is
    /// not of that effect.
    func builtInValue<T: BuiltInParameterType>(_ effect: String, _ name: String, or fallback: T) -> T {
        guard self.effect.name == effect, let value = try? value(of: name) else { return fallback }
        return T(value) ?? fallback
    }

    /// Sets parameter `name` of built-in `effect`, checked as `set(_:_:)` checks it; a refusal is
    /// recorded for the next frame to throw.
    func setBuiltIn(_ effect: String, _ name: String, _ value: some ParameterValueConvertible) {
        var reason: String?
        if self.effect.name != effect {
            reason = "it is a node of \(self.effect.name), not of \(effect)"
        } else {
            do throws(EffectError) { try set(name, value) } catch { reason = error.description }
        }
        recordRefusal(of: name, reason: reason)
    }
}
