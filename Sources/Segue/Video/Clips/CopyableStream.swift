import Foundation

/// A clip's video stream as stream copying sees it: its format, and the frames where it can be
/// cut without decoding (keyframes that nothing after them in decode order reaches behind).
struct CopyableStream: Sendable, Equatable {
    /// One packet, in decode order, with its times in `timeBase` ticks.
    struct Packet: Sendable, Equatable {
        var pts: Int
        var dts: Int
        var isKey: Bool
    }

    /// ffmpeg's codec name ("h264").
    var codec: String
    /// The codec's profile as ffprobe names it ("High", "Constrained Baseline").
    var profile: String
    /// The codec's level (H.264: 40 for 4.0).
    var level: Int
    /// The stored pixel format ("yuv420p").
    var pixelFormat: String
    /// Stored width and height (before any rotation).
    var width: Int
    var height: Int
    /// Seconds per tick, as ffprobe writes it ("1/15360").
    var timeBase: String
    /// Its frame rate as ffprobe writes it ("30/1").
    var frameRate: String
    /// Whether it is its file's only stream (else the concat demuxer, which ends a part at the
    /// first packet of any stream past its end, must be given the video alone).
    var isOnlyStream: Bool
    /// Degrees the pictures are turned when shown.
    var rotation: Int
    /// Every packet, in decode order.
    var packets: [Packet]

    /// Reads `path`'s first video stream and its packets with the ffprobe beside `ffmpeg`.
    init(contentsOfFile path: String, ffmpeg: String) throws(VideoError) {
        let probe = try FFprobe.describe(
            [
                "-select_streams", "v:0", "-show_entries",
                "stream=index,codec_name,profile,level,pix_fmt,width,height,time_base,r_frame_rate:stream_side_data=rotation:stream_tags=rotate:packet=pts,dts,flags:format=nb_streams",
            ], on: path, ffmpeg: ffmpeg, purpose: "reading clips", kind: "a clip", what: "ffprobe's list of packets")
        guard let stream = probe.streams.first else { throw .unreadableClip(path: path, reason: "no video stream") }
        codec = stream.codec_name ?? "unknown"
        profile = stream.profile ?? "unknown"
        level = stream.level ?? 0
        pixelFormat = stream.pix_fmt ?? "unknown"
        width = stream.width ?? 0
        height = stream.height ?? 0
        timeBase = stream.time_base ?? "0/0"
        frameRate = stream.r_frame_rate ?? "0/0"
        isOnlyStream = stream.index == 0 && probe.format?.nb_streams == 1
        rotation = stream.rotation
        packets = (probe.packets ?? []).compactMap { packet in
            guard let pts = packet.pts, let dts = packet.dts else { return nil }
            return Packet(pts: pts, dts: dts, isKey: packet.flags?.hasPrefix("K") == true)
        }
        guard packets.count == probe.packets?.count, !packets.isEmpty else {
            throw .unreadableClip(
                path: path, reason: "some packets have no timestamps, so it cannot be cut without decoding")
        }
    }

    /// Frames in the stream: one per packet.
    var frameCount: Int { packets.count }

    /// The earliest picture's time, in ticks: frame 0 of the clip as Segue counts it.
    var firstPTS: Int { packets.map(\.pts).min() ?? 0 }

    /// Ticks per frame when every picture follows the one before by the same number of ticks, else nil.
    var frameTicks: Int? {
        let times = packets.map(\.pts).sorted()
        guard times.count > 1 else { return nil }
        let step = times[1] - times[0]
        guard step > 0 else { return nil }
        for index in 1..<times.count where times[index] - times[index - 1] != step { return nil }
        return step
    }

    /// Frames between a picture's decoding and its showing (B-frame reordering), measured on the first packet.
    var reorderDelay: Int {
        guard let first = packets.first, let step = frameTicks else { return 0 }
        return (first.pts - first.dts) / step
    }

    /// The seconds one tick lasts.
    var secondsPerTick: Double {
        FFprobe.ratio(timeBase) ?? 0
    }

    /// The frames (counted from 0 in showing order) where a copy may start or end: keyframes
    /// before which, in decode order, no later picture is decoded and after which no earlier one
    /// is, so that the packets before it are exactly the pictures before it; and the end.
    var cuts: [Int] {
        guard let step = frameTicks else { return [] }
        let first = firstPTS
        var latestBefore = Int.min
        var earliestAfter = Array(repeating: Int.max, count: packets.count + 1)
        for index in packets.indices.reversed() {
            earliestAfter[index] = min(earliestAfter[index + 1], packets[index].pts)
        }
        var cuts: [Int] = []
        for (index, packet) in packets.enumerated() {
            if packet.isKey, latestBefore < packet.pts, earliestAfter[index + 1] > packet.pts {
                cuts.append((packet.pts - first) / step)
            }
            latestBefore = max(latestBefore, packet.pts)
        }
        return cuts + [frameCount]
    }

    /// Where a copy starting at frame `frame` (a cut) begins, in seconds of the file's own time:
    /// its keyframe's showing time, for the concat demuxer's `inpoint`.
    func inpoint(atFrame frame: Int) -> Double {
        Double(firstPTS + frame * (frameTicks ?? 0)) * secondsPerTick
    }

    /// Where a copy ending before frame `frame` (a cut, not the end) stops, in seconds: halfway
    /// between the decoding times of its keyframe and the packet before it, for the concat
    /// demuxer's `outpoint` (which drops packets decoded at or after it), safe from rounding.
    func outpoint(atFrame frame: Int) -> Double? {
        guard let step = frameTicks, frame < frameCount,
            let index = packets.firstIndex(where: { $0.pts == firstPTS + frame * step }), index > 0
        else { return nil }
        return Double(packets[index - 1].dts + packets[index].dts) / 2 * secondsPerTick
    }
}
