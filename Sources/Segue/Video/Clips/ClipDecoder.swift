import Foundation

/// Decodes a clip's pictures at the output's frame rate by running ffmpeg, a few frames ahead
/// on a thread of its own, ready to upload: 8-bit 4:2:0 clips as they are stored (NV12, which
/// the GPU converts; or yuv420p planes, as encoders take them, when most pictures pass through),
/// others as RGBA8 in GL's row order (bottom row first).
final class ClipDecoder: @unchecked Sendable {
    // Sendable is sound: `ready`, `free`, `ended`, `stopped` and `failure` are touched only while
    // holding `condition` (or after `finished` is signalled); a slot's bytes are written by the
    // reader thread before it is marked ready and read by the consumer only after, until it is
    // freed; `current` is the consumer's alone (its slot is in neither queue).
    let clip: Clip
    /// How the GPU takes each picture (`planar` pictures are interleaved into NV12 first).
    let layout: PictureLayout
    /// Whether 4:2:0 pictures come as yuv420p's three planes rather than `layout`'s NV12: ffmpeg
    /// then hands a yuv420p clip over unconverted, and a picture passed through to a yuv420p
    /// encoder is its bytes as they are.
    let planar: Bool
    private let process: RunningProcess
    private let condition = NSCondition()
    private let slots: [FrameBytes]
    private var ready: [Int] = []
    private var free: [Int]
    private var ended = false
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)
    /// The slot `advance` made current, kept from the reader until the next `advance`; touched
    /// only by the consumer.
    private var current: Int?

    /// Starts decoding `clip` from `start` seconds at `fps` frames per second, up to `depth`
    /// pictures ahead counting the current one; `planar` asks for a 4:2:0 clip's pictures as
    /// yuv420p planes (ignored for other clips).
    init(_ clip: Clip, start: Double, fps: Double, depth: Int = 4, planar: Bool = false) throws {
        self.clip = clip
        layout = clip.yuvColours.map(PictureLayout.nv12) ?? .rgba
        self.planar = planar && clip.yuvColours != nil
        let arguments = Self.arguments(path: clip.path, start: start, fps: fps, layout: layout, planar: self.planar)
        process =
            try EarlyDecoders.take(executable: clip.ffmpeg, arguments: arguments)
            ?? RunningProcess(clip.ffmpeg, arguments: arguments, input: .none, output: .pipe)
        let frameBytes = layout.byteCount(of: FrameSize(width: clip.width, height: clip.height))
        slots = (0..<depth).map { _ in FrameBytes(count: frameBytes) }
        free = Array(0..<depth)
        Thread { [self] in readFrames() }.start()
    }

    /// ffmpeg's arguments decoding `path` from `start` seconds at `fps` into `layout` pictures
    /// (4:2:0 as yuv420p planes when `planar`) on its standard output.
    static func arguments(path: String, start: Double, fps: Double, layout: PictureLayout, planar: Bool) -> [String] {
        var arguments = ["-hide_banner", "-nostats", "-loglevel", "error", "-nostdin"]
        if start > 0 { arguments += ["-ss", String(start)] }
        // NV12 keeps the stored planes (interleaving chroma is a copy), read top row first by the
        // shader; RGBA is flipped here into GL's row order like every uploaded image.
        // The range is named, as ffmpeg would otherwise squeeze a full-range clip into NV12's default, limited.
        let (filter, pixelFormat) =
            switch layout {
            case .rgba: ("vflip", "rgba")
            case .nv12(let colours): ("scale=out_range=\(colours.fullRange ? "pc" : "tv")", planar ? "yuv420p" : "nv12")
            }
        let chain = "fps=\(FrameRate(fps).ffmpegText),\(filter)"
        return arguments + [
            "-i", path, "-an", "-sn", "-map", "0:v:0", "-vf", chain, "-f", "rawvideo", "-pix_fmt", pixelFormat, "-",
        ]
    }

    /// Makes the next picture current, without copying it: it stays readable through
    /// `withCurrentFrame` until the next call. Returns false at the clip's end, where the last
    /// picture stays current; throws when ffmpeg failed to decode.
    func advance() throws -> Bool {
        condition.lock()
        while ready.isEmpty && !ended { condition.wait() }
        guard !ready.isEmpty else {
            condition.unlock()
            try checkEnding()
            return false
        }
        let slot = ready.removeFirst()
        if let current {
            free.append(current)
            condition.signal()
        }
        current = slot
        condition.unlock()
        return true
    }

    /// Runs `body` with the picture `advance` made current, or nil before the first.
    func withCurrentFrame<T>(_ body: (UnsafeRawBufferPointer?) throws -> T) rethrows -> T {
        guard let current else { return try body(nil) }
        return try slots[current].bytes.withUnsafeBytes { try body($0) }
    }

    /// Stops decoding (the rest is not needed) and reaps ffmpeg.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        process.kill()
        finished.wait()
        finished.signal()
    }

    private var failure: VideoError?

    /// Throws when the decoder ended in an error rather than at the clip's end.
    private func checkEnding() throws(VideoError) {
        finished.wait()
        finished.signal()
        if let failure { throw failure }
    }

    private func readFrames() {
        while true {
            condition.lock()
            while free.isEmpty && !stopped { condition.wait() }
            guard !stopped else {
                condition.unlock()
                break
            }
            let slot = free.removeFirst()
            condition.unlock()
            let complete = slots[slot].bytes.withUnsafeMutableBytes { process.read(into: $0) }
            condition.lock()
            if complete {
                ready.append(slot)
            } else {
                free.append(slot)
                ended = true
            }
            condition.broadcast()
            condition.unlock()
            if !complete { break }
        }
        let ending = process.finish()
        condition.lock()
        if !stopped && !ending.succeeded {
            failure = .ffmpegFailed(
                purpose: "decoding \(clip.path)", ending: ending.summary, detail: ending.lastErrorLine)
        }
        ended = true
        condition.broadcast()
        condition.unlock()
        finished.signal()
    }
}
