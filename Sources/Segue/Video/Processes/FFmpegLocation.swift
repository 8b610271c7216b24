/// Finds the ffmpeg (or ffprobe) to run.
enum FFmpegLocation {
    /// The executable `name` names (a path, or a name on `PATH`), or `VideoError.ffmpegNotFound`.
    static func resolve(_ name: String, purpose: String) throws(VideoError) -> String {
        guard let path = ChildProcess.locate(name) else { throw .ffmpegNotFound(name: name, purpose: purpose) }
        return path
    }

    /// The ffprobe beside `ffmpeg` when there is one, else the one on `PATH`.
    static func probe(besides ffmpeg: String) throws(VideoError) -> String {
        if ffmpeg.contains("/") {
            let sibling = String(ffmpeg[...(ffmpeg.lastIndex(of: "/")!)]) + "ffprobe"
            if ChildProcess.locate(sibling) != nil { return sibling }
        }
        return try resolve("ffprobe", purpose: "reading clips")
    }
}
