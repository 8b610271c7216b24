import Foundation

/// Encodes frames into a clip by running ffmpeg, fed raw frames on its standard input.
///
/// The clip is written under a hidden temporary name beside `url` and renamed only when ffmpeg
/// has finished it, so a failure or `cancel()` never leaves a half-written file under `url`.
/// ffmpeg encodes on its own cores while the GPU draws the next frames.
public final class VideoFileWriter: FrameSink {
    /// The clip's path.
    public let url: URL
    /// The bytes `append` takes: planar 4:2:0 from the GPU when the clip stores yuv420p, else RGBA.
    public let pixelFormat: FramePixelFormat
    /// Whether odd sides were padded to even ones for the encoder.
    public let paddedToEven: Bool
    /// Frames appended so far.
    public private(set) var frameCount = 0
    /// Whether the clip carries a sound track.
    public var hasSoundtrack: Bool { !soundtrack.isEmpty }
    /// ffmpeg's inputs and mapping for the sound track, when there is one.
    private let soundtrack: [String]
    private let file: PartialFile
    private let process: RunningProcess
    private let feeder: FrameFeeder
    private var ended = false

    /// Starts ffmpeg writing a clip of `width`×`height` frames at `fps` to `url`, as `encoding` says.
    public convenience init(url: URL, width: Int, height: Int, fps: Double, encoding: VideoEncoding) throws {
        try self.init(url: url, width: width, height: height, fps: fps, encoding: encoding, soundtrack: [])
    }

    /// A writer for a transition between clips: when both have sound and the container holds it,
    /// the clip carries their sound tracks cross-faded over the transition as `timeline` places it;
    /// with no matrix set, 4:2:0 frames take the clips' own when they share one.
    public convenience init(
        url: URL, width: Int, height: Int, encoding: VideoEncoding, from fromClip: Clip?, to toClip: Clip?,
        timeline: ClipTimeline
    ) throws {
        var encoding = encoding
        let matrices = Set([fromClip, toClip].compactMap { $0.map { $0.yuvColours?.matrix } })
        if encoding.matrix == nil, matrices.count == 1, let shared = matrices.first { encoding.matrix = shared }
        var soundtrack: [String] = []
        if let fromClip, let toClip, fromClip.hasAudio, toClip.hasAudio, let codec = encoding.container.audioCodec {
            soundtrack = timeline.soundtrack(from: fromClip, to: toClip, codec: codec)
        }
        try self.init(
            url: url, width: width, height: height, fps: timeline.fps, encoding: encoding, soundtrack: soundtrack)
    }

    init(url: URL, width: Int, height: Int, fps: Double, encoding: VideoEncoding, soundtrack: [String]) throws {
        guard fps.isFinite, fps > 0 else {
            throw VideoError.invalidSettings("a clip needs a positive frame rate, not \(fps)")
        }
        let ffmpeg = try FFmpegLocation.resolve(
            encoding.ffmpeg, purpose: "writing .\(encoding.container.rawValue) files")
        self.url = url
        self.soundtrack = soundtrack
        pixelFormat = encoding.inputFormat
        paddedToEven = encoding.padsToEven(width: width, height: height)
        file = PartialFile(for: url)
        let arguments =
            ["-hide_banner", "-nostats", "-loglevel", "error"]
            + Self.rawInputArguments(format: pixelFormat, width: width, height: height, fps: fps)
            + soundtrack
            + encoding.outputArguments(width: width, height: height)
            + ["-y", file.temporary.path]
        process = try RunningProcess(ffmpeg, arguments: arguments, input: .pipe, output: .none)
        feeder = FrameFeeder(descriptor: process.inputDescriptor)
    }

    /// ffmpeg's options for raw frames on standard input.
    static func rawInputArguments(format: FramePixelFormat, width: Int, height: Int, fps: Double) -> [String] {
        [
            "-f", "rawvideo", "-pix_fmt", format.ffmpegName, "-video_size", "\(width)x\(height)",
            "-framerate", FrameRate(fps).ffmpegText, "-i", "-",
        ]
    }

    public func append(_ frame: UnsafeRawBufferPointer) throws {
        do {
            try feeder.append(frame)
            frameCount += 1
        } catch {
            throw failure(writing: error)
        }
    }

    public func finish() throws {
        guard !ended else { return }
        ended = true
        var writeError: RunningProcess.BrokenPipe?
        do { try feeder.finish() } catch { writeError = error }
        let ending = process.finish()
        guard ending.succeeded, !ending.reportsError, writeError == nil else {
            file.discard()
            throw VideoError.ffmpegFailed(
                purpose: "writing \(url.path)", ending: ending.summary,
                detail: ending.lastErrorLine ?? writeError?.reason)
        }
        try file.publish()
    }

    public func cancel() {
        guard !ended else { return }
        ended = true
        process.kill()
        try? feeder.finish()
        process.finish()
        file.discard()
    }

    /// The error for a write that failed because ffmpeg stopped: its own reason when it gave one.
    private func failure(writing error: RunningProcess.BrokenPipe) -> VideoError {
        ended = true
        let ending = process.finish()
        try? feeder.finish()
        file.discard()
        return .ffmpegFailed(
            purpose: "writing \(url.path)", ending: ending.summary, detail: ending.lastErrorLine ?? error.reason)
    }

    deinit {
        // A writer dropped without finishing leaves no ffmpeg running and no partial file.
        cancel()
    }
}
