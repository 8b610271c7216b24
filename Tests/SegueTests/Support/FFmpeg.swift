import Foundation
import Segue

/// Runs the `ffmpeg` on `PATH` to render its `xfade` transitions, for parity tests.
enum FFmpeg {
    /// The executable, or nil when none is on `PATH`.
    static let path = ChildProcess.locate("ffmpeg")

    /// Whether parity tests must run: CI sets `SEGUE_REQUIRE_GPU=1` and installs ffmpeg.
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["SEGUE_REQUIRE_GPU"] == "1"
    }

    /// `ffmpeg -h filter=xfade`, run once; a failure is kept so that every test that needs it reports it.
    private static let xfadeHelp = Result { try run(["-hide_banner", "-h", "filter=xfade"]) }

    /// The `xfade` transitions this ffmpeg knows; throws when ffmpeg is missing, fails or lists none.
    static var xfadeTransitions: Set<String> {
        get throws {
            let output = try xfadeHelp.get()
            // Lines such as "     wipeleft        1            ..FV....... wipe left transition".
            let names = String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard words.count >= 3, Int(words[1]) != nil, words[2].hasPrefix("..") else { return nil }
                return String(words[0])
            }
            guard !names.isEmpty else { throw FFmpegError(message: "ffmpeg -h filter=xfade listed no transitions") }
            return Set(names)
        }
    }

    /// Frames of `xfade=transition:NAME` between `from` and `to` at progress 0, 0.25, 0.5 and 0.75.
    ///
    /// With `-framerate 4` the inputs' time base is 1/4 s, so a 1 s transition lasts
    /// `duration_pts = 4` and vf_xfade.c's `P = 1 − (pts − start_pts) / duration_pts` is exactly
    /// 1, 0.75, 0.5 and 0.25 for frames 0 to 3: progress n/4 in Segue's terms. Both inputs go
    /// through `format=gbrp`, so ffmpeg works on planar RGB without alpha, as for RGB files.
    static func xfadeFrames(_ transition: String, from: Image, to: Image) throws -> [Image] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-xfade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("from.png").path
        let b = directory.appendingPathComponent("to.png").path
        try from.writePNG(toFile: a)
        try to.writePNG(toFile: b)
        let input = ["-loop", "1", "-t", "2", "-framerate", "4", "-i"]
        let graph =
            "[0]format=gbrp[a];[1]format=gbrp[b];[a][b]xfade=transition=\(transition):duration=1:offset=0,format=rgba"
        let output = try run(
            ["-v", "error", "-nostdin"] + input + [a] + input + [b]
                + ["-filter_complex", graph, "-frames:v", "4", "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"]
        )
        let frameBytes = from.width * from.height * 4
        guard output.count == 4 * frameBytes else {
            throw FFmpegError(
                message: "ffmpeg gave \(output.count) bytes for \(transition), expected 4 frames of \(frameBytes)")
        }
        return try (0..<4).map { index in
            try Image(
                width: from.width, height: from.height,
                pixels: Array(output[index * frameBytes..<(index + 1) * frameBytes]))
        }
    }

    /// Runs ffmpeg and returns its standard output; throws with its standard error on failure.
    static func run(_ arguments: [String]) throws -> [UInt8] {
        guard let path else { throw FFmpegError(message: "ffmpeg is not on PATH") }
        let result = try ChildProcess(path, arguments: arguments).run()
        guard result.succeeded else {
            throw FFmpegError(message: "ffmpeg \(arguments.joined(separator: " ")) failed: \(result.errorText)")
        }
        return [UInt8](result.standardOutput)
    }
}

/// An ffmpeg run that failed, with its message.
struct FFmpegError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
