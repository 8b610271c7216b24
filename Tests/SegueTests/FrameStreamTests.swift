import Segue
import Testing

/// Asynchronous readback delivers every frame, in order, equal to a synchronous render.
@Suite(.requiresGPU)
struct FrameStreamTests {
    @Test(arguments: [2, 3, 5])
    func streamedFramesEqualSynchronousOnes(depth: Int) throws {
        let engine = try TestEngine.engine()
        let from = TestImages.pattern(width: 45, height: 31)
        let to = TestImages.otherPattern(width: 45, height: 31)
        let streamed = try engine.makeTransition("pixellate-dissolve", from: from, to: to)
        let reference = try engine.makeTransition("pixellate-dissolve", from: from, to: to)
        let stream = try FrameStream(renderer: streamed.renderer, depth: depth)
        let progresses = (0...8).map { Double($0) / 8 }
        var frames: [Image] = []
        var frame = try Image(width: 1, height: 1)
        for progress in progresses {
            if try stream.submit(into: &frame, preparing: { try streamed.graph.setProgress(progress) }) {
                frames.append(frame)
            }
        }
        #expect(try stream.inFlight == depth)
        try stream.drain { frames.append($0) }
        #expect(try stream.inFlight == 0)
        #expect(frames.count == progresses.count)
        for (image, progress) in zip(frames, progresses) {
            #expect(image == (try reference.render(progress: progress)), "frame at progress \(progress)")
        }
    }
}
