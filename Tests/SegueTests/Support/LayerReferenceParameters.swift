@testable import Segue

/// Declared parameters for the reference's own tests (EffectParameter's initialiser is internal).
enum EffectParameterForTests {
    static func vec4(_ name: String, _ value: SIMD4<Float>) -> EffectParameter {
        EffectParameter(name: name, type: .vec4, defaultValue: .vec4(value), range: nil, summary: "")
    }
}
