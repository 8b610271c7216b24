import Foundation
import Segue
import Testing

/// Histograms and averages reduced on the GPU against counts made on the CPU: every level of
/// every channel exact, at an odd size, on a photo, with alpha, and sampling every Nth pixel.
@Suite(.requiresGPU)
struct HistogramTests {
    /// The CPU's histogram of `image`, counting every `step`-th pixel in reading order.
    static func reference(_ image: Image, step: Int = 1) -> Histogram {
        var channels = [[Int]](repeating: [Int](repeating: 0, count: 256), count: 5)
        for index in stride(from: 0, to: image.width * image.height, by: step) {
            let pixel = image[index % image.width, index / image.width]
            let levels = [pixel.r, pixel.g, pixel.b, pixel.a].map(Int.init)
            for channel in 0..<4 { channels[channel][levels[channel]] += 1 }
            // As the kernel computes it: single-precision luminance of the levels, rounded.
            let luminance =
                Float(levels[0]) / 255 * 0.2125 + Float(levels[1]) / 255 * 0.7154 + Float(levels[2]) / 255 * 0.0721
            channels[4][Int((luminance * 255 + 0.5).rounded(.down))] += 1
        }
        return Histogram(
            red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3], luminance: channels[4])
    }

    /// Pixels that would have to move one level for `a` to become `b` (luminance may round the
    /// other way where the GPU's float arithmetic differs from the CPU's in the last bit).
    static func moved(_ a: [Int], _ b: [Int]) -> Int {
        var carried = 0
        var total = 0
        for level in 0..<256 {
            carried += a[level] - b[level]
            total += abs(carried)
        }
        return total
    }

    static func largestDifference(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double {
        let d = a - b
        return [d.x, d.y, d.z, d.w].map(abs).max()!
    }

    static func translucent(width: Int, height: Int) -> Image {
        var image = TestImages.pattern(width: width, height: height, seed: 7)
        for y in 0..<height { for x in 0..<width { image[x, y].a = UInt8((x * 7 + y * 3) % 256) } }
        return image
    }

    @Test(arguments: [(333, 177), (1920, 1080), (1, 1)])
    func everyLevelIsCounted(width: Int, height: Int) throws {
        let engine = try TestEngine.engine()
        let image = Self.translucent(width: width, height: height)
        let histogram = try engine.histogram(of: image)
        let expected = Self.reference(image)
        #expect(histogram.pixelCount == width * height)
        #expect(histogram.red == expected.red)
        #expect(histogram.green == expected.green)
        #expect(histogram.blue == expected.blue)
        #expect(histogram.alpha == expected.alpha)
        #expect(histogram.luminance.reduce(0, +) == width * height)
        #expect(Self.moved(histogram.luminance, expected.luminance) <= max(1, width * height / 1000))
    }

    @Test func aPhotoAndEveryNthPixel() throws {
        let engine = try TestEngine.engine()
        let photo = try TestImages.photo("coffee.png")
        for step in [1, 16, 7] {
            let histogram = try engine.histogram(of: photo, downsamplingFactor: step)
            let expected = Self.reference(photo, step: step)
            #expect(histogram.pixelCount == (photo.width * photo.height + step - 1) / step, "step \(step)")
            #expect(
                histogram.red == expected.red && histogram.green == expected.green && histogram.blue == expected.blue,
                "step \(step)")
        }
    }

    @Test func averagesAreExactMeans() throws {
        let engine = try TestEngine.engine()
        let image = Self.translucent(width: 333, height: 177)
        var sums = SIMD4<Double>(repeating: 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                sums += SIMD4(Double(p.r), Double(p.g), Double(p.b), Double(p.a)) / 255
            }
        }
        let mean = sums / Double(image.width * image.height)
        let average = try engine.averageColor(of: image)
        #expect(Self.largestDifference(average, mean) < 1e-9, "\(average) for \(mean)")
        let luminance = try engine.averageLuminance(of: image)
        #expect(abs(luminance - (mean.x * 0.2125 + mean.y * 0.7154 + mean.z * 0.0721)) < 1e-9)
        // A solid colour's averages are its own.
        var solid = try Image(width: 17, height: 5)
        for y in 0..<5 { for x in 0..<17 { solid[x, y] = RGBA(51, 102, 204, 255) } }
        #expect(Self.largestDifference(try engine.averageColor(of: solid), SIMD4(0.2, 0.4, 0.8, 1)) < 1e-12)
    }
}

/// The histogram drawn as an image: a column a level, each channel's bar in its own colour.
struct HistogramImageTests {
    @Test func barsRiseFromTheBottomInTheirChannelsColours() throws {
        var red = [Int](repeating: 0, count: 256)
        var green = red
        var blue = red
        red[10] = 100
        green[10] = 50
        blue[200] = 25
        let histogram = Histogram(red: red, green: green, blue: blue, alpha: red, luminance: red)
        let image = try histogram.image(height: 100)
        #expect(image.width == 256 && image.height == 100)
        #expect(image[10, 99] == RGBA(255, 255, 0, 255))  // red and green at the bottom
        #expect(image[10, 40] == RGBA(255, 0, 0, 255))  // above green's half, red alone
        #expect(image[10, 0] == RGBA(255, 0, 0, 255))  // the tallest bar fills the column
        #expect(image[200, 99] == RGBA(0, 0, 255, 255) && image[200, 74] == RGBA(0, 0, 0, 255))
        #expect(image[11, 99] == RGBA(0, 0, 0, 255))
    }
}
