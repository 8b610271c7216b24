import Segue

/// A parameter value as `segue list --json` writes it: numbers as numbers, booleans as booleans,
/// vectors, colours and matrices (column by column) as arrays of numbers; an image default, which has no text form, as null.
struct ParameterJSON: Encodable, Equatable {
    var value: ParameterValue

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .float(let x): try container.encode(Self.number(x))
        case .int(let x): try container.encode(x)
        case .bool(let x): try container.encode(x)
        case .vec2(let v): try container.encode(v.indices.map { Self.number(v[$0]) })
        case .vec3(let v): try container.encode(v.indices.map { Self.number(v[$0]) })
        case .vec4(let v): try container.encode(v.indices.map { Self.number(v[$0]) })
        case .ivec2(let v): try container.encode(v.indices.map { v[$0] })
        case .ivec3(let v): try container.encode(v.indices.map { v[$0] })
        case .ivec4(let v): try container.encode(v.indices.map { v[$0] })
        case .mat3(let m), .mat4(let m): try container.encode(m.map(Self.number))
        case .image: try container.encodeNil()
        }
    }

    /// The Float as its shortest decimal (0.3, not 0.30000001192092896), so JSON matches the text form.
    private static func number(_ x: Float) -> Double {
        Double(x.description) ?? Double(x)
    }
}
