import Foundation

/// Writes frames to a file descriptor (standard output, a pipe) as raw RGBA, YUV4MPEG2 or NUT,
/// so that any tool can take them: `segue render … --out - --format y4m | ffplay -`.
public final class FrameStreamWriter: FrameSink {
    /// The stream's layout.
    public enum Format: String, Sendable, CaseIterable {
        /// Bare RGBA8 frames, top row first, one after another.
        case rgba
        /// YUV4MPEG2 with planar 4:2:0 frames (BT.601, limited range: the format cannot name a
        /// matrix, and its readers assume BT.601).
        case y4m
        /// ffmpeg's NUT container holding raw 4:2:0 frames (BT.601, limited range, as for Y4M), written by ffmpeg.
        case nut
    }

    public let pixelFormat: FramePixelFormat
    private static let y4mFrameMarker = Array("FRAME\n".utf8)
    private let format: Format
    private let destination: String
    private let feeder: FrameFeeder
    private let muxer: RunningProcess?
    private var header: [UInt8]
    private var ended = false
    /// The file written, with the descriptor opened for it, when the stream goes to a file.
    private let file: (partial: PartialFile, descriptor: Int32)?

    /// A stream of `format` frames of `width`×`height` at `fps` onto `descriptor` (1: standard output);
    /// NUT runs `ffmpeg` to write the container.
    public convenience init(
        format: Format, descriptor: Int32 = 1, width: Int, height: Int, fps: Double, ffmpeg: String = "ffmpeg"
    ) throws {
        try self.init(
            format: format, descriptor: descriptor, file: nil, width: width, height: height, fps: fps, ffmpeg: ffmpeg)
    }

    /// A stream written into the file at `url` (a `.y4m` file), under a temporary name until finished.
    public convenience init(
        format: Format, url: URL, width: Int, height: Int, fps: Double, ffmpeg: String = "ffmpeg"
    ) throws {
        let partial = PartialFile(for: url)
        let descriptor = open(partial.temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw VideoError.writeFailed(destination: url.path, reason: String(cString: strerror(errno)))
        }
        do {
            try self.init(
                format: format, descriptor: descriptor, file: (partial, descriptor), width: width, height: height,
                fps: fps, ffmpeg: ffmpeg)
        } catch {
            close(descriptor)
            partial.discard()
            throw error
        }
    }

    private init(
        format: Format, descriptor: Int32, file: (partial: PartialFile, descriptor: Int32)?, width: Int, height: Int,
        fps: Double, ffmpeg: String
    ) throws {
        self.format = format
        self.file = file
        destination = file?.partial.url.path ?? (descriptor == 1 ? "standard output" : "file descriptor \(descriptor)")
        switch format {
        case .rgba:
            pixelFormat = .rgba
            header = []
            muxer = nil
            feeder = FrameFeeder(descriptor: descriptor)
        case .y4m:
            pixelFormat = .yuv420p(.bt601)
            let rate = FrameRate(fps)
            // 420jpeg: chroma centred between its four pixels, which is how the GPU averages it.
            header = Array(
                "YUV4MPEG2 W\(width) H\(height) F\(rate.numerator):\(rate.denominator) Ip A1:1 C420jpeg XYSCSS=420JPEG XCOLORRANGE=LIMITED\n"
                    .utf8)
            muxer = nil
            feeder = FrameFeeder(descriptor: descriptor)
        case .nut:
            pixelFormat = .yuv420p(.bt601)
            header = []
            let executable = try FFmpegLocation.resolve(ffmpeg, purpose: "NUT streams")
            let output = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
            let process = try RunningProcess(
                executable,
                arguments: ["-hide_banner", "-nostats", "-loglevel", "error"]
                    + VideoFileWriter.rawInputArguments(format: pixelFormat, width: width, height: height, fps: fps)
                    + ["-c:v", "rawvideo", "-f", "nut", "-"],
                input: .pipe, output: .handle(output)
            )
            muxer = process
            feeder = FrameFeeder(descriptor: process.inputDescriptor)
        }
    }

    public func append(_ frame: UnsafeRawBufferPointer) throws {
        let prefix = format == .y4m ? header + Self.y4mFrameMarker : []
        header = []
        do {
            try feeder.append(frame, header: prefix)
        } catch {
            let detail = muxer?.finish().lastErrorLine
            cancel()
            throw VideoError.writeFailed(destination: destination, reason: detail ?? error.reason)
        }
    }

    public func finish() throws {
        guard !ended else { return }
        do {
            try feeder.finish()
        } catch {
            let detail = muxer?.finish().lastErrorLine
            cancel()
            throw VideoError.writeFailed(destination: destination, reason: detail ?? error.reason)
        }
        if let muxer {
            let ending = muxer.finish()
            guard ending.succeeded, !ending.reportsError else {
                cancel()
                throw VideoError.ffmpegFailed(
                    purpose: "writing NUT to \(destination)", ending: ending.summary, detail: ending.lastErrorLine)
            }
        }
        ended = true
        if let file {
            // close(2) is where a full disk may show on some file systems.
            guard close(file.descriptor) == 0 else {
                let reason = String(cString: strerror(errno))
                file.partial.discard()
                throw VideoError.writeFailed(destination: destination, reason: reason)
            }
            try file.partial.publish()
        }
    }

    public func cancel() {
        guard !ended else { return }
        ended = true
        muxer?.kill()
        try? feeder.finish()
        muxer?.finish()
        if let file {
            close(file.descriptor)
            file.partial.discard()
        }
    }

    deinit {
        cancel()
    }
}
