import Foundation

extension TransitionRenderer {
    /// Renders `count` frames evenly spaced in time and shaped by `curve`, handing each to `sink` in order.
    ///
    /// The first frame is at progress 0 and the last at 1 (a single frame shows the start).
    /// `progress` is called once after each frame reaches `sink`. Cancelling the task stops before
    /// the next frame is drawn or handed over and throws `CancellationError`. Frames stream through
    /// pixel-pack buffers, so the GPU draws the next frames while `sink` handles an earlier one;
    /// each hop to the GL thread still blocks the calling thread while it runs.
    public func renderFrames(
        count: Int, curve: TimingCurve = .linear, into sink: (Frame) async throws -> Void,
        progress: (FrameProgress) -> Void = { _ in }
    ) async throws {
        guard count >= 0 else { throw RenderError.invalidFrameCount(count) }
        let progresses = (0..<count).map { evenlySpacedProgress(of: $0, count: count, curve: curve) }
        try await renderFrames(at: progresses, into: sink, progress: progress)
    }

    /// Renders one frame per value of `progresses`, in order, through a `FrameStream`.
    func renderFrames(
        at progresses: [Double], into sink: (Frame) async throws -> Void, progress report: (FrameProgress) -> Void
    ) async throws {
        guard !progresses.isEmpty else { return }
        let stream = try FrameStream(renderer: renderer)
        var delivered = 0
        func deliver(_ image: Image) async throws {
            try Task.checkCancellation()
            try await sink(Frame(index: delivered, progress: progresses[delivered], image: image))
            delivered += 1
            report(FrameProgress(completed: delivered, total: progresses.count))
        }
        var image = try Image.readTarget(width: renderer.width, height: renderer.height)
        for value in progresses {
            try Task.checkCancellation()
            if try stream.submit(into: &image, preparing: { try graph.setProgress(value) }) {
                try await deliver(image)
            }
        }
        // The stream's drain takes a synchronous closure; the few frames left in flight wait here.
        var rest: [Image] = []
        try stream.drain { rest.append($0) }
        for image in rest { try await deliver(image) }
    }

    /// The frames of this transition, `count` of them evenly spaced in time and shaped by `curve`,
    /// drawn as the consumer asks for them, a few frames ahead so that the GPU never waits.
    ///
    ///     for try await frame in transition.frames(count: 30) {
    ///         try frame.image.writePNG(toFile: "frame\(frame.index).png")
    ///     }
    ///
    /// Iteration throws `CancellationError` once its task is cancelled.
    public func frames(count: Int, curve: TimingCurve = .linear) -> TransitionFrames {
        TransitionFrames(transition: self, count: count, curve: curve)
    }
}

/// The frames of a transition as an asynchronous sequence; see `TransitionRenderer.frames(count:curve:)`.
public struct TransitionFrames: AsyncSequence, Sendable {
    public typealias Element = Frame
    public typealias Failure = any Error

    /// The transition drawn.
    public let transition: TransitionRenderer
    /// How many frames the sequence yields.
    public let count: Int
    /// The curve shaping progress over the frames' evenly spaced times.
    public let curve: TimingCurve

    public func makeAsyncIterator() -> Iterator {
        Iterator(frames: self)
    }

    /// Streams the frames through a `FrameStream`: the first `next()` submits as many frames as
    /// the stream keeps in flight, and each later one submits one more as it hands one back.
    public struct Iterator: AsyncIteratorProtocol {
        public typealias Element = Frame
        public typealias Failure = any Error

        let frames: TransitionFrames
        var index = 0
        var submitted = 0
        var stream: FrameStream?
        /// Frames back from the GPU and not yet returned, oldest first.
        var ready: [Image] = []
        var finished = false

        /// The next frame; nil after the last one or after an error.
        public mutating func next() async throws -> Frame? {
            guard !finished else { return nil }
            do {
                guard frames.count >= 0 else { throw RenderError.invalidFrameCount(frames.count) }
                guard index < frames.count else { return nil }
                try Task.checkCancellation()
                let frame = Frame(index: index, progress: progress(of: index), image: try nextImage())
                index += 1
                if index == frames.count { stream = nil }
                return frame
            } catch {
                finished = true
                stream = nil
                throw error
            }
        }

        private func progress(of index: Int) -> Double {
            evenlySpacedProgress(of: index, count: frames.count, curve: frames.curve)
        }

        /// Submits frames until the oldest in flight is back.
        private mutating func nextImage() throws -> Image {
            // A new stream starts effects that read their last frame afresh, as a recording does.
            let stream = try self.stream ?? FrameStream(renderer: frames.transition.renderer)
            self.stream = stream
            let (graph, renderer) = (frames.transition.graph, frames.transition.renderer)
            var images: [Image] = []
            func keep(_ bytes: UnsafeRawBufferPointer) {
                images.append(Image(uprightWidth: renderer.width, height: renderer.height, pixels: Array(bytes)))
            }
            while ready.isEmpty {
                if submitted < frames.count {
                    let progress = progress(of: submitted)
                    _ = try stream.submit(preparing: { try graph.setProgress(progress) }, deliveringOldest: keep)
                    submitted += 1
                } else {
                    try stream.drain(keep)
                }
                ready += images
                images = []
            }
            return ready.removeFirst()
        }
    }
}
