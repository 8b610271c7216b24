import Segue
import Testing

/// A steady-state frame uploads nothing and creates no GL objects.
@Suite(.requiresGPU)
struct UploadOnceTests {
    @Test(arguments: [true, false])
    func hundredFramesAfterTheFirstUploadNothing(fuse: Bool) throws {
        let engine = try TestEngine.privateEngine()
        let from = TestImages.pattern(width: 96, height: 64)
        let to = TestImages.otherPattern(width: 96, height: 64)
        let transition = try engine.makeTransition(
            "pixellate-dissolve", from: from, to: to, options: PlanOptions(fuse: fuse))
        var frame = try transition.render(progress: 0)
        let afterFirst = engine.counters
        for index in 1...100 {
            try transition.render(progress: Double(index) / 100, into: &frame)
        }
        let delta = engine.counters.since(afterFirst)
        #expect(delta.uploads == 0)
        #expect(delta.bytesUploaded == 0)
        #expect(delta.objectsCreated == 0)
        #expect(delta.programsLinked == 0)
        #expect(try delta.drawCalls == 100 * transition.renderer.plan.passes.count)
        #expect(delta.readbacks == 100)
    }

    @Test func firstFrameUploadsEachImageOnce() throws {
        let engine = try TestEngine.privateEngine()
        let from = TestImages.pattern(width: 40, height: 30)
        let to = TestImages.otherPattern(width: 40, height: 30)
        let before = engine.counters
        let transition = try engine.makeTransition("pixellate-dissolve", from: from, to: to)
        try transition.draw(progress: 0.5)
        let delta = engine.counters.since(before)
        #expect(delta.uploads == 2)
        #expect(delta.bytesUploaded == 2 * 40 * 30 * 4)
    }

    @Test func aNewImageIsUploadedOnceMore() throws {
        let engine = try TestEngine.privateEngine()
        let source = ImageSource(TestImages.pattern(width: 16, height: 16))
        let node = EffectNode(try engine.library.effect(named: "Copy"))
        let output = FrameOutput()
        source --> node --> output
        let renderer = try engine.makeRenderer(for: output, width: 16, height: 16)
        _ = try renderer.renderImage()
        let before = engine.counters
        let replacement = TestImages.otherPattern(width: 16, height: 16)
        source.image = replacement
        #expect(try renderer.renderImage() == replacement)
        _ = try renderer.renderImage()
        #expect(engine.counters.since(before).uploads == 1)
        #expect(engine.counters.since(before).objectsCreated == 0)
    }
}
