import Foundation
import Segue

/// The two images every measurement uses, and their copies fitted to each output size.
///
/// Images are fitted once per size (cover, as the engine does) so that every contender, the
/// engine, raw GL, ffmpeg and the CPU loop, reads the same pixels at the output size.
struct SourceImages {
    /// The first image as loaded.
    var from: Image
    /// The second image as loaded.
    var to: Image
    /// Where they came from, for the report.
    var origin: String

    static let defaultFrom = "examples/coffee.png"
    static let defaultTo = "examples/chelsea.png"

    /// Loads `fromPath`/`toPath`, or the examples when none is given, or generated images when
    /// the examples are not there (the binary run from elsewhere).
    static func load(fromPath: String?, toPath: String?) throws -> SourceImages {
        if fromPath != nil || toPath != nil {
            let from = try Image(contentsOfFile: fromPath ?? defaultFrom)
            let to = try Image(contentsOfFile: toPath ?? defaultTo)
            return SourceImages(from: from, to: to, origin: "\(fromPath ?? defaultFrom), \(toPath ?? defaultTo)")
        }
        if FileManager.default.fileExists(atPath: defaultFrom), FileManager.default.fileExists(atPath: defaultTo) {
            return SourceImages(
                from: try Image(contentsOfFile: defaultFrom), to: try Image(contentsOfFile: defaultTo),
                origin: "\(defaultFrom), \(defaultTo)")
        }
        return SourceImages(
            from: try generated(seed: 1), to: try generated(seed: 2), origin: "generated (examples/ not found)")
    }

    /// Both images fitted to `size` by the engine (one pass-through draw each).
    func fitted(to size: FrameSize, engine: Engine) throws -> (from: Image, to: Image) {
        (try fit(from, size, engine), try fit(to, size, engine))
    }

    private func fit(_ image: Image, _ size: FrameSize, _ engine: Engine) throws -> Image {
        if image.width == size.width && image.height == size.height { return image }
        let output = FrameOutput()
        ImageSource(image) --> output
        return try engine.makeRenderer(for: output, width: size.width, height: size.height).renderImage()
    }

    /// A 640×400 test picture with gradients and detail, different for each seed.
    private static func generated(seed: Int) throws -> Image {
        let width = 640
        let height = 400
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                let checker = ((x / (8 * seed)) ^ (y / (8 * seed))) & 1
                pixels[index] = UInt8(truncatingIfNeeded: x * 255 / width)
                pixels[index + 1] = UInt8(truncatingIfNeeded: y * 255 / height)
                pixels[index + 2] = UInt8(truncatingIfNeeded: checker * 128 + seed * 60)
            }
        }
        return try Image(width: width, height: height, pixels: pixels)
    }
}
