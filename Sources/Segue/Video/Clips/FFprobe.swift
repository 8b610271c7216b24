import Foundation

/// Runs the ffprobe beside an ffmpeg on one file, turning every way it can fail into one
/// `VideoError.unreadableClip` naming the file: for clips and for sound tracks alike.
enum FFprobe {
    /// ffprobe's result of `arguments` followed by `path`; a failure says that `path` is not
    /// `kind` ("an image or clip") that Segue can read, with ffprobe's last line.
    static func run(
        _ arguments: [String], on path: String, ffmpeg: String, purpose: String, kind: String
    ) throws(VideoError) -> ChildProcess.Result {
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
            let numerator = Double(parts[0]), let denominator = Double(parts[1]), numerator > 0, denominator > 0
        else { return nil }
        return numerator / denominator
    }

    /// ffprobe's JSON description (`-of json`) for `arguments` (its `-show_…` selections) of
    /// `path`; `what` names it in the error when it cannot be decoded.
    static func describe(
        _ arguments: [String], on path: String, ffmpeg: String, purpose: String, kind: String, what: String
    ) throws(VideoError) -> Output {
        let result = try run(arguments + ["-of", "json"], on: path, ffmpeg: ffmpeg, purpose: purpose, kind: kind)
        do {
            return try JSONDecoder().decode(Output.self, from: result.standardOutput)
        } catch {
            throw .unreadableClip(path: path, reason: "\(what) could not be read: \(error)")
        }
    }

    /// The part of ffprobe's JSON that Segue reads, whichever entries were asked for.
    struct Output: Decodable {
        struct Stream: Decodable {
            struct SideData: Decodable { var rotation: Int? }
            var index: Int?
            var codec_type: String?
            var codec_name: String?
            var profile: String?
            var level: Int?
            var width: Int?
            var height: Int?
            var time_base: String?
            var avg_frame_rate: String?
            var r_frame_rate: String?
            var duration: String?
            var nb_frames: String?
            var pix_fmt: String?
            var color_space: String?
            var color_range: String?
            var side_data_list: [SideData]?
            var tags: [String: String]?

            /// Degrees the pictures are turned when shown: the display matrix, or an older file's `rotate` tag.
            var rotation: Int {
                side_data_list?.compactMap(\.rotation).first ?? tags?["rotate"].flatMap { Int($0) } ?? 0
            }
        }
        struct Packet: Decodable {
            var pts: Int?
            var dts: Int?
            var flags: String?
        }
        struct Format: Decodable {
            var duration: String?
            var format_name: String?
            var nb_streams: Int?
        }
        var streams: [Stream]
        var packets: [Packet]?
        var format: Format?
    }
}
