/// A typed value for a parameter of an effect or a transition.
///
/// Values are checked against the parameter's type and range when they are set; text is
/// parsed into a value only at the edge (`ParameterType.parse`, used by the CLI).
public enum ParameterValue: Sendable, Equatable {
    case float(Float)
    case int(Int32)
    case bool(Bool)
    case vec2(SIMD2<Float>)
    case vec3(SIMD3<Float>)
    case vec4(SIMD4<Float>)
    case ivec2(SIMD2<Int32>)
    case ivec3(SIMD3<Int32>)
    case ivec4(SIMD4<Int32>)
    /// A `mat3`: nine numbers, column by column, as GLSL's `mat3(…)` takes them.
    case mat3([Float])
    /// A `mat4`: sixteen numbers, column by column.
    case mat4([Float])
    /// An image a transition reads besides "from" and "to" (a gl-transitions `uniform sampler2D`).
    case image(Image)

    /// A colour from 0…1 components, straight alpha; what a `color` parameter holds.
    public static func color(red: Float, green: Float, blue: Float, alpha: Float = 1) -> ParameterValue {
        .vec4(SIMD4(red, green, blue, alpha))
    }

    /// The value as a number, for range checks.
    var scalar: Double? {
        switch self {
        case .float(let x): return Double(x)
        case .int(let x): return Double(x)
        default: return nil
        }
    }

    /// The numbers of a two-number value (`vec2`, `ivec2`), for sizes; empty for others.
    var components: [Double] {
        switch self {
        case .vec2(let v): return [Double(v.x), Double(v.y)]
        case .ivec2(let v): return [Double(v.x), Double(v.y)]
        default: return []
        }
    }

    /// Whether the value can be stored in a parameter of `type`.
    func fits(_ type: ParameterType) -> Bool {
        switch (type, self) {
        case (.float, .float), (.int, .int), (.bool, .bool), (.vec2, .vec2), (.vec3, .vec3), (.vec4, .vec4),
            (.color, .vec4),
            (.ivec2, .ivec2), (.ivec3, .ivec3), (.ivec4, .ivec4), (.image, .image):
            return true
        case (.mat3, .mat3(let m)): return m.count == 9
        case (.mat4, .mat4(let m)): return m.count == 16
        default:
            return false
        }
    }

    /// The value as the CLI and shader headers write it: `0.5`, `true`, `1,0`.
    public var text: String {
        func join<V: SIMD>(_ v: V) -> String where V.Scalar: CustomStringConvertible {
            v.indices.map { v[$0].description }.joined(separator: ",")
        }
        switch self {
        case .float(let x): return "\(x)"
        case .int(let x): return "\(x)"
        case .bool(let x): return "\(x)"
        case .vec2(let v): return join(v)
        case .vec3(let v): return join(v)
        case .vec4(let v): return join(v)
        case .ivec2(let v): return join(v)
        case .ivec3(let v): return join(v)
        case .ivec4(let v): return join(v)
        case .mat3(let m), .mat4(let m): return m.map(\.description).joined(separator: ",")
        case .image(let image): return "<\(image.width)x\(image.height) image>"
        }
    }
}

/// A Swift value that converts to a `ParameterValue`, so that `set("smooth", true)` reads naturally.
public protocol ParameterValueConvertible {
    /// The value as a parameter value.
    var parameterValue: ParameterValue { get }
}

extension ParameterValue: ParameterValueConvertible {
    public var parameterValue: ParameterValue { self }
}

extension Float: ParameterValueConvertible {
    public var parameterValue: ParameterValue { .float(self) }
}

extension Double: ParameterValueConvertible {
    public var parameterValue: ParameterValue { .float(Float(self)) }
}

extension Int32: ParameterValueConvertible {
    public var parameterValue: ParameterValue { .int(self) }
}

extension Bool: ParameterValueConvertible {
    public var parameterValue: ParameterValue { .bool(self) }
}

extension SIMD2: ParameterValueConvertible where Scalar == Float {
    public var parameterValue: ParameterValue { .vec2(self) }
}

extension SIMD3: ParameterValueConvertible where Scalar == Float {
    public var parameterValue: ParameterValue { .vec3(self) }
}

extension SIMD4: ParameterValueConvertible where Scalar == Float {
    public var parameterValue: ParameterValue { .vec4(self) }
}

extension Image: ParameterValueConvertible {
    public var parameterValue: ParameterValue { .image(self) }
}
