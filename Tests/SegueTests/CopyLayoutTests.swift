import Segue
import Testing

/// Every built-in transition that copies the pixels it takes from its images (`CopyLayout`)
/// gives the same bytes as its shader drawing every pixel: at many progresses, odd, even and
/// tiny sizes, and each direction (each variant is one).
@Suite(.requiresGPU, .serialized)
struct CopyLayoutTests {
    /// Every transition with a copy layout; a new one must be added here, and `everyLayoutIsTested` checks.
    static let names: [String] = {
        let wipes = ["wipeleft", "wiperight", "wipeup", "wipedown", "wipetl", "wipetr", "wipebl", "wipebr"]
        let slides: [String] = ["left", "right", "up", "down"].flatMap { ["slide" + $0, "cover" + $0, "reveal" + $0] }
        let bands = ["horzopen", "horzclose", "vertopen", "vertclose", "smoothleft", "smoothright", "smoothup"]
        let more = [
            "smoothdown", "hlslice", "hrslice", "vuslice", "vdslice", "rectcrop", "squeezeh", "squeezev", "flip",
            "push", "cover", "reveal",
        ]
        return wipes + slides + bands + more
    }()

    /// Each transition, and those with parameters the layout reads with other values too: `NAME KEY=VALUE …`.
    static let cases: [String] =
        names + ["flip direction=1", "flip direction=2 perspective=1.2", "flip direction=3 perspective=30"]
        // Each way of moving along the other axis, and each direction once.
        + ["push direction=3", "cover direction=2", "reveal direction=1"]

    static let sizes = [(333, 177), (320, 240), (64, 17), (7, 5), (1, 1)]
    /// Both ends, just inside them, a sweep, and values whose products land near whole pixels.
    static let progresses: [Float] =
        [0, 0.0001, 0.001, 0.5, 0.999, 0.9999, 1, Float(1) / 3, Float(2) / 3, Float(0.1) + Float(0.2)]
        + (1..<10).map { Float($0) / 10 + 0.013 }

    /// `transition` (`NAME KEY=VALUE …`) between `from` and `to` with `options`.
    private func make(
        _ transition: String, _ from: Image, _ to: Image, options: PlanOptions = PlanOptions()
    ) throws -> TransitionRenderer {
        let words = transition.split(separator: " ").map(String.init)
        let renderer = try Self.engine.get().makeTransition(words[0], from: from, to: to, options: options)
        for assignment in words.dropFirst() {
            let parts = assignment.split(separator: "=").map(String.init)
            try renderer.set(parts[0], parsing: parts[1])
        }
        return renderer
    }

    /// An engine of the suite's own, so that its copy counter counts this suite's copies alone;
    /// the suite runs one test at a time for the same reason.
    static let engine = Result { try TestEngine.privateEngine() }

    /// One frame of a sweep: the shader's, and a later frame of a transition kept across the
    /// progresses (copied from the images' upright twins), with the copies it made.
    struct SweptFrame {
        var label: String
        var width: Int
        var progress: Float
        var from, to, shaded, later: Image
        var copies: Int
        /// Whether this frame is one of the few at which a new transition's first frame is checked too.
        var checksFirstFrame: Bool
    }

    /// Renders `name` at every size and progress with copies and with the shader alone.
    private func sweep(_ name: String, _ check: (SweptFrame) throws -> Void) throws {
        let engine = try Self.engine.get()
        for (width, height) in Self.sizes {
            let from = TestImages.pattern(width: width, height: height, seed: 3)
            let to = TestImages.pattern(width: width, height: height, seed: 7)
            let shading = try make(name, from, to, options: PlanOptions(copies: false))
            let kept = try make(name, from, to)
            for (index, progress) in Self.progresses.enumerated() {
                let shaded = try shading.render(progress: Double(progress))
                let before = engine.counters.pixelCopies
                let later = try kept.render(progress: Double(progress))
                try check(
                    SweptFrame(
                        label: "\(name) \(width)x\(height) p=\(progress)", width: width, progress: progress, from: from,
                        to: to, shaded: shaded, later: later, copies: engine.counters.pixelCopies - before,
                        checksFirstFrame: index % 2 == 1))
            }
        }
    }

    /// `frame`'s later frame and, where it asks, the first frame of a new `name` at its progress.
    private func framesToCheck(_ name: String, _ frame: SweptFrame) throws -> [(Image, String)] {
        var frames = [(frame.later, "later frame")]
        if frame.checksFirstFrame {
            frames.append(
                (try make(name, frame.from, frame.to).render(progress: Double(frame.progress)), "first frame"))
        }
        return frames
    }

    /// At each size and progress, a later frame of a transition kept across the progresses must be
    /// byte for byte the shader's; so must, at every third progress, the first frame of a new
    /// transition (copied row by row from the images' textures, on llvmpipe). Making a transition
    /// per frame is what costs, and the suite shares two cores with every other one in CI.
    @Test(arguments: cases)
    func copiesGiveTheShadersPixels(_ name: String) throws {
        var copiedFrames = 0
        try sweep(name) { frame in
            if frame.copies > 0, frame.width >= 320 { copiedFrames += 1 }
            for (image, which) in try framesToCheck(name, frame) {
                // The comparison is described only on failure: in a debug build it costs more than the frames.
                #expect(
                    image.pixels == frame.shaded.pixels,
                    "\(frame.label), \(which): \(ImageComparison(image, frame.shaded, tolerance: 0))")
            }
        }
        // The comparison means something only if the copies were made: at the two larger sizes,
        // most frames copy something (tiny ones may be all edges, which are shaded).
        #expect(copiedFrames >= Self.progresses.count, "\(name): \(copiedFrames) frames copied")
    }

    /// The transitions that copy "from" and let the device blend "to" over it.
    static let blended = ["crossfade", "fade", "fade-through", "fade-through fadeColor=#ff8000"]

    /// 8-bit blending rounds its constant factor, so a blended frame is within 1/255 of the
    /// shader's, and lands on each image exactly at the ends.
    @Test(arguments: blended)
    func blendsAreWithinOneLevelOfTheShader(_ name: String) throws {
        try sweep(name) { frame in
            let comparison = ImageComparison(frame.later, frame.shaded, tolerance: 1)
            #expect(comparison.fractionWithin == 1, "\(frame.label): \(comparison)")
            if frame.progress == 0 || frame.progress == 1 {
                #expect(frame.later.pixels == (frame.progress == 0 ? frame.from : frame.to).pixels)
            }
        }
    }

    /// The transitions that draw an image into a quad (a cube's faces in perspective, a
    /// shrinking image), with other parameters too.
    static let faced = [
        "cube", "cube perspective=1.1 zoomOut=0 shading=0",
        "cube perspective=100 zoomOut=4 shading=1 background=#336699",
        "zoom", "zoom endScale=0.01 center=1,0.3",
    ]

    /// A face reads its image at the device's interpolated point rather than at the shader's
    /// float arithmetic, and the 8-bit weights of a filtered read may then round the other way
    /// on either axis: a level of difference where one does, two on the rare pixel where both
    /// do between texels far apart (this pattern's noise; a photo's neighbours are close). The
    /// faces' edges and the background are the shader's own, and the ends are the images.
    @Test(arguments: faced)
    func facesAreWithinALevelOfTheShaderAlmostEverywhere(_ name: String) throws {
        // With the eye 100 widths away the ray cast's own points, differences of numbers near
        // 200 that land near 1, are off by a float's step there (about 3e-3 texel at this size),
        // so its reads round the other way more often.
        let nearlyAll = name.contains("perspective=100") ? 0.995 : 0.999
        var drawnFrames = 0
        try sweep(name) { frame in
            if frame.copies > 0, frame.width >= 320 { drawnFrames += 1 }
            for (image, which) in try framesToCheck(name, frame) {
                let withinOne = ImageComparison(image, frame.shaded, tolerance: 1)
                let withinTwo = ImageComparison(image, frame.shaded, tolerance: 2)
                #expect(withinTwo.fractionWithin == 1, "\(frame.label), \(which): \(withinTwo)")
                #expect(withinOne.fractionWithin >= nearlyAll, "\(frame.label), \(which): \(withinOne)")
            }
            if frame.progress == 0 || frame.progress == 1 {
                #expect(frame.later.pixels == (frame.progress == 0 ? frame.from : frame.to).pixels)
            }
        }
        #expect(drawnFrames >= Self.progresses.count, "\(name): \(drawnFrames) frames drawn as faces")
    }

    /// An image with transparent pixels is held premultiplied, but the output is straight: such
    /// a frame is shaded whole, and still right.
    @Test func translucentImagesAreShaded() throws {
        var from = TestImages.pattern(width: 64, height: 48, seed: 3)
        for x in 0..<64 { from[x, 10] = RGBA(200, 100, 50, 128) }
        let to = TestImages.pattern(width: 64, height: 48, seed: 7)
        let engine = try Self.engine.get()
        let copying = try make("wipeleft", from, to)
        let before = engine.counters.pixelCopies
        let copied = [try copying.render(progress: 0.25), try copying.render(progress: 0.25)]
        #expect(engine.counters.pixelCopies == before)
        let shaded = try make("wipeleft", from, to, options: PlanOptions(copies: false)).render(progress: 0.25)
        #expect(copied.allSatisfy { $0.pixels == shaded.pixels })
    }

    /// Images of another size than the output are fitted by the shader, not copied.
    @Test func fittedImagesAreShaded() throws {
        let engine = try TestEngine.engine()
        let from = TestImages.pattern(width: 80, height: 40, seed: 3)
        let to = TestImages.pattern(width: 64, height: 48, seed: 7)
        let transition = try engine.makeTransition("slideleft", from: from, to: to, width: 64, height: 48)
        #expect(try transition.renderer.plan.description.contains("  copies: ") == false)
    }

    @Test func everyLayoutIsTested() throws {
        let library = try TestEngine.engine().library
        let placeholder = try Image(width: 16, height: 16)
        let copying = try library.transitionNames.filter { name in
            let graph = try library.makeTransition(
                name, from: ImageSource(placeholder, name: "from"), to: ImageSource(placeholder, name: "to"))
            return try Engine.plan(graph.output, width: 16, height: 16).description.contains("  copies: ")
        }
        let variants = (Self.blended + Self.faced).map { String($0.prefix { $0 != " " }) }
        #expect(Set(copying) == Set(Self.names + variants))
    }
}
