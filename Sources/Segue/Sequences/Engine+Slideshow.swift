import Foundation

extension Engine {
    /// Renders `slideshow` into `sink` (frames of `frameSize(of:)`), then finishes it: the joins
    /// drawn on the GPU, clips passed through between them.
    ///
    /// `progress` is called after each frame reaches the sink. Cancelling the task stops before
    /// the next frame, cancels `sink` (which removes what it partly wrote) and throws
    /// `CancellationError`; so does any error, such as a `SlideshowError` naming a bad item or join.
    public func record(
        _ slideshow: Slideshow, into sink: any FrameSink, progress: (FrameProgress) -> Void = { _ in }
    ) async throws {
        let sink = HandedOver(value: sink)
        try await JobThread.run(progress: progress) { report, checkCancellation in
            try self.record(slideshow, into: sink.value, progress: report, checkCancellation: checkCancellation)
        }
    }

    /// `record(_:into:progress:)` on the calling thread, for programs without tasks (the command
    /// line); `checkCancellation` is called before each frame and stops the recording by throwing.
    public func record(
        _ slideshow: Slideshow, into sink: any FrameSink, progress: (FrameProgress) -> Void = { _ in },
        checkCancellation: () throws -> Void
    ) throws {
        let timeline: SlideshowTimeline
        let size: FrameSize
        do {
            timeline = try slideshow.timeline(checkingIn: library)
            size = try frameSize(of: slideshow)
        } catch {
            sink.cancel()
            throw error
        }
        try SlideshowRecording(slideshow, timeline: timeline, engine: self, size: size, sink: sink)
            .run(progress: progress, checkCancellation: checkCancellation)
    }

    /// Encodes `slideshow` into a clip at `url` (its extension names the container), with the
    /// clips' sound cross-faded over the joins when the container holds sound.
    ///
    ///     try await engine.writeVideo(show, to: URL(fileURLWithPath: "show.mp4"))
    public func writeVideo(
        _ slideshow: Slideshow, to url: URL, encoding: VideoEncoding? = nil,
        progress: (FrameProgress) -> Void = { _ in }
    ) async throws {
        guard let encoding = encoding ?? VideoContainer(path: url.path).map({ VideoEncoding(container: $0) }) else {
            throw VideoError.unknownContainer(path: url.path)
        }
        let timeline = try slideshow.timeline(checkingIn: library)
        let clip = try VideoFileWriter(
            url: url, size: try frameSize(of: slideshow), encoding: encoding, slideshow: slideshow, timeline: timeline)
        try await record(slideshow, into: clip, progress: progress)
    }

    /// The size `slideshow` renders at: its own, or its first item's (a still file is decoded to learn it).
    public func frameSize(of slideshow: Slideshow) throws -> FrameSize {
        if let size = slideshow.size { return size }
        guard let first = slideshow.items.first else { throw SlideshowError.noItems }
        switch first.content {
        case .image(let image): return FrameSize(width: image.width, height: image.height)
        case .imageFile(let path):
            let image = try image(contentsOfFile: path)
            return FrameSize(width: image.width, height: image.height)
        case .clip(let clip): return FrameSize(width: clip.width, height: clip.height)
        }
    }
}

extension Slideshow {
    /// Its timeline, after checking that each join's transition exists in `library` and takes its
    /// parameters (without a GPU): every mistake is found before a frame is rendered.
    public func timeline(checkingIn library: EffectLibrary) throws -> SlideshowTimeline {
        let timeline = try SlideshowTimeline(self)
        let placeholder = try Image(width: 2, height: 2)
        for (index, join) in joins.enumerated() {
            do throws(EffectError) {
                var library = library
                if case .layers(let layers) = join.transition { library.add(layers) }
                let graph = try library.makeTransition(
                    join.transition.name, from: ImageSource(placeholder), to: ImageSource(placeholder),
                    size: FrameSize(width: 2, height: 2))
                for parameter in join.parameters { try graph.set(parameter.name, parameter.value) }
            } catch {
                throw SlideshowError.badJoin(join: label(join: index), reason: error.description)
            }
        }
        return timeline
    }
}

extension VideoFileWriter {
    /// A writer for `slideshow`: when a clip has sound and the container holds it, the clip
    /// carries the sound track cross-faded over the joins as `timeline` places them, mixed with
    /// the show's `audioTrack` (checked first: a file with sound, a container that holds it); with no
    /// matrix set, 4:2:0 frames take the clips' own when they share one (so they pass through as they are).
    public convenience init(
        url: URL, size: FrameSize, encoding: VideoEncoding, slideshow: Slideshow, timeline: SlideshowTimeline
    ) throws {
        var encoding = encoding
        let matrices = Set(slideshow.items.compactMap(\.movingClip).map { $0.yuvColours?.matrix })
        if encoding.matrix == nil, matrices.count == 1, let shared = matrices.first, let shared {
            encoding.matrix = shared
        }
        try slideshow.checkAudioTrack(for: encoding.container, ffmpeg: encoding.ffmpeg)
        let soundtrack = encoding.container.audioCodec.map { slideshow.soundtrack(timeline, codec: $0) } ?? []
        try self.init(
            url: url, width: size.width, height: size.height, fps: timeline.fps, encoding: encoding,
            soundtrack: soundtrack)
    }
}
