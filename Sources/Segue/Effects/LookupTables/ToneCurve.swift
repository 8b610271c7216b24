/// Tone curves as GPUImage's ToneCurveFilter takes them: control points (input, output) from 0
/// to 1 per channel and for all three (`rgbComposite`, applied after the channel's own curve).
public struct ToneCurve: Sendable, Equatable {
    /// The identity curve GPUImage starts each channel with.
    public static let identity: [SIMD2<Float>] = [SIMD2(0, 0), SIMD2(0.5, 0.5), SIMD2(1, 1)]

    // Read-only once made: the initialiser checks the points, and the spline divides by the
    // distance between neighbouring inputs.
    /// The red channel's control points, (input, output).
    public private(set) var red: [SIMD2<Float>]
    /// The green channel's control points, (input, output).
    public private(set) var green: [SIMD2<Float>]
    /// The blue channel's control points, (input, output).
    public private(set) var blue: [SIMD2<Float>]
    /// The control points applied to all three channels after their own curves.
    public private(set) var rgbComposite: [SIMD2<Float>]

    /// Curves through the given points (any order); each needs two points or more, inside
    /// 0…1, no two at the same input.
    public init(
        red: [SIMD2<Float>] = identity, green: [SIMD2<Float>] = identity, blue: [SIMD2<Float>] = identity,
        rgbComposite: [SIMD2<Float>] = identity
    ) throws(EffectError) {
        for (name, points) in [
            ("redControlPoints", red), ("greenControlPoints", green), ("blueControlPoints", blue),
            ("rgbCompositeControlPoints", rgbComposite),
        ] {
            if let problem = Self.problem(with: points) {
                throw .invalidParameterValue(
                    effect: "ToneCurveFilter", name: name,
                    value: points.map { "(\($0.x), \($0.y))" }.joined(separator: " "), expected: problem)
            }
        }
        self.red = red
        self.green = green
        self.blue = blue
        self.rgbComposite = rgbComposite
    }

    /// What is wrong with a curve's points, or nil.
    static func problem(with points: [SIMD2<Float>]) -> String? {
        guard points.count >= 2 else { return "two points or more" }
        guard points.allSatisfy({ $0.x >= 0 && $0.x <= 1 && $0.y >= 0 && $0.y <= 1 }) else {
            return "points inside 0...1"
        }
        let inputs = points.map { ($0.x * 255).rounded() }
        guard Set(inputs).count == inputs.count else { return "no two points at the same input level" }
        return nil
    }

    /// What each of the 256 levels becomes, per channel (red, green, blue): the channel's curve,
    /// then the composite one, as GPUImage composes them.
    public func levels() -> [SIMD3<UInt8>] {
        let composite = ToneCurveSpline.levels(through: rgbComposite)
        let channels = [red, green, blue].map(ToneCurveSpline.levels(through:))
        return (0..<256).map { level in
            SIMD3(
                composite[Int(channels[0][level])], composite[Int(channels[1][level])],
                composite[Int(channels[2][level])])
        }
    }

    /// The 256×1 row ToneCurveFilter reads: texel i holds what level i becomes.
    func tableImage() -> Image {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(256 * 4)
        for level in levels() { pixels += [level.x, level.y, level.z, 255] }
        do throws(ImageError) {
            return try Image(width: 256, height: 1, pixels: pixels)
        } catch {
            preconditionFailure("a 256x1 table was refused: \(error)")  // the size is fixed here
        }
    }
}
