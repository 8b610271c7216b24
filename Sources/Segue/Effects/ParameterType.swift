/// The GLSL type of an effect parameter, as a shader header declares it.
public enum ParameterType: String, Sendable, CaseIterable {
    case float, int, bool, vec2, vec3, vec4, ivec2, ivec3, ivec4
    /// A 3×3 or 4×4 matrix (GPUImage's colour matrices and 3×3 kernels), written column by
    /// column as GLSL's `mat3(…)` takes its numbers; one number is that times the identity.
    case mat3, mat4
    /// A `vec4` written as `#rgb`, `#rrggbb`, `#rrggbbaa`, `r,g,b`, `r,g,b,a` (0…1) or a CSS name.
    case color
    /// An image (a transition's extra input); not a uniform of a native effect.
    case image

    /// The type GLSL declares the uniform with.
    var glslType: String {
        switch self {
        case .color: return "vec4"
        case .image: return "sampler2D"
        default: return rawValue
        }
    }

    /// How a value of this type is written, for error messages.
    var expectedForm: String {
        switch self {
        case .float: return "a number"
        case .int: return "an integer"
        case .bool: return "true or false"
        case .vec2: return "two numbers as x,y"
        case .vec3: return "three numbers as x,y,z"
        case .vec4: return "four numbers as x,y,z,w"
        case .ivec2: return "two integers as x,y"
        case .ivec3: return "three integers as x,y,z"
        case .ivec4: return "four integers as x,y,z,w"
        case .mat3: return "nine numbers, column by column (1,0,0,0,1,0,0,0,1 is the identity), or one for a diagonal"
        case .mat4: return "sixteen numbers, column by column, or one for a diagonal"
        case .color: return "a colour as #rgb, #rrggbb, #rrggbbaa, r,g,b or r,g,b,a (0 to 1), or a name such as black"
        case .image: return "an image file (PNG or JPEG)"
        }
    }

    /// The value a parameter has when its declaration gives none (GLSL's zero).
    var zero: ParameterValue {
        switch self {
        case .float: return .float(0)
        case .int: return .int(0)
        case .bool: return .bool(false)
        case .vec2: return .vec2(.zero)
        case .vec3: return .vec3(.zero)
        case .vec4, .color: return .vec4(.zero)
        case .ivec2: return .ivec2(.zero)
        case .ivec3: return .ivec3(.zero)
        case .ivec4: return .ivec4(.zero)
        case .mat3: return .mat3(Array(repeating: 0, count: 9))
        case .mat4: return .mat4(Array(repeating: 0, count: 16))
        case .image: return .image(.transparentPixel)
        }
    }

    /// Parses a value written as the CLI and shader headers write it, or nil if it is not one
    /// (an image is a file to read, which the caller does).
    public func parse(_ text: String) -> ParameterValue? {
        let text = text.trimmingCharacters(in: .whitespaces)
        switch self {
        case .float: return Float(Self.decimal(text)).flatMap { $0.isFinite ? .float($0) : nil }
        case .int: return Int32(text).map(ParameterValue.int)
        case .bool:
            switch text.lowercased() {
            case "true", "1", "yes": return .bool(true)
            case "false", "0", "no": return .bool(false)
            default: return nil
            }
        case .vec2, .vec3, .vec4:
            guard let v = Self.components(text, Float.init), v.allSatisfy(\.isFinite) else { return nil }
            switch self {
            case .vec2: return Self.vector(v).map(ParameterValue.vec2)
            case .vec3: return Self.vector(v).map(ParameterValue.vec3)
            default: return Self.vector(v).map(ParameterValue.vec4)
            }
        case .ivec2, .ivec3, .ivec4:
            guard let v = Self.components(text, Int32.init) else { return nil }
            switch self {
            case .ivec2: return Self.vector(v).map(ParameterValue.ivec2)
            case .ivec3: return Self.vector(v).map(ParameterValue.ivec3)
            default: return Self.vector(v).map(ParameterValue.ivec4)
            }
        case .mat3, .mat4:
            let size = self == .mat3 ? 3 : 4
            guard let v = Self.components(text, Float.init), v.allSatisfy(\.isFinite) else { return nil }
            let elements: [Float]
            switch v.count {
            // GLSL's mat3(x): x on the diagonal.
            case 1: elements = (0..<size * size).map { $0 % (size + 1) == 0 ? v[0] : 0 }
            case size * size: elements = v
            default: return nil
            }
            return self == .mat3 ? .mat3(elements) : .mat4(elements)
        case .color:
            return Self.color(text).map(ParameterValue.vec4)
        case .image:
            return nil
        }
    }
}

extension ParameterType {
    /// A vector of `components`: one number fills every component, as GLSL's `vec3(x)` does;
    /// otherwise there must be one number per component.
    fileprivate static func vector<Vector: SIMD>(_ components: [Vector.Scalar]) -> Vector? {
        switch components.count {
        case 1: return Vector(repeating: components[0])
        case Vector.scalarCount: return Vector(components)
        default: return nil
        }
    }

    /// A GLSL number as Swift reads numbers: `.6` → `0.6`, `0.` → `0.0`, `1.0f` → `1.0`.
    fileprivate static func decimal(_ text: String) -> String {
        var text = Substring(text)
        if text.count > 1, text.last == "f" || text.last == "F",
            text.dropLast().last?.isNumber == true || text.dropLast().last == "."
        {
            text = text.dropLast()
        }
        var sign = ""
        if text.first == "-" || text.first == "+" { sign = String(text.removeFirst()) }
        if text.first == "." { text = "0" + text }
        if text.last == "." { text = text + "0" }
        return sign + text
    }

    /// The numbers of `x,y,z` or `vec3(x, y, z)` (a GLSL constructor, as gl-transitions writes
    /// defaults), or nil if one is not a number.
    fileprivate static func components<T>(_ text: String, _ parse: (String) -> T?) -> [T]? {
        var inner = Substring(text)
        if let open = inner.firstIndex(of: "("), inner.hasSuffix(")") {
            inner = inner[inner.index(after: open)..<inner.index(before: inner.endIndex)]
        }
        let parts = inner.split(separator: ",").map { parse(decimal($0.trimmingCharacters(in: .whitespaces))) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.map { $0! }
    }
}

extension ParameterType {
    /// A colour from hex, 0…1 components or a CSS name, as straight RGBA in 0…1.
    fileprivate static func color(_ text: String) -> SIMD4<Float>? {
        if text.hasPrefix("#") { return hexColor(text.dropFirst()) }
        if let named = cssColors[text.lowercased()] { return hexColor(Substring(named)) }
        guard let v = components(text, Float.init), v.count == 3 || v.count == 4,
            v.allSatisfy({ (0...1).contains($0) })
        else { return nil }
        return SIMD4(v[0], v[1], v[2], v.count == 4 ? v[3] : 1)
    }

    /// `rgb`, `rrggbb` or `rrggbbaa`; a short form repeats each digit, as CSS does.
    private static func hexColor(_ digits: Substring) -> SIMD4<Float>? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3: expanded = digits.map { "\($0)\($0)" }.joined() + "ff"
        case 6: expanded = String(digits) + "ff"
        case 8: expanded = String(digits)
        default: return nil
        }
        guard let rgba = UInt32(expanded, radix: 16) else { return nil }
        func channel(_ shift: UInt32) -> Float { Float((rgba >> shift) & 0xFF) / 255 }
        return SIMD4(channel(24), channel(16), channel(8), channel(0))
    }

    /// CSS's 16 basic colours and a few everyday names, as hex digits.
    private static let cssColors: [String: String] = [
        "black": "000000", "silver": "c0c0c0", "gray": "808080", "grey": "808080", "white": "ffffff",
        "maroon": "800000", "red": "ff0000", "purple": "800080", "fuchsia": "ff00ff", "magenta": "ff00ff",
        "green": "008000", "lime": "00ff00", "olive": "808000", "yellow": "ffff00", "navy": "000080",
        "blue": "0000ff", "teal": "008080", "aqua": "00ffff", "cyan": "00ffff", "orange": "ffa500",
        "transparent": "00000000",
    ]
}
