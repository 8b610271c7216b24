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
    private let format: Format
    private let destination: String
    private let feeder: FrameFeeder
    private let muxer: RunningProcess?
    private var header: [UInt8]
    private var ended = false

    /// A stream of `format` frames of `width`×`height` at `fps` onto `descriptor` (1: standard output);
    /// NUT runs `ffmpeg` to write the container.
    public init(format: Format, descriptor: Int32 = 1, width: Int, height: Int, fps: Double, ffmpeg: String = "ffmpeg") throws {
        self.format = format
        destination = descriptor == 1 ? "standard output" : "file descriptor \(descriptor)"
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
            header = Array("YUV4MPEG2 W\(width) H\(height) F\(rate.numerator):\(rate.denominator) Ip A1:1 C420jpeg XYSCSS=420JPEG XCOLORRANGE=LIMITED\n".utf8)
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
        let prefix = format == .y4m ? header + Array("FRAME\n".utf8) : []
        header = []
        do {
            try feeder.append(frame, header: prefix)
        } catch {
            ended = true
            let detail = muxer?.finish().lastErrorLine
            throw VideoError.writeFailed(destination: destination, reason: detail ?? error.reason)
        }
    }

    public func finish() throws {
        guard !ended else { return }
        ended = true
        do {
            try feeder.finish()
        } catch {
            throw VideoError.writeFailed(destination: destination, reason: muxer?.finish().lastErrorLine ?? error.reason)
        }
        if let muxer {
            let ending = muxer.finish()
            guard ending.succeeded else {
                throw VideoError.ffmpegFailed(purpose: "writing NUT to \(destination)", ending: ending.summary, detail: ending.lastErrorLine)
            }
        }
    }

    public func cancel() {
        guard !ended else { return }
        ended = true
        muxer?.kill()
        try? feeder.finish()
        muxer?.finish()
    }
}
