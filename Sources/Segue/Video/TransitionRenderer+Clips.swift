extension TransitionRenderer {
    /// Records a transition whose inputs may be clips into `sink`, timed by `timeline`: each clip
    /// is decoded by ffmpeg at the timeline's rate and every picture uploaded into the input's
    /// existing texture (stills stay uploaded once); progress over the overlap is shaped by `curve`.
    /// Outside the overlap a clip's pictures are passed through as xfade passes them, without
    /// the GPU where that only moves bytes (`PictureCopy`: the output's size, and its matrix for
    /// 4:2:0).
    ///
    /// The graph's `from` and `to` images must already have the clips' sizes (as made by
    /// `Engine.makeTransition` from `Image(width:height:)`). Cancelling the task stops before
    /// the next frame, cancels `sink` and throws `CancellationError`.
    public func record(
        from fromClip: Clip?, to toClip: Clip?, timeline: ClipTimeline, curve: TimingCurve = .linear,
        into sink: any FrameSink, progress report: (FrameProgress) -> Void = { _ in }
    ) async throws {
        let sink = HandedOver(value: sink)
        try await JobThread.run(progress: report) { report, checkCancellation in
            try self.record(from: fromClip, to: toClip, timeline: timeline, curve: curve, into: sink.value, progress: report,
                            checkCancellation: checkCancellation)
        }
    }

    /// `record(from:to:timeline:curve:into:progress:)` on the calling thread, for programs without
    /// tasks (the command line); `checkCancellation` is called before each frame and stops the
    /// recording by throwing.
    public func record(
        from fromClip: Clip?, to toClip: Clip?, timeline: ClipTimeline, curve: TimingCurve = .linear,
        into sink: any FrameSink, progress report: (FrameProgress) -> Void = { _ in },
        checkCancellation: () throws -> Void = {}
    ) throws {
        let recorder = try FrameRecorder(transition: self, sink: sink)
        let total = timeline.frameCount
        var fromDecoder: ClipDecoder?, toDecoder: ClipDecoder?
        defer {
            fromDecoder?.stop()
            toDecoder?.stop()
        }
        do {
            fromDecoder = try fromClip.map { try ClipDecoder($0, start: timeline.fromStart, fps: timeline.fps) }
            toDecoder = try toClip.map { try ClipDecoder($0, start: 0, fps: timeline.fps) }
            // Compiled for the decoders' pictures while ffmpeg starts, not after their first arrives.
            let streamed = [(graph.from, fromDecoder), (graph.to, toDecoder)].compactMap { source, decoder in decoder.map { (source, $0.layout) } }
            try renderer.prepare(streaming: streamed, writingBlocks: sink.pixelFormat != .rgba)
            let copies = [passThrough(fromDecoder, into: sink), passThrough(toDecoder, into: sink)]
            var passed: [[UInt8]] = [[], []]
            for index in 0..<total {
                try checkCancellation()
                let frame = timeline.timelineFrame(index)
                // "from" plays until the transition ends. "to" shows its first picture from the
                // start (uploaded once, so frame 0 is drawn) and plays from the frame after the transition starts.
                if frame > timeline.endFrame, let decoder = fromDecoder {
                    decoder.stop()
                    fromDecoder = nil
                }
                // Before the overlap the output is "from" alone, after it "to" alone.
                let side = index > 0 && frame < timeline.startFrame ? 0 : frame > timeline.endFrame ? 1 : nil
                if let side, let decoder = [fromDecoder, toDecoder][side], let copy = copies[side],
                   try decoder.withNextFrame({ picture in
                       // A clip that ended keeps its last picture, as on the GPU.
                       if let picture { copy.copy(picture, into: &passed[side]) }
                       return !passed[side].isEmpty
                   }) {
                    try passed[side].withUnsafeBytes { try recorder.append($0) }
                    report(FrameProgress(completed: recorder.framesWritten, total: total))
                    continue
                }
                let toAdvances = index == 0 || frame > timeline.startFrame
                let progress = curve.value(at: timeline.progress(atTimelineFrame: frame))
                try withFrame(of: fromDecoder) { fromPixels in
                    try withFrame(of: toAdvances ? toDecoder : nil) { toPixels in
                        try recorder.record {
                            if let fromPixels, let fromDecoder {
                                renderer.showFrame(fromPixels, layout: fromDecoder.layout, on: graph.from, opaque: !fromDecoder.clip.mayHaveAlpha)
                            }
                            if let toPixels, let toDecoder {
                                renderer.showFrame(toPixels, layout: toDecoder.layout, on: graph.to, opaque: !toDecoder.clip.mayHaveAlpha)
                            }
                            try graph.setProgress(progress)
                        }
                    }
                }
                report(FrameProgress(completed: recorder.framesWritten, total: total))
            }
            try checkCancellation()
            try recorder.finish()
            report(FrameProgress(completed: total, total: total))
        } catch {
            recorder.cancel()
            throw error
        }
    }
}

extension TransitionRenderer {
    /// How `decoder`'s pictures go to `sink` without drawing, if they can.
    private func passThrough(_ decoder: ClipDecoder?, into sink: any FrameSink) -> PictureCopy? {
        guard let decoder else { return nil }
        return PictureCopy(layout: decoder.layout, width: decoder.clip.width, height: decoder.clip.height,
                           into: sink.pixelFormat, outputWidth: renderer.width, outputHeight: renderer.height)
    }
}

/// Runs `body` with the decoder's next picture, or with nil when there is no decoder.
private func withFrame<T>(of decoder: ClipDecoder?, _ body: (UnsafeRawBufferPointer?) throws -> T) throws -> T {
    guard let decoder else { return try body(nil) }
    return try decoder.withNextFrame(body)
}
