/// Runs the ffprobe beside an ffmpeg on one file, turning every way it can fail into one
/// `VideoError.unreadableClip` naming the file: for clips and for sound tracks alike.
enum FFprobe {
    /// ffprobe's result of `arguments` followed by `path`; a failure says that `path` is not
    /// `kind` ("an image or clip") that Segue can read, with ffprobe's last line.
    static func run(_ arguments: [String], on path: String, ffmpeg: String, purpose: String, kind: String) throws(VideoError) -> ChildProcess.Result {
        let ffprobe = try FFmpegLocation.probe(besides: try FFmpegLocation.resolve(ffmpeg, purpose: purpose))
        let result: ChildProcess.Result
        do {
            result = try ChildProcess(ffprobe, arguments: ["-v", "error"] + arguments + [path]).run()
        } catch {
            throw .unreadableClip(path: path, reason: error.description)
        }
        guard result.succeeded else {
            let reason = result.errorText.split(whereSeparator: \.isNewline).last.map(String.init) ?? "ffprobe failed"
            throw .unreadableClip(path: path, reason: "not \(kind) Segue can read (\(reason))")
        }
        return result
    }

    /// A fraction as ffprobe writes rates and time bases ("30000/1001") as a number; nil for
    /// "0/0" and anything else not a positive fraction.
    static func ratio(_ text: String?) -> Double? {
        guard let parts = text?.split(separator: "/"), parts.count == 2,
              let numerator = Double(parts[0]), let denominator = Double(parts[1]), numerator > 0, denominator > 0 else { return nil }
        return numerator / denominator
    }
}
