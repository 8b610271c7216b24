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

    /// The texel under `uv` of `premultiplied` as the effect reads it (nearest).
    static func read(_ premultiplied: Image, _ uv: SIMD2<Float>) -> Color {
        straight(CPUReference.nearest(premultiplied, uv))
    }

    /// A bilinear read at `uv` of `premultiplied`, as `get…ColorLinear` gives it to the effect.
    static func readLinear(_ premultiplied: Image, _ uv: SIMD2<Float>) -> Color {
        straight(CPUReference.bilinear(premultiplied, uv))
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
        var image = pattern(width: width, height: height, seed: seed)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                var p = image[x, y]
                p.a = index % 7 == 0 ? 255 : index % 11 == 0 ? 0 : UInt8((index * 37 + Int(seed) * 19) % 256)
                image[x, y] = p
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
    static let translucent = TestPicture(image: TestImages.translucent(width: 33, height: 17), testDescription: "translucent 33x17")
    static let opaqueOdd = TestPicture(image: TestImages.pattern(width: 33, height: 17, seed: 3), testDescription: "opaque 33x17")

    /// An opaque 64×40 pattern and an odd-sized (33×17) translucent one.
    static let opaqueAndTranslucent = [opaque, translucent]
}
