import Foundation
import Segue
import SegueJobs

/// A job's estimated cost, for balancing shards: frames × pixels, plus decoding for clips (their
/// size on disk stands for it). Read from the manifest and the files' headers and sizes only, so
/// that every shard computes the same numbers.
enum BatchCost {
    /// Pixel-frames one byte of a compressed clip is taken to cost to decode.
    static let clipPixelsPerByte = 40.0

    static func estimate(_ job: BatchJob) -> Double {
        switch job.job {
        case let render as RenderJob:
            let files = [render.from, render.to]
            let seconds = (render.offset ?? 0) + (render.duration ?? 1)
            let frames = render.progress == nil ? seconds * render.fps + 1 : 1
            return frames * pixels(render.size, first: files.first) + decoding(files)
        case let concat as ConcatJob:
            let stills = concat.inputs.filter(isStill).count
            let joins = Double(max(concat.inputs.count - 1, 0)) * concat.duration
            return (Double(stills) * concat.still + joins) * (concat.fps ?? 30)
                * pixels(concat.size, first: concat.inputs.first)
                + decoding(concat.inputs + [concat.spec].compactMap { $0 })
        case let apply as ApplyJob:
            return Double(max(apply.steps.count, 1)) * pixels(nil, first: apply.input)
        default:
            return 0
        }
    }

    /// The output's pixels: `--size`, else the first input's (a still's header), else 1080p's.
    private static func pixels(_ size: FrameSize?, first: String?) -> Double {
        if let size { return Double(size.width * size.height) }
        if let first, let size = ImageHeader.size(ofFile: first) { return Double(size.width * size.height) }
        return 1920 * 1080
    }

    private static func decoding(_ files: [String]) -> Double {
        files.filter { !isStill($0) }.reduce(0) { total, file in
            let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            return total + Double(bytes) * clipPixelsPerByte
        }
    }

    static func isStill(_ file: String) -> Bool {
        ["png", "jpg", "jpeg"].contains(URL(fileURLWithPath: file).pathExtension.lowercased())
    }
}

/// A PNG's or JPEG's width and height from its first bytes, without decoding it.
enum ImageHeader {
    static func size(ofFile path: String) -> FrameSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 1 << 16) else { return nil }
        let bytes = [UInt8](data)
        func number(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let width = number(16, 4), let height = number(20, 4) {
            return FrameSize(width: width, height: height)
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var at = 2
        while at + 9 < bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker),
                let height = number(at + 5, 2), let width = number(at + 7, 2)
            {
                return FrameSize(width: width, height: height)
            }
            guard let length = number(at + 2, 2) else { return nil }
            at += 2 + length
        }
        return nil
    }
}
