import Foundation
import Segue

/// CPU references for GPUImage's distortions, from its published formulas. GPUImage works in
/// texture coordinates from the top-left corner, so each reference turns the pixel's `uv` into
/// them, finds where GPUImage samples, and reads the input there, filtered, as `texture2D` does.
enum DistortionReference {
    typealias Color = CPUReference.Color
    typealias Point = SIMD2<Float>

    static func fromTop(_ uv: Point) -> Point { Point(uv.x, 1 - uv.y) }
    static func length(_ v: Point) -> Float { (v * v).sum().squareRoot() }
    static func point(_ text: String?, _ fallback: Point) -> Point {
        guard let text else { return fallback }
        let v = text.split(separator: ",").map { Float($0)! }
        return Point(v[0], v[1])
    }

    /// The reference of distortion `name` for an output of `width`×`height`.
    static func transform(
        _ name: String, _ p: [String: String], width: Int, height: Int
    ) -> (StraightAlpha.Input, Point) -> Color {
        func number(_ key: String, _ fallback: Float) -> Float { p[key].map { Float($0)! } ?? fallback }
        let center = point(p["center"], Point(0.5, 0.5))
        let aspect = Float(height) / Float(width)  // GPUImage's aspectRatio
        /// Reads at texture coordinate `t` (from the top).
        func sample(_ input: StraightAlpha.Input, _ t: Point) -> Color { input.readLinear(fromTop(t)) }
        switch name {
        case "SwirlDistortion":
            let radius = number("radius", 0.5)
            let angle = number("angle", 1)
            return { input, uv in
                var t = fromTop(uv)
                let d = length(t - center)
                if d < radius {
                    // Turn the offset by theta (GPUImage's rows (c, -s) and (s, c)).
                    let theta = pow((radius - d) / radius, 2) * angle * 8
                    let o = t - center
                    t = Point(o.x * cos(theta) - o.y * sin(theta), o.x * sin(theta) + o.y * cos(theta)) + center
                }
                return sample(input, t)
            }
        case "BulgeDistortion":
            let radius = number("radius", 0.25)
            let scale = number("scale", 0.5)
            return { input, uv in
                var t = fromTop(uv)
                let d = length(Point(t.x, (t.y - center.y) * aspect + center.y) - center)
                if d < radius {
                    let percent = 1 - (radius - d) / radius * scale
                    t = (t - center) * percent * percent + center
                }
                return sample(input, t)
            }
        case "PinchDistortion":
            let radius = number("radius", 1)
            let scale = number("scale", 1)
            return { input, uv in
                var t = fromTop(uv)
                let d = length(Point(t.x, t.y * aspect + 0.5 - 0.5 * aspect) - center)
                if d < radius { t = (t - center) * (1 + (0.5 - d) / 0.5 * scale) + center }
                return sample(input, t)
            }
        case "StretchDistortion":
            return { input, uv in
                let c = 2 * center - 1
                var n = 2 * fromTop(uv) - 1 - c
                for i in 0..<2 {
                    let a = abs(n[i])
                    n[i] =
                        (n[i] < 0 ? -1 : n[i] > 0 ? 1 : 0)
                        * (0.5 * a + 0.5 * ColourReference.smoothstep(0.25, 0.5, a) * a)
                }
                return sample(input, (n + c) / 2 + 0.5)
            }
        case "SphereRefraction", "GlassSphereRefraction":
            let radius = number("radius", 0.25)
            let eta = number("refractiveIndex", 0.71)
            let glass = name == "GlassSphereRefraction"
            return { input, uv in
                let t = fromTop(uv)
                let q = Point(t.x, t.y * aspect + 0.5 - 0.5 * aspect)
                let d = length(q - center)
                guard d <= radius else { return Color(repeating: 0) }
                let depth = radius * (1 - (d / radius) * (d / radius)).squareRoot()
                let normal = normalize(SIMD3(q.x - center.x, q.y - center.y, depth))
                var refracted = refract(SIMD3(0, 0, -1), normal, eta)
                if glass { refracted = -2 * refracted }
                let seen = sample(input, (Point(refracted.x, refracted.y) + 1) * 0.5)
                guard glass else { return seen }
                var colour = SIMD3(seen.x, seen.y, seen.z)
                colour += 2.5 * (1 - pow(min(max(normal.z, 0), 1), 0.25))
                colour += 0.8 * pow(min(max((normalize(SIMD3<Float>(-0.5, 0.5, 1)) * normal).sum(), 0), 1), 15)
                return Color(colour.x, colour.y, colour.z, 1)
            }
        case "ZoomBlur", "MotionBlur":
            // GPUImage's nine taps: the centre and four each way, weights summing to 1, read
            // filtered and summed premultiplied, as a blur of premultiplied texels is.
            let weights: [Float] = [0.18, 0.15, 0.12, 0.09, 0.05]
            let zoom = name == "ZoomBlur"
            let zoomCenter = point(p["blurCenter"], Point(0.5, 0.5))
            let zoomSize = number("blurSize", 1)
            let degrees = number("blurAngle", 0) * .pi / 180
            let motionSize = number("blurSize", 2.5)
            // The motion step in GPUImage's coordinates: units of the texel width, x also times height / width.
            let motionStep = Point(motionSize * cos(degrees) * aspect, motionSize * sin(degrees)) / Float(width)
            return { input, uv in
                let t = fromTop(uv)
                let step = zoom ? 0.01 * (zoomCenter - t) * zoomSize : motionStep
                var sum = input.readLinearPremultiplied(uv) * weights[0]
                for i in 1..<5 {
                    sum +=
                        (input.readLinearPremultiplied(fromTop(t + Float(i) * step))
                            + input.readLinearPremultiplied(fromTop(t - Float(i) * step))) * weights[i]
                }
                return StraightAlpha.straight(sum)
            }
        default:
            fatalError("no distortion reference for \(name)")
        }
    }

    static func normalize(_ v: SIMD3<Float>) -> SIMD3<Float> { v / (v * v).sum().squareRoot() }

    /// GLSL's refract: the direction of `incident` through a surface of `normal` with index ratio `eta`.
    static func refract(_ incident: SIMD3<Float>, _ normal: SIMD3<Float>, _ eta: Float) -> SIMD3<Float> {
        let cosine = (normal * incident).sum()
        let k = 1 - eta * eta * (1 - cosine * cosine)
        return k < 0 ? SIMD3(repeating: 0) : eta * incident - (eta * cosine + k.squareRoot()) * normal
    }
}
