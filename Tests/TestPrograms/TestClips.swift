import Foundation
import Segue

/// Clips made for tests by the ffmpeg on `PATH`, from frames the tests choose, stored losslessly.
public enum TestClips {
    /// Why a clip could not be made.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The ffmpeg tests run; a missing one fails the test (CI installs it).
    public static func ffmpeg() throws -> String {
        guard let path = ChildProcess.locate("ffmpeg") else { throw Failure(description: "ffmpeg is not on PATH") }
        return path
    }

    /// Writes `frames` (all of one size) at `fps` as a lossless FFV1 clip in `directory`, with a
    /// sine tone when `sound` is set.
    public static func make(
        _ name: String, frames: [Image], fps: Int, sound: Bool = false, in directory: URL
    ) throws -> String {
        let path = directory.appendingPathComponent(name).path
        guard let first = frames.first else { throw Failure(description: "a clip needs frames") }
        var arguments = [
            "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(first.width)x\(first.height)",
            "-framerate", "\(fps)", "-i", "-",
        ]
        if sound {
            arguments += [
                "-f", "lavfi", "-i", "sine=frequency=440:duration=\(Double(frames.count) / Double(fps))", "-c:a",
                "pcm_s16le",
            ]
        }
        arguments += ["-c:v", "ffv1", "-pix_fmt", "bgr0", path]
        let result = try ChildProcess(try ffmpeg(), arguments: arguments, input: Data(frames.flatMap(\.pixels))).run()
        guard result.succeeded else { throw Failure(description: "ffmpeg could not make \(name): \(result.errorText)") }
        return path
    }

    /// Runs ffmpeg on lavfi's generated `source` (a test pattern, a fractal, a tone) with output
    /// `options`, writing `path`, and tells how it ended.
    public static func generate(_ source: String, options: [String] = [], to path: String) throws -> ChildProcess.Result
    {
        try ChildProcess(try ffmpeg(), arguments: ["-v", "error", "-f", "lavfi", "-i", source] + options + [path]).run()
    }

    /// `count` frames of `width`×`height`, each one solid colour given by `colour(frameIndex)`.
    public static func solidFrames(_ count: Int, width: Int, height: Int, colour: (Int) -> RGBA) throws -> [Image] {
        try (0..<count).map { try Image(width: width, height: height, color: colour($0)) }
    }

    /// A temporary directory for one test.
    public static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-clips-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
