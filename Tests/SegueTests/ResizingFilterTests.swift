import Foundation
import Testing

@testable import Segue

/// The operations that change the image's size, Crop and LanczosResampling, against CPU
/// references on odd sizes; how sizes flow through a graph (`@size`) and what the planner does
/// with them.
@Suite(.requiresGPU)
struct ResizingFilterTests {
    /// Renders `chain` (effect names and parameters, in order) over `image` at the size the chain makes.
    static func apply(_ chain: [(String, [String: String])], to image: Image) throws -> Image {
        let engine = try TestEngine.engine()
        var last: GraphNode = ImageSource(image)
        for (name, parameters) in chain {
            let node = EffectNode(try engine.library.effect(named: name))
            for (key, value) in parameters { try node.set(key, parsing: value) }
            last = last --> node
        }
        let output = FrameOutput()
        last --> output
        let size = try engine.imageSize(of: output, width: image.width, height: image.height)
        return try engine.makeRenderer(
            for: output, width: size.width, height: size.height,
            options: PlanOptions(sourceSize: FrameSize(width: image.width, height: image.height))
        ).renderImage()
    }

    /// `image`'s pixels from (`x`, `y`), counted from the top-left, `width`×`height` of them.
    static func cropped(_ image: Image, x: Int, y: Int, width: Int, height: Int) -> Image {
        var result = try! Image(width: width, height: height)
        for row in 0..<height {
            for column in 0..<width { result[column, row] = image[column + x, row + y] }
        }
        return result
    }

    struct CropCase: CustomTestStringConvertible, Sendable {
        var size: String
        var location: String?
        /// The rectangle expected, from the top-left.
        var x, y, width, height: Int
        var testDescription: String { "\(size) at \(location ?? "the centre")" }
    }

    static let cropCases = [
        CropCase(size: "101,57", location: "13,29", x: 13, y: 29, width: 101, height: 57),
        CropCase(size: "101,57", location: nil, x: 166 - 50, y: 88 - 28, width: 101, height: 57),
        CropCase(size: "0,40", location: "0,0", x: 0, y: 0, width: 333, height: 40),
        // Larger than the input: the input's size, as GPUImage2 clamps it.
        CropCase(size: "900,900", location: "0,0", x: 0, y: 0, width: 333, height: 177),
        CropCase(size: "1,1", location: "332,176", x: 332, y: 176, width: 1, height: 1),
    ]

    @Test(arguments: cropCases)
    func cropCutsTheRectangleOutExactly(_ crop: CropCase) throws {
        let image = TestImages.pattern(width: 333, height: 177, seed: 9)
        var parameters = ["cropSizeInPixels": crop.size]
        if let location = crop.location { parameters["locationOfCropInPixels"] = location }
        let gpu = try Self.apply([("Crop", parameters)], to: image)
        let expected = Self.cropped(image, x: crop.x, y: crop.y, width: crop.width, height: crop.height)
        #expect((gpu.width, gpu.height) == (crop.width, crop.height))
        #expect(ImageComparison(gpu, expected).maxDifference == 0, "\(crop.testDescription)")
    }

    /// Filters before the crop work on the whole image (a blur reaches across the cut); after it,
    /// on the rectangle at its own size.
    @Test func filtersAroundACropWorkAtTheirOwnSizes() throws {
        let image = TestImages.pattern(width: 333, height: 177, seed: 3)
        let crop = ("Crop", ["cropSizeInPixels": "120,70", "locationOfCropInPixels": "40,50"])
        let blur = ("GaussianBlur", ["blurRadiusInPixels": "3"])
        let blurredThenCropped = try Self.apply([blur, crop], to: image)
        let expectedFirst = Self.cropped(try Self.apply([blur], to: image), x: 40, y: 50, width: 120, height: 70)
        #expect(ImageComparison(blurredThenCropped, expectedFirst).maxDifference <= 1)
        let croppedThenBlurred = try Self.apply([crop, blur], to: image)
        let expectedSecond = try Self.apply([blur], to: Self.cropped(image, x: 40, y: 50, width: 120, height: 70))
        #expect(ImageComparison(croppedThenBlurred, expectedSecond).maxDifference <= 1)
    }

    /// A crop keeps a pass of its own at its size; the colour filters after it fuse into one.
    @Test func aCropHasItsOwnPassAtItsSize() throws {
        let engine = try TestEngine.engine()
        let crop = EffectNode(try engine.library.effect(named: "Crop"))
        try crop.set("cropSizeInPixels", parsing: "50,40")
        let output = FrameOutput()
        ImageSource(TestImages.pattern(width: 200, height: 100))
            --> EffectNode(try engine.library.effect(named: "SepiaToneFilter")) --> crop
            --> EffectNode(try engine.library.effect(named: "BrightnessAdjustment"))
            --> EffectNode(try engine.library.effect(named: "Vignette")) --> output
        let plan = try Engine.plan(
            output, width: 50, height: 40, options: PlanOptions(sourceSize: FrameSize(width: 200, height: 100)))
        #expect(plan.passes.map { "\($0.size.width)x\($0.size.height)" } == ["200x100", "50x40", "50x40"])
        #expect(try engine.imageSize(of: output, width: 200, height: 100) == FrameSize(width: 50, height: 40))
        // A new size is a new plan.
        try crop.set("cropSizeInPixels", parsing: "60,30")
        #expect(try engine.imageSize(of: output, width: 200, height: 100) == FrameSize(width: 60, height: 30))
    }

    /// In a transition the output keeps its size: a cropped "from" is stretched over it.
    @Test func aCroppedInputOfATransitionFillsTheOutput() throws {
        let engine = try TestEngine.engine()
        let from = TestImages.pattern(width: 64, height: 48, seed: 4)
        let crop = EffectNode(try engine.library.effect(named: "Crop"))
        try crop.set("cropSizeInPixels", parsing: "32,24")
        try crop.set("locationOfCropInPixels", parsing: "0,0")
        let fade = EffectNode(try engine.library.effect(named: "fade"))
        let output = FrameOutput()
        ImageSource(from) --> crop
        fade.connect(crop, to: 0)
        fade.connect(ImageSource(TestImages.otherPattern(width: 64, height: 48)), to: 1)
        fade --> output
        try fade.set("progress", .float(0))
        let image = try engine.makeRenderer(for: output, width: 64, height: 48).renderImage()
        #expect((image.width, image.height) == (64, 48))
        // Each cropped pixel covers two by two output pixels (bilinear between them, exact at the centres' corners).
        let expected = CPUReference.render(width: 64, height: 48) { uv in
            CPUReference.bilinear(Self.cropped(from, x: 0, y: 0, width: 32, height: 24), uv)
        }
        #expect(ImageComparison(image, expected).maxDifference <= 1)
    }

    // MARK: LanczosResampling

    /// Lanczos-3 as the file computes it: the height first, rounded to 8 bits, then the width;
    /// the kernel stretched by the reduction, weights normalized, edges clamped.
    static func lanczosReference(_ image: Image, width: Int, height: Int) -> Image {
        func kernel(_ x: Double) -> Double {
            let x = abs(x)
            if x < 1e-4 { return 1 }
            if x >= 3 { return 0 }
            let p = Double.pi * x
            return 3 * sin(p) * sin(p / 3) / (p * p)
        }
        func resample(
            count: Int, from inputCount: Int, _ read: @escaping (Int, Int) -> SIMD4<Double>
        ) -> (Int) -> SIMD4<Double> {
            { index in
                let factor = max(Double(inputCount) / Double(count), 1)
                let centre = (Double(index) + 0.5) / Double(count) * Double(inputCount)
                var sum = SIMD4<Double>()
                var total = 0.0
                var i = (centre - 3 * factor).rounded(.down)
                while i <= (centre + 3 * factor).rounded(.up) {
                    let weight = kernel((i + 0.5 - centre) / factor)
                    sum += weight * read(Int(i), inputCount)
                    total += weight
                    i += 1
                }
                return sum / total
            }
        }
        func color(_ rgba: RGBA) -> SIMD4<Double> {
            SIMD4(Double(rgba.r), Double(rgba.g), Double(rgba.b), Double(rgba.a)) / 255
        }
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        var vertical = try! Image(width: image.width, height: height)
        for x in 0..<image.width {
            // Rows from the bottom, as uv counts them.
            let column = resample(count: height, from: image.height) { i, count in
                color(image[x, count - 1 - min(max(i, 0), count - 1)])
            }
            for row in 0..<height {
                let c = column(row)
                vertical[x, height - 1 - row] = RGBA(byte(c.x), byte(c.y), byte(c.z), byte(c.w))
            }
        }
        var result = try! Image(width: width, height: height)
        for y in 0..<height {
            let line = resample(count: width, from: image.width) { i, count in
                color(vertical[min(max(i, 0), count - 1), y])
            }
            for x in 0..<width {
                let c = line(x)
                result[x, y] = RGBA(byte(c.x), byte(c.y), byte(c.z), byte(c.w))
            }
        }
        return result
    }

    @Test(arguments: [(101, 57), (500, 300), (333, 60), (40, 177), (7, 5)])
    func lanczosMatchesItsReference(width: Int, height: Int) throws {
        let image = TestImages.pattern(width: 333, height: 177, seed: 6)
        let gpu = try Self.apply([("LanczosResampling", ["overriddenOutputSize": "\(width),\(height)"])], to: image)
        #expect((gpu.width, gpu.height) == (width, height))
        let comparison = ImageComparison(gpu, Self.lanczosReference(image, width: width, height: height))
        #expect(comparison.maxDifference <= 2, "\(width)x\(height): \(comparison)")
    }

    /// Translucent pixels are resampled premultiplied: the visible colours match the reference
    /// on premultiplied colour, and a transparent pixel's colour never bleeds into its neighbours.
    @Test func lanczosResamplesTranslucentImagesPremultiplied() throws {
        var image = TestImages.pattern(width: 91, height: 47, seed: 8)
        for y in 0..<47 {
            for x in 0..<91 where x < 40 {
                image[x, y] =
                    x < 20 ? RGBA(255, 0, 0, 0) : RGBA(image[x, y].r, image[x, y].g, image[x, y].b, UInt8(60 + x))
            }
        }
        let gpu = try Self.apply([("LanczosResampling", ["overriddenOutputSize": "30,16"])], to: image)
        var reference = Self.lanczosReference(StraightAlpha.premultiplied(image), width: 30, height: 16)
        // Where the lobes overshoot, colour can exceed alpha; written as straight colour it stops at full.
        for y in 0..<16 {
            for x in 0..<30 {
                let p = reference[x, y]
                reference[x, y] = RGBA(min(p.r, p.a), min(p.g, p.a), min(p.b, p.a), p.a)
            }
        }
        #expect(ImageComparison(StraightAlpha.visible(gpu), reference).maxDifference <= 3)
        // Columns 0…5 cover only transparent input (x < 20 with the kernel's reach): no red shows.
        for y in 0..<16 {
            for x in 0..<4 { #expect(gpu[x, y].a == 0 && StraightAlpha.visible(gpu)[x, y].r == 0, "(\(x), \(y))") }
        }
    }

    @Test func lanczosAtTheInputsSizeKeepsTheImage() throws {
        let image = TestImages.pattern(width: 45, height: 31, seed: 2)
        #expect(ImageComparison(try Self.apply([("LanczosResampling", [:])], to: image), image).maxDifference == 0)
    }

    /// A photo shrunk four times keeps its mean colour and has no ringing beyond a few levels.
    @Test func lanczosShrinksAPhotoSmoothly() throws {
        let photo = try TestImages.photo("coffee.png")
        let small = try Self.apply(
            [("LanczosResampling", ["overriddenOutputSize": "\(photo.width / 4),\(photo.height / 4)"])], to: photo)
        func mean(_ image: Image) -> Double {
            Double(image.pixels.enumerated().filter { $0.offset % 4 == 0 }.map { Int($0.element) }.reduce(0, +))
                / Double(image.width * image.height)
        }
        #expect(abs(mean(small) - mean(photo)) < 1.5)
        let reference = Self.lanczosReference(photo, width: photo.width / 4, height: photo.height / 4)
        #expect(ImageComparison(small, reference).maxDifference <= 2)
    }

    // MARK: The @size directive

    @Test(arguments: [
        (
            "// @size",
            "@size takes a two-number parameter in pixels, then optionally width or height and clamped, e.g. @size cropSizeInPixels clamped"
        ),
        ("// @size amount", "@size amount must name a vec2 or ivec2 @param"),
        (
            "// @size target sideways",
            "@size takes a two-number parameter in pixels, then optionally width or height and clamped, e.g. @size cropSizeInPixels clamped"
        ),
        (
            "// @size target width height",
            "@size takes a two-number parameter in pixels, then optionally width or height and clamped, e.g. @size cropSizeInPixels clamped"
        ),
    ])
    func aWrongSizeLineIsOneError(line: String, message: String) throws {
        let source = """
            // @name Shrinker
            // @kind filter
            // @param vec2 target = 10,10 The size.
            // @param float amount = 1 [0, 2] A number.
            // @stage shrunk
            \(line)
            vec4 effect(vec2 uv) { return getInputColor(uv); }
            """
        #expect(throws: EffectError.malformedShader(file: "Shrinker.glsl", line: 6, message: message)) {
            try ShaderFileParser.parse(source, file: "Shrinker.glsl")
        }
    }
}
