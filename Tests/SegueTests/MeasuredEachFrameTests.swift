import SegueGL
import Testing

@testable import Segue

/// A filter that measures its input each frame (`EffectNode.measuresEachFrame`) measures what
/// its input made in that frame, as GPUImage's do in a running pipeline: after a fade, each
/// frame equals the fade's frame filtered with a measurement made from that very image.
@Suite(.requiresGPU)
struct MeasuredEachFrameTests {
    static let from = TestImages.pattern(width: 61, height: 37, seed: 3)
    /// A darker, low-contrast image, so that the fade's histogram moves a lot.
    static let to: Image = {
        var image = TestImages.pattern(width: 61, height: 37, seed: 11)
        for y in 0..<37 {
            for x in 0..<61 {
                let p = image[x, y]
                image[x, y] = RGBA(p.r / 4 + 20, p.g / 4 + 30, p.b / 5 + 10, 255)
            }
        }
        return image
    }()

    /// The fade between the two images at `progress`, read back, shaded as the measured graph's
    /// first pass shades it: a final fade lets the device blend, within 1/255, and a threshold
    /// or an equalisation would make that level a large difference.
    static func fade(at progress: Double, engine: Engine) throws -> Image {
        let fade = EffectNode(try engine.library.effect(named: "fade"))
        fade.connect(ImageSource(from), to: 0)
        fade.connect(ImageSource(to), to: 1)
        try fade.set("progress", .float(Float(progress)))
        let output = FrameOutput()
        fade --> output
        return try engine.makeRenderer(for: output, width: 61, height: 37, options: PlanOptions(copies: false))
            .renderImage()
    }

    @Test(arguments: ["HistogramEqualization", "AverageLuminanceThreshold"], [true, false])
    func eachFrameIsMeasuredFromWhatItsInputMade(effect name: String, fuse: Bool) throws {
        // Its own engine: the counters must see this test's work alone.
        let engine = try TestEngine.privateEngine()
        let fade = EffectNode(try engine.library.effect(named: "fade"))
        fade.connect(ImageSource(Self.from), to: 0)
        fade.connect(ImageSource(Self.to), to: 1)
        let measuring = EffectNode(try engine.library.effect(named: name))
        measuring.measuresEachFrame = true
        let output = FrameOutput()
        fade --> measuring --> output
        let renderer = try engine.makeRenderer(for: output, width: 61, height: 37, options: PlanOptions(fuse: fuse))
        var frames: [Image] = []
        var afterFirst: GLCounters?
        for progress in [0.0, 0.4, 1.0] {
            try fade.set("progress", .float(Float(progress)))
            let before = engine.counters
            frames.append(try renderer.renderImage())
            if progress > 0 { afterFirst = engine.counters.since(before) }

            let image = try Self.fade(at: progress, engine: engine)
            let once = EffectNode(try engine.library.effect(named: name))
            try engine.measure(once, from: image)
            let referenceOutput = FrameOutput()
            ImageSource(image) --> once --> referenceOutput
            let reference = try engine.makeRenderer(for: referenceOutput, width: 61, height: 37).renderImage()
            let comparison = ImageComparison(frames.last!, reference)
            #expect(comparison.maxDifference <= 1, "\(name) at \(progress): \(comparison)")
        }
        // Measured again each frame, not kept from the first.
        #expect(frames[0].pixels != frames[2].pixels)
        // Later frames make no objects and link nothing: only the table (if any) is uploaded again.
        #expect(afterFirst?.objectsCreated == 0 && afterFirst?.programsLinked == 0, "\(String(describing: afterFirst))")
    }

    /// An image read straight is copied into a pass first, which is what gets measured.
    @Test func anImageReadStraightIsMeasuredToo() throws {
        let engine = try TestEngine.engine()
        let measuring = EffectNode(try engine.library.effect(named: "HistogramEqualization"))
        measuring.measuresEachFrame = true
        let output = FrameOutput()
        ImageSource(Self.to) --> measuring --> output
        let renderer = try engine.makeRenderer(for: output, width: 61, height: 37)
        #expect(try renderer.plan.passes.count == 2)
        let once = EffectNode(try engine.library.effect(named: "HistogramEqualization"))
        try engine.measure(once, from: Self.to)
        let referenceOutput = FrameOutput()
        ImageSource(Self.to) --> once --> referenceOutput
        let reference = try engine.makeRenderer(for: referenceOutput, width: 61, height: 37).renderImage()
        #expect(ImageComparison(try renderer.renderImage(), reference).maxDifference <= 1)
    }
}
