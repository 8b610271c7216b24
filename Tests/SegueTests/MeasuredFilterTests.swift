import Foundation
import Segue
import Testing

/// Filters that measure their input on the GPU before drawing (HistogramEqualization's table,
/// AverageLuminanceThreshold's average) against CPU references that count and map on their own.
@Suite(.requiresGPU)
struct MeasuredFilterTests {
    static func pictures() throws -> [Image] {
        [
            TestImages.pattern(width: 333, height: 177, seed: 3),
            TestImages.resized(try TestImages.photo("coffee.png"), width: 400, height: 300),
        ]
    }

    /// `name` over `image`, measured from the image as `segue apply` measures it.
    static func render(_ name: String, _ parameters: [String: String], _ image: Image) throws -> Image {
        let engine = try TestEngine.engine()
        let node = EffectNode(try engine.library.effect(named: name))
        for (key, value) in parameters { try node.set(key, parsing: value) }
        #expect(try engine.measure(node, from: image))
        let output = FrameOutput()
        ImageSource(image) --> node --> output
        return try engine.makeRenderer(for: output, width: image.width, height: image.height).renderImage()
    }

    static func luminanceLevel(_ p: RGBA) -> Int {
        let l = Float(p.r) / 255 * 0.2125 + Float(p.g) / 255 * 0.7154 + Float(p.b) / 255 * 0.0721
        return Int((l * 255 + 0.5).rounded(.down))
    }

    /// Classic equalisation of one channel's levels: the lowest level present to 0, the highest to 255.
    static func equalization(_ levels: [Int]) -> [Double] {
        var counts = [Int](repeating: 0, count: 256)
        for level in levels { counts[level] += 1 }
        var cumulative = [Int](repeating: 0, count: 256)
        var sum = 0
        for level in 0..<256 {
            sum += counts[level]
            cumulative[level] = sum
        }
        let lowest = cumulative.first { $0 > 0 }!
        return cumulative.map { (255 * Double(max($0 - lowest, 0)) / Double(sum - lowest)).rounded() / 255 }
    }

    @Test(arguments: [0, 4, 2])
    func histogramEqualizationMatchesItsReference(type: Int) throws {
        for image in try Self.pictures() {
            let pixels = (0..<(image.width * image.height)).map { image[$0 % image.width, $0 / image.width] }
            let maps = [
                pixels.map { Int($0.r) }, pixels.map { Int($0.g) }, pixels.map { Int($0.b) },
                pixels.map(Self.luminanceLevel),
            ].map(Self.equalization)
            var expected = try Image(width: image.width, height: image.height)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image[x, y]
                    let c = [p.r, p.g, p.b].map { Double($0) / 255 }
                    var out = c
                    switch type {
                    case 4:
                        let l = c[0] * 0.2125 + c[1] * 0.7154 + c[2] * 0.0721
                        let delta = maps[3][Self.luminanceLevel(p)] - l
                        out = c.map { min(max($0 + delta, 0), 1) }
                    case 0: out = [maps[0][Int(p.r)], maps[1][Int(p.g)], maps[2][Int(p.b)]]
                    default: out[type - 1] = maps[type - 1][Int([p.r, p.g, p.b][type - 1])]
                    }
                    expected[x, y] = RGBA(
                        UInt8((out[0] * 255).rounded()), UInt8((out[1] * 255).rounded()),
                        UInt8((out[2] * 255).rounded()), 255)
                }
            }
            let gpu = try Self.render("HistogramEqualization", ["type": "\(type)"], image)
            let comparison = ImageComparison(gpu, expected)
            #expect(comparison.meetsReferenceTolerance, "type \(type) on \(image.width)x\(image.height): \(comparison)")
        }
    }

    @Test(arguments: [1.0, 0.8])
    func averageLuminanceThresholdUsesTheImagesOwnAverage(multiplier: Double) throws {
        for image in try Self.pictures() {
            var sum = 0.0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image[x, y]
                    sum += (Double(p.r) * 0.2125 + Double(p.g) * 0.7154 + Double(p.b) * 0.0721) / 255
                }
            }
            let threshold = sum / Double(image.width * image.height) * multiplier
            let gpu = try Self.render("AverageLuminanceThreshold", ["thresholdMultiplier": "\(multiplier)"], image)
            var differing = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image[x, y]
                    let l = (Double(p.r) * 0.2125 + Double(p.g) * 0.7154 + Double(p.b) * 0.0721) / 255
                    let white: UInt8 = l >= threshold ? 255 : 0
                    if gpu[x, y] != RGBA(white, white, white, 255) { differing += 1 }
                }
            }
            // Pixels within float rounding of the threshold may fall either side.
            #expect(
                differing <= image.width * image.height / 1000,
                "×\(multiplier) on \(image.width)x\(image.height): \(differing) pixels")
        }
    }

    @Test func aFilterThatMeasuresNothingIsLeftAsItIs() throws {
        let engine = try TestEngine.engine()
        let node = EffectNode(try engine.library.effect(named: "SepiaToneFilter"))
        #expect(try !engine.measure(node, from: TestImages.pattern(width: 8, height: 8)))
    }
}
