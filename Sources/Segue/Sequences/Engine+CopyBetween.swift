import Foundation

extension Engine {
    /// Which frames of `slideshow` would be stream-copied and which rendered when written with
    /// `encoding` by `writeVideoCopyingBetweenJoins`; throws naming the first item that cannot be copied.
    public func copyPlan(for slideshow: Slideshow, encoding: VideoEncoding) throws -> SlideshowCopyPlan {
        try slideshow.copyPlan(size: try frameSize(of: slideshow), encoding: encoding, checkingIn: library)
    }

    /// Encodes `slideshow` into an MP4 or MOV at `url` copying its clips' pictures between joins
    /// as they are stored, re-encoding only each join (from the keyframe before it to the one
    /// after it) and any still; the sound track is encoded whole.
    ///
    /// The clips must be H.264 in yuv420p that share a profile, size, frame rate and time base
    /// with the output; `copyPlan(for:encoding:)` says which item does not. `progress` counts the
    /// rendered frames (the copies take no frame time). Cancelling the task stops before the next
    /// rendered frame and removes every file written.
    public func writeVideoCopyingBetweenJoins(
        _ slideshow: Slideshow, to url: URL, encoding: VideoEncoding? = nil,
        progress: (FrameProgress) -> Void = { _ in }
    ) async throws {
        try await JobThread.run(progress: progress) { report, checkCancellation in
            try self.writeVideoCopyingBetweenJoins(
                slideshow, to: url, encoding: encoding, progress: report, checkCancellation: checkCancellation)
        }
    }

    /// `writeVideoCopyingBetweenJoins(_:to:encoding:progress:)` on the calling thread, for programs
    /// without tasks (the command line); `checkCancellation` is called before each rendered frame.
    public func writeVideoCopyingBetweenJoins(
        _ slideshow: Slideshow, to url: URL, encoding: VideoEncoding? = nil,
        progress: (FrameProgress) -> Void = { _ in },
        checkCancellation: () throws -> Void
    ) throws {
        guard let encoding = encoding ?? VideoContainer(path: url.path).map({ VideoEncoding(container: $0) }) else {
            throw VideoError.unknownContainer(path: url.path)
        }
        let plan = try copyPlan(for: slideshow, encoding: encoding)
        try SlideshowCopyWriter(
            plan: plan, engine: self, size: try frameSize(of: slideshow), url: url, encoding: encoding
        )
        .run(progress: progress, checkCancellation: checkCancellation)
    }
}

extension Slideshow {
    /// `Engine.copyPlan(for:encoding:)` for an output of `size`, without a GPU: its transitions
    /// checked in `library`, its clips' packets read by ffprobe.
    public func copyPlan(
        size: FrameSize, encoding: VideoEncoding, checkingIn library: EffectLibrary
    ) throws -> SlideshowCopyPlan {
        try SlideshowCopyPlan(self, timeline: try timeline(checkingIn: library), size: size, encoding: encoding)
    }
}
