import Foundation
import Segue

/// Images for tests: generated ones with structure in every direction, and copies of photos.
enum TestImages {
    /// A deterministic colourful pattern with gradients, stripes and noise, opaque.
    static func pattern(width: Int, height: Int, seed: UInt32 = 1) -> Image {
        var image = try! Image(width: width, height: height)
        var state = seed &* 2_654_435_761 &+ 12345
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let noise = UInt8(truncatingIfNeeded: state >> 24)
                let r = UInt8((x * 255) / max(1, width - 1))
                let g = UInt8((y * 255) / max(1, height - 1))
                let b = ((x / 7 + y / 5) % 2 == 0 ? 200 : 40) &+ noise / 8
                image[x, y] = RGBA(r ^ (noise & 0x0F), g, UInt8(b), 255)
            }
        }
        return image
    }

    /// A second pattern, unlike the first, for "to".
    static func otherPattern(width: Int, height: Int) -> Image {
        var image = try! Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let cx = Double(x) - Double(width) / 2
                let cy = Double(y) - Double(height) / 2
                let ring = UInt8(truncatingIfNeeded: Int((cx * cx + cy * cy).squareRoot()) * 6)
                image[x, y] = RGBA(ring, UInt8((x * 3 + y) & 0xFF), 255 &- ring, 255)
            }
        }
        return image
    }

    /// A photo from the repository's examples (a copy of the shared samples).
    static func photo(_ name: String) throws -> Image {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try Image(contentsOfFile: root.appendingPathComponent("examples/\(name)").path)
    }

    /// A photo pair (coffee, then chelsea cut to its size), and generated patterns at an odd size (333×177).
    static func transitionPairs() throws -> [(name: String, from: Image, to: Image)] {
        let coffee = try photo("coffee.png")
        let chelsea = resized(try photo("chelsea.png"), width: coffee.width, height: coffee.height)
        return [
            ("photo", coffee, chelsea),
            ("333x177", pattern(width: 333, height: 177), otherPattern(width: 333, height: 177)),
        ]
    }

    /// Crops or tiles `image` to `width`×`height` (top-left aligned), for odd sizes from photos.
    static func resized(_ image: Image, width: Int, height: Int) -> Image {
        var result = try! Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { result[x, y] = image[x % image.width, y % image.height] }
        }
        return result
    }
}
