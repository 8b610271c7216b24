/// Renders a transition frame after frame into a `FrameSink` (a clip, a stream), with the GPU
/// drawing frame N+1 while frame N is read back and written.
///
///     let clip = try VideoFileWriter(url: url, width: 1280, height: 720, fps: 30,
///                                    encoding: VideoEncoding(container: .mp4))
///     let recorder = try FrameRecorder(transition: transition, sink: clip)
///     for p in progresses { try recorder.record(progress: p) }
///     try recorder.finish()
///
/// Frames reach the sink in the order they were recorded, in its pixel format (4:2:0 made on the
/// GPU for video). Any error cancels the sink, so no partial output is left.
public final class FrameRecorder {
    /// The transition drawn.
    public let transition: TransitionRenderer
    /// Where frames go.
    public let sink: any FrameSink
    /// Frames handed to the sink so far.
    public private(set) var framesWritten = 0
    /// Frames recorded so far (some may still be in flight).
    public private(set) var framesRecorded = 0
    private let stream: FrameStream
    private var ended = false

    /// A recorder drawing `transition` into `sink`.
    public init(transition: TransitionRenderer, sink: any FrameSink) throws {
        self.transition = transition
        self.sink = sink
        stream = try FrameStream(renderer: transition.renderer, format: sink.pixelFormat)
    }

    /// Draws the frame at `progress` and passes the oldest frame in flight to the sink.
    public func record(progress: Double) throws {
        try record { try transition.graph.setProgress(progress) }
    }

    /// Draws a frame after `prepare` sets its values (progress, a clip's next pictures), in the same hop.
    func record(preparing prepare: () throws -> Void) throws {
        precondition(!ended, "record after finish or cancel")
        do {
            let sink = sink
            if try stream.submit(preparing: prepare, deliveringOldest: { try sink.append($0) }) { framesWritten += 1 }
            framesRecorded += 1
        } catch {
            cancel()
            throw error
        }
    }

    /// Hands `frame`, bytes already in the sink's format, to the sink as the next frame, after
    /// the frames still in flight (a picture passed through without drawing).
    func append(_ frame: UnsafeRawBufferPointer) throws {
        precondition(!ended, "append after finish or cancel")
        do {
            let sink = sink
            try stream.drain { try sink.append($0) }
            try sink.append(frame)
            framesRecorded += 1
            framesWritten = framesRecorded
        } catch {
            cancel()
            throw error
        }
    }

    /// Passes the frames in flight to the sink, then draws one frame after `prepare` and copies
    /// it into `frame` instead: a still held on screen is drawn once and `append`ed as often as it shows.
    func draw(preparing prepare: () throws -> Void, into frame: inout [UInt8]) throws {
        precondition(!ended, "draw after finish or cancel")
        do {
            let sink = sink
            try stream.drain { try sink.append($0) }
            framesWritten = framesRecorded
            // The ring is empty, so this submit delivers nothing; the drain hands over the new frame.
            _ = try stream.submit(preparing: prepare, deliveringOldest: { _ in })
            try stream.drain { bytes in
                if frame.count != bytes.count { frame = [UInt8](repeating: 0, count: bytes.count) }
                frame.withUnsafeMutableBytes { $0.copyMemory(from: bytes) }
            }
        } catch {
            cancel()
            throw error
        }
    }

    /// Writes the frames still in flight and completes the sink.
    public func finish() throws {
        guard !ended else { return }
        do {
            let sink = sink
            try stream.drain { try sink.append($0) }
            framesWritten = framesRecorded
            ended = true
            try sink.finish()
        } catch {
            cancel()
            throw error
        }
    }

    /// Abandons the recording; the sink removes what it partly wrote.
    public func cancel() {
        guard !ended else { return }
        ended = true
        sink.cancel()
    }
}
