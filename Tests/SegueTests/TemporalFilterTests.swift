import Segue
import Testing

/// GPUImage2's temporal filters: LowPassFilter mixes each frame with its own previous output
/// (an exponential moving average), HighPassFilter shows the difference from that average.
/// The input changes per frame through a fade (DissolveBlend of two images, mix = progress).
@Suite(.requiresGPU)
struct TemporalFilterTests {
    static let progresses: [Float] = [0, 0.25, 0.5, 0.75, 1, 1, 1]

    /// from, to → DissolveBlend → `filter` → output, at an odd size.
    struct Fade {
        let from: Image
        let to: Image
        let fade: EffectNode
        let filter: EffectNode
        let output = FrameOutput()

        init(_ filter: String, strength: Float, width: Int = 33, height: Int = 17) throws {
            from = TestImages.pattern(width: width, height: height)
            to = TestImages.otherPattern(width: width, height: height)
            let library = try TestEngine.engine().library
            fade = EffectNode(try library.effect(named: "DissolveBlend"))
            self.filter = EffectNode(try library.effect(named: filter))
            try self.filter.set("strength", .float(strength))
            ImageSource(from) --> fade
            ImageSource(to) --> fade
            fade --> self.filter --> output
        }

        /// The frame at `progress` of a sequence drawn by `renderer`.
        func render(_ renderer: GraphRenderer, progress: Float) throws -> Image {
            try fade.set("mix", .float(progress))
            return try renderer.renderImage()
        }

        /// The fade's colour at pixel (x, y): computed in the filter's pass, so not rounded.
        func input(_ x: Int, _ y: Int, progress: Float) -> SIMD4<Float> {
            CPUReference.mixColor(CPUReference.color(from, x, y), CPUReference.color(to, x, y), progress)
        }
    }

    /// The low pass on the CPU, frame after frame: each output is stored in an 8-bit texture,
    /// which the next frame reads; the first frame is its input.
    static func lowPass(_ fade: Fade, strength: Float, progresses: [Float]) -> [[SIMD4<Float>]] {
        let width = fade.from.width
        let height = fade.from.height
        var previous: [SIMD4<Float>]?
        var frames: [[SIMD4<Float>]] = []
        for progress in progresses {
            var frame: [SIMD4<Float>] = []
            for y in 0..<height {
                for x in 0..<width {
                    let input = fade.input(x, y, progress: progress)
                    let mixed = previous.map { CPUReference.mixColor(input, $0[y * width + x], strength) } ?? input
                    frame.append(stored(mixed))
                }
            }
            frames.append(frame)
            previous = frame
        }
        return frames
    }

    /// A colour as an RGBA8 texture holds it.
    static func stored(_ c: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4((0..<4).map { Float(CPUReference.quantize(c[$0])) / 255 })
    }

    static func image(_ colors: [SIMD4<Float>], width: Int, height: Int) -> Image {
        var image = try! Image(width: width, height: height)
        for (index, c) in colors.enumerated() {
            image[index % width, index / width] = RGBA(
                CPUReference.quantize(c.x), CPUReference.quantize(c.y), CPUReference.quantize(c.z),
                CPUReference.quantize(c.w))
        }
        return image
    }

    @Test(arguments: [(Float(0.5), true), (0.8, true), (0.5, false), (0, true)])
    func lowPassIsARunningAverageOfTheFrames(strength: Float, fuse: Bool) throws {
        let fade = try Fade("LowPassFilter", strength: strength)
        let renderer = try TestEngine.engine().makeRenderer(
            for: fade.output, width: 33, height: 17, options: PlanOptions(fuse: fuse))
        let references = Self.lowPass(fade, strength: strength, progresses: Self.progresses)
        for (frame, progress) in Self.progresses.enumerated() {
            let gpu = try fade.render(renderer, progress: progress)
            let comparison = ImageComparison(gpu, Self.image(references[frame], width: 33, height: 17))
            #expect(comparison.maxDifference <= 2, "strength \(strength), frame \(frame): \(comparison)")
            // After the first frame the trail shows, unless nothing is kept.
            let input = CPUReference.dissolve(fade.from, fade.to, mix: progress)
            #expect((frame > 0 && strength > 0) == (ImageComparison(gpu, input).maxDifference > 10), "frame \(frame)")
        }
    }

    @Test func theFirstFrameIsTheInput() throws {
        let fade = try Fade("LowPassFilter", strength: 0.9)
        let renderer = try TestEngine.engine().makeRenderer(for: fade.output, width: 33, height: 17)
        let first = try fade.render(renderer, progress: 0.3)
        let input = CPUReference.dissolve(fade.from, fade.to, mix: 0.3)
        #expect(ImageComparison(first, input).maxDifference <= 1)
        // The next frame trails: nine tenths of the first stay.
        let second = try fade.render(renderer, progress: 1)
        #expect(ImageComparison(second, fade.to).maxDifference > 20)
    }

    @Test func highPassIsTheDifferenceFromTheRunningAverage() throws {
        let strength: Float = 0.6
        let fade = try Fade("HighPassFilter", strength: strength)
        let renderer = try TestEngine.engine().makeRenderer(for: fade.output, width: 33, height: 17)
        let lowPasses = Self.lowPass(fade, strength: strength, progresses: Self.progresses)
        for (frame, progress) in Self.progresses.enumerated() {
            let gpu = try fade.render(renderer, progress: progress)
            var reference: [SIMD4<Float>] = []
            for y in 0..<17 {
                for x in 0..<33 {
                    let input = fade.input(x, y, progress: progress)
                    let low = lowPasses[frame][y * 33 + x]
                    let d = input - low
                    reference.append(SIMD4(abs(d.x), abs(d.y), abs(d.z), input.w))
                }
            }
            let comparison = ImageComparison(gpu, Self.image(reference, width: 33, height: 17))
            #expect(comparison.maxDifference <= 2, "frame \(frame): \(comparison)")
        }
    }

    @Test func resettingStartsANewSequence() throws {
        let fade = try Fade("LowPassFilter", strength: 0.7)
        let renderer = try TestEngine.engine().makeRenderer(for: fade.output, width: 33, height: 17)
        for progress in [0, 0.5] as [Float] { _ = try fade.render(renderer, progress: progress) }
        try renderer.resetHistory()
        #expect(ImageComparison(try fade.render(renderer, progress: 1), fade.to).maxDifference <= 1)
        // A frame stream is a sequence of its own, so it starts afresh too.
        _ = try fade.render(renderer, progress: 0)
        let stream = try FrameStream(renderer: renderer)
        try fade.fade.set("mix", .float(1))
        var image = try Image(width: 33, height: 17)
        var frames: [Image] = []
        if try stream.submit(into: &image) { frames.append(image) }
        try stream.drain { frames.append($0) }
        #expect(frames.count == 1)
        #expect(ImageComparison(frames[0], fade.to).maxDifference <= 1)
    }

    @Test func aTemporalPassIsDrawnEveryFrameWithNoNewObjects() throws {
        let engine = try TestEngine.privateEngine()
        // A still through the low pass: nothing changes, yet it is drawn each frame.
        let image = TestImages.pattern(width: 33, height: 17, seed: 4)
        let lowPass = EffectNode(try engine.library.effect(named: "LowPassFilter"))
        let output = FrameOutput()
        ImageSource(image) --> lowPass --> output
        let renderer = try engine.makeRenderer(for: output, width: 33, height: 17)
        let plan = try renderer.plan
        #expect(plan.passes.count == 2, "the low pass, kept, then the final write")
        #expect(plan.description.contains("its own output of the frame before"))
        var frame = try renderer.renderImage()
        let afterFirst = engine.counters
        for _ in 0..<10 { try renderer.render(into: &frame) }
        let delta = engine.counters.since(afterFirst)
        #expect(delta.drawCalls == 20)
        #expect(delta.objectsCreated == 0)
        #expect(delta.programsLinked == 0)
        #expect(delta.uploads == 0)
        // The average of a still is the still.
        #expect(ImageComparison(frame, image).maxDifference <= 1)
    }

    @Test func aFadeThroughHighPassCreatesNothingAfterTheFirstFrame() throws {
        let engine = try TestEngine.privateEngine()
        let fade = try Fade("HighPassFilter", strength: 0.5)
        let renderer = try engine.makeRenderer(for: fade.output, width: 33, height: 17)
        _ = try fade.render(renderer, progress: 0)
        let afterFirst = engine.counters
        for progress in [0.2, 0.4, 0.6, 0.8, 1] as [Float] { _ = try fade.render(renderer, progress: progress) }
        let delta = engine.counters.since(afterFirst)
        #expect(delta.objectsCreated == 0)
        #expect(delta.programsLinked == 0)
        #expect(delta.uploads == 0)
    }
}

/// A user's transition reading its previous frame (a trail): `render(progress:)` calls continue
/// one sequence; `renderFrames` and `frames(count:)` each start one afresh.
@Suite(.requiresGPU)
struct TemporalTransitionTests {
    static let trail = """
        // @name trail
        // @kind transition
        // @summary A dissolve that trails behind itself.
        // @inputs from, to, previous

        vec4 effect(vec2 uv) {
            return mix(mix(getFromColor(uv), getToColor(uv), progress), getPreviousColor(uv), 0.5);
        }
        """

    static func makeTrail() throws -> (TransitionRenderer, from: Image, to: Image, ShaderDirectory) {
        let directory = try ShaderDirectory()
        try directory.write("trail.glsl", trail)
        let engine = try Engine(library: try directory.library())
        let from = TestImages.pattern(width: 33, height: 17)
        let to = TestImages.otherPattern(width: 33, height: 17)
        return (try engine.makeTransition("trail", from: from, to: to), from, to, directory)
    }

    @Test func renderCallsContinueOneSequence() throws {
        let (transition, from, to, _) = try Self.makeTrail()
        // The first frame reads its first input, "from", for its previous frame.
        #expect(ImageComparison(try transition.render(progress: 0), from).maxDifference <= 1)
        #expect(
            ImageComparison(try transition.render(progress: 1), CPUReference.dissolve(to, from, mix: 0.5)).maxDifference
                <= 1)
        try transition.resetHistory()
        #expect(
            ImageComparison(try transition.render(progress: 1), CPUReference.dissolve(to, from, mix: 0.5)).maxDifference
                <= 1)
    }

    @Test func everyRecordingStartsAfresh() async throws {
        let (transition, from, _, _) = try Self.makeTrail()
        _ = try transition.render(progress: 0.7)
        var runs: [[Image]] = []
        for _ in 0..<2 {
            var frames: [Image] = []
            try await transition.renderFrames(count: 4, into: { frames.append($0.image) })
            runs.append(frames)
        }
        #expect(runs[0] == runs[1])
        #expect(ImageComparison(runs[0][0], from).maxDifference <= 1)
        var sequence: [Image] = []
        for try await frame in transition.frames(count: 4) { sequence.append(frame.image) }
        #expect(sequence == runs[0])
    }

    /// Its first frame at progress 1 mixes "to" with "from", so `shader check` only warns of it.
    @Test func shaderCheckWarnsOfTheEnds() throws {
        let directory = try ShaderDirectory()
        let report = try TestEngine.engine().checkShader(file: try directory.write("trail.glsl", Self.trail))
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.warnings == ["progress 1 is not the \"to\" image"])
    }
}

/// Where the planner puts a pass reading its previous output: its own pass, whatever the fusion rule.
struct TemporalPlanTests {
    static func node(_ name: String) -> EffectNode { PlannerTests.node(name) }

    @Test func aLowPassIsNeverFusedIntoItsReader() throws {
        let (sepia, lowPass, vignette) = (
            Self.node("SepiaToneFilter"), Self.node("LowPassFilter"), Self.node("Vignette")
        )
        let output = FrameOutput()
        ImageSource(TestImages.pattern(width: 8, height: 8)) --> sepia --> lowPass --> vignette --> output
        let plan = try Engine.plan(output, width: 8, height: 8)
        // Sepia fuses into the low pass, whose output then is stored; the vignette reads it.
        #expect(plan.passes.map { $0.nodes.map(\.name) } == [[sepia.name, lowPass.name], [vignette.name]])
        #expect(plan.description.contains("alternating between two targets"))
    }

    @Test func aHighPassKeepsItsLowPassStage() throws {
        let highPass = Self.node("HighPassFilter")
        let output = FrameOutput()
        ImageSource(TestImages.pattern(width: 8, height: 8)) --> highPass --> output
        let plan = try Engine.plan(output, width: 8, height: 8)
        #expect(
            plan.passes.map { $0.nodes.map(\.name) }.map { $0.joined(separator: ",") } == [
                "HighPassFilter.lowpass", "HighPassFilter.difference",
            ])
    }

    @Test func aLowPassAtTheEndIsCopiedOut() throws {
        let lowPass = Self.node("LowPassFilter")
        let output = FrameOutput()
        ImageSource(TestImages.pattern(width: 8, height: 8)) --> lowPass --> output
        for fuse in [true, false] {
            let plan = try Engine.plan(output, width: 8, height: 8, options: PlanOptions(fuse: fuse))
            #expect(
                plan.passes.count == 2,
                "the final pass writes straight colour, so the average is kept in a pass of its own")
        }
    }
}

/// Mistakes with `previous` are reported on their line.
struct TemporalFileTests {
    static func message(_ source: String) -> String { MultiPassFileTests.message(source) }

    static let header = "// @name M\n// @kind filter\n// @param float k = 1 [0, 2] K.\n"
    static let body = "vec4 effect(vec2 uv) { return mix(getInputColor(uv), getPreviousColor(uv), k); }\n"

    @Test func previousIsDeclaredAfterTheImages() {
        #expect(Self.message(Self.header + "// @inputs input, previous\n" + Self.body) == "loads")
        #expect(
            Self.message(Self.header + "// @inputs previous, input\n" + Self.body)
                == "4: @inputs names previous, the effect's own last output, after its images, e.g. @inputs input, previous"
        )
        #expect(
            Self.message(Self.header + "// @inputs input, previous, previous\n" + Self.body)
                == "4: @inputs names previous twice")
        #expect(
            Self.message(Self.header + "// @inputs input, previous\n// @cells k\n" + Self.body)
                == "4: @inputs previous cannot go with @cells: a cells pass keeps one texel per cell, not the image")
        #expect(
            Self.message(Self.header + "// @inputs input, previous\n// @stage a\n" + Self.body)
                == "4: @inputs previous is for one-pass effects; in a file with @stage sections, the stage that reads its own last output says @reads …, previous"
        )
    }

    @Test func aStageReadsItsOwnPrevious() {
        let b = "// @stage b\nvec4 effect(vec2 uv) { return getAColor(uv); }\n"
        #expect(Self.message(Self.header + "// @stage a\n// @reads input, previous\n" + Self.body + b) == "loads")
        #expect(
            Self.message(Self.header + "// @stage a\n// @reads previous\n" + Self.body + b)
                == "5: @reads names previous, the stage's own last output, once and after what else it reads, e.g. @reads input, previous"
        )
        #expect(
            Self.message(Self.header + "// @stage previous\n" + Self.body)
                == "4: @stage previous: 'previous' is reserved for a stage's own last output; name it apart")
        let strength = "// @name M\n// @kind filter\n// @param float strength = 0.5 [0, 1] S.\n"
        #expect(
            Self.message(
                strength + "// @stage low LowPassFilter\n// @reads input, previous\n"
                    + b.replacingOccurrences(of: "getAColor", with: "getLowColor"))
                == "4: @stage low runs LowPassFilter, so it cannot read previous: only a stage's own code reads its last output"
        )
    }
}
