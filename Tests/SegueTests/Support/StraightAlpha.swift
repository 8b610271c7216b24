import Foundation
import Segue
import Testing

/// What a `@alpha straight` effect sees and gives, on the CPU: the engine uploads colour
/// premultiplied in 8 bits, divides alpha out before the effect (`segue_unpremultiply`), clamps
/// the effect's result and writes it straight again. A reference for a straight effect on a
/// translucent image must read and write through the same steps to compare to rounding.
enum StraightAlpha {
    typealias Color = CPUReference.Color

    /// `image` premultiplied as the upload stores it: each colour channel times alpha / 255, rounded.
    static func premultiplied(_ image: Image) -> Image {
        var result = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                func times(_ c: UInt8) -> UInt8 { UInt8((Double(c) * Double(p.a) / 255).rounded()) }
                result[x, y] = RGBA(times(p.r), times(p.g), times(p.b), p.a)
            }
        }
        return result
    }

    /// A premultiplied colour as the effect receives it: colour divided by alpha (at most 1),
    /// or nothing at all where alpha is 0.
    static func straight(_ c: Color) -> Color {
        let c = clamp01(c)
        guard c.w > 0 else { return Color(repeating: 0) }
        return Color(min(c.x / c.w, 1), min(c.y / c.w, 1), min(c.z / c.w, 1), c.w)
    }

    /// An uploaded image as a straight effect reads it, every channel moved by `nudge` (and kept in 0…1).
    ///
    /// References are drawn with a small nudge either way besides none: a pixel whose result
    /// flips under a nudge of 1e-5 (far below 8-bit steps) lies on a threshold, a rounding tie
    /// or a comparison, where the GPU's float rounding may go either way.
    struct Input {
        var premultiplied: Image
        var nudge: Float = 0
        /// A colour read everywhere instead of the image: the result of the effect before,
        /// when references are chained in float as the planner fuses effects.
        var constant: Color?

        init(premultiplied: Image, nudge: Float = 0) {
            self.premultiplied = premultiplied
            self.nudge = nudge
        }

        init(constant: Color) {
            premultiplied = try! Image(width: 1, height: 1)
            self.constant = constant
        }

        /// The texel under `uv` (nearest), as `get…Color` gives it.
        func read(_ uv: SIMD2<Float>) -> Color {
            if let constant { return constant }
            return StraightAlpha.clamp01(StraightAlpha.straight(CPUReference.nearest(premultiplied, uv)) + nudge)
        }

        /// A bilinear read at `uv` as a premultiplied effect sees it (a blur sums these).
        func readLinearPremultiplied(_ uv: SIMD2<Float>) -> Color {
            CPUReference.bilinear(premultiplied, uv)
        }

        /// A bilinear read at `uv`, as `get…ColorLinear` gives it.
        func readLinear(_ uv: SIMD2<Float>) -> Color {
            if let constant { return constant }
            return StraightAlpha.clamp01(StraightAlpha.straight(CPUReference.bilinear(premultiplied, uv)) + nudge)
        }
    }

    /// The nudges references are drawn with (see `Input`).
    static let nudges: [Float] = [0, 1e-5, -1e-5]

    /// Per pixel, the reference of `references` closest to `gpu` (see `Input`).
    static func closest(to gpu: Image, among references: [Image]) -> Image {
        var result = references[0]
        for y in 0..<gpu.height {
            for x in 0..<gpu.width {
                let g = gpu[x, y]
                func distance(_ r: RGBA) -> Int {
                    max(
                        abs(Int(r.r) - Int(g.r)), abs(Int(r.g) - Int(g.g)), abs(Int(r.b) - Int(g.b)),
                        abs(Int(r.a) - Int(g.a)))
                }
                result[x, y] = references.map { $0[x, y] }.min { distance($0) < distance($1) }!
            }
        }
        return result
    }

    /// What the final write stores for the effect's result: clamped, and nothing where alpha is 0.
    static func written(_ c: Color) -> Color {
        let c = clamp01(c)
        return c.w > 0 ? c : Color(repeating: 0)
    }

    /// What `image` shows when composited: colour premultiplied by alpha. A translucent
    /// result is compared this way, because its straight colour under a low alpha is float
    /// noise magnified (alpha 0.5/255 rounds to 0 or 1 and takes a whole colour with it)
    /// that shows, if at all, by that alpha.
    static func visible(_ image: Image) -> Image {
        premultiplied(image)
    }

    static func clamp01(_ c: Color) -> Color {
        Color(min(max(c.x, 0), 1), min(max(c.y, 0), 1), min(max(c.z, 0), 1), min(max(c.w, 0), 1))
    }
}

extension TestImages {
    /// `pattern` with alpha running over every value from 0 to 255 across the image, opaque
    /// and fully transparent pixels included.
    static func translucent(width: Int, height: Int, seed: UInt32 = 1) -> Image {
        withAlpha(pattern(width: width, height: height, seed: seed), seed: Int(seed))
    }

    /// `image` with the alpha pattern of `translucent`, shifted by `seed`.
    static func withAlpha(_ image: Image, seed: Int) -> Image {
        var image = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = y * image.width + x
                image[x, y].a =
                    (index + seed) % 7 == 0 ? 255 : (index + seed) % 11 == 0 ? 0 : UInt8((index * 37 + seed * 19) % 256)
            }
        }
        return image
    }
}

/// A generated image as a test argument, named by its size and kind rather than its pixels.
struct TestPicture: CustomTestStringConvertible, Sendable {
    var image: Image
    var testDescription: String

    static let opaque = TestPicture(image: TestImages.pattern(width: 64, height: 40), testDescription: "opaque 64x40")
    static let translucent = TestPicture(
        image: TestImages.translucent(width: 33, height: 17), testDescription: "translucent 33x17")
    static let opaqueOdd = TestPicture(
        image: TestImages.pattern(width: 33, height: 17, seed: 3), testDescription: "opaque 33x17")

    /// An opaque 64×40 pattern and an odd-sized (33×17) translucent one.
    static let opaqueAndTranslucent = [opaque, translucent]

    /// An opaque odd-sized (333×177) pattern, seeded apart from `opaque`'s.
    static let pattern333x177 = TestPicture(
        image: TestImages.pattern(width: 333, height: 177, seed: 5), testDescription: "pattern 333x177")

    /// The coffee photo cut to `width`×`height`.
    static func photo(width: Int, height: Int) -> TestPicture {
        TestPicture(
            image: TestImages.resized(try! TestImages.photo("coffee.png"), width: width, height: height),
            testDescription: "photo \(width)x\(height)")
    }
}
