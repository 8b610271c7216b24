import Foundation
import Segue
import Testing

/// Clips made for tests by the ffmpeg on `PATH`, from frames the tests choose, stored losslessly.
enum TestClips {
    /// The ffmpeg tests run; a missing one fails the test (CI installs it).
    static func ffmpeg() throws -> String {
        try #require(FFmpeg.path, "ffmpeg is not on PATH")
    }

    /// Writes `frames` (all of one size) at `fps` as a lossless FFV1 clip in `directory`, with a
    /// sine tone when `sound` is set.
    static func make(_ name: String, frames: [Image], fps: Int, sound: Bool = false, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent(name).path
        let first = try #require(frames.first)
        var arguments = ["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(first.width)x\(first.height)",
                         "-framerate", "\(fps)", "-i", "-"]
        if sound {
            arguments += ["-f", "lavfi", "-i", "sine=frequency=440:duration=\(Double(frames.count) / Double(fps))", "-c:a", "pcm_s16le"]
        }
        arguments += ["-c:v", "ffv1", "-pix_fmt", "bgr0", path]
        let result = try ChildProcess(try ffmpeg(), arguments: arguments, input: Data(frames.flatMap(\.pixels))).run()
        try #require(result.succeeded, "ffmpeg could not make \(name): \(result.errorText)")
        return path
    }

    /// `count` frames of `width`×`height`, each one solid colour given by `colour(frameIndex)`.
    static func solidFrames(_ count: Int, width: Int, height: Int, colour: (Int) -> RGBA) throws -> [Image] {
        try (0..<count).map { try Image(width: width, height: height, color: colour($0)) }
    }

    /// A temporary directory for one test.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-clips-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A sink keeping every frame's bytes in memory.
final class CollectingSink: FrameSink {
    let pixelFormat: FramePixelFormat
    private(set) var frames: [[UInt8]] = []
    private(set) var finished = false
    private(set) var cancelled = false

    init(_ format: FramePixelFormat = .rgba) {
        pixelFormat = format
    }

    func append(_ frame: UnsafeRawBufferPointer) throws { frames.append(Array(frame)) }
    func finish() throws { finished = true }
    func cancel() { cancelled = true }
}
