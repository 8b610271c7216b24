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
            try self.record(
                from: fromClip, to: toClip, timeline: timeline, curve: curve, into: sink.value, progress: report,
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
        let total = timeline.frameCount
        var from: ClipPlayback?
        var to: ClipPlayback?
        defer {
            from?.stop()
            to?.stop()
        }
        let recorder: FrameRecorder
        do {
            // The decoders first, so that ffmpeg starts while the recorder is made and the passes compiled.
            let size = FrameSize(width: renderer.width, height: renderer.height)
            from = try fromClip.map {
                try ClipPlayback($0, start: timeline.fromStart, fps: timeline.fps, output: sink.pixelFormat, size: size)
            }
            to = try toClip.map {
                try ClipPlayback($0, start: 0, fps: timeline.fps, output: sink.pixelFormat, size: size)
            }
            recorder = try FrameRecorder(transition: self, sink: sink)
        } catch {
            sink.cancel()
            throw error
        }
        do {
            let streamed = [(graph.from, from), (graph.to, to)].compactMap { source, clip in
                clip.map { (source, $0.layout) }
            }
            try renderer.prepare(streaming: streamed, writingBlocks: sink.pixelFormat != .rgba)
            for index in 0..<total {
                try checkCancellation()
                let frame = timeline.timelineFrame(index)
                // "from" plays until the transition ends. "to" shows its first picture from the
                // start (uploaded once, so frame 0 is drawn) and plays from the frame after the transition starts.
                if frame > timeline.endFrame, let clip = from {
                    clip.stop()
                    from = nil
                }
                let fromIsNew = try from?.advance() ?? false
                let toIsNew = try index == 0 || frame > timeline.startFrame ? to?.advance() ?? false : false
                // Before the overlap the output is "from" alone, after it "to" alone: passed through
                // where only bytes move. A clip that ended keeps its last picture, as on the GPU.
                let alone = index > 0 && frame < timeline.startFrame ? from : frame > timeline.endFrame ? to : nil
                if let alone, try alone.withOutputFrame({ try recorder.append($0) }) != nil {
                    report(FrameProgress(completed: recorder.framesWritten, total: total))
                    continue
                }
                // Drawn: a picture is uploaded when the clip has a new one.
                let progress = curve.value(at: timeline.progress(atTimelineFrame: frame))
                try withPicture(of: fromIsNew ? from : nil) { fromPicture in
                    try withPicture(of: toIsNew ? to : nil) { toPicture in
                        try recorder.record {
                            if let fromPicture, let from {
                                renderer.showFrame(
                                    fromPicture, layout: from.layout, on: graph.from, opaque: from.opaque)
                            }
                            if let toPicture, let to {
                                renderer.showFrame(toPicture, layout: to.layout, on: graph.to, opaque: to.opaque)
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

/// Runs `body` with the clip's current picture, or with nil when there is no clip.
private func withPicture<T>(of clip: ClipPlayback?, _ body: (UnsafeRawBufferPointer?) throws -> T) throws -> T {
    guard let clip else { return try body(nil) }
    return try clip.withPicture(body)
}
