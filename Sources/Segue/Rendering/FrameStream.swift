import SegueGL

/// Streams frames out without stalling on each readback: every frame is read into one of a
/// ring of pixel-pack buffers behind a fence, and copied out `depth - 1` frames later, when the
/// GPU has long finished it. For sinks that take every frame (files, a video pipe).
///
///     let stream = try FrameStream(renderer: transition.renderer)
///     for p in progresses {
///         if try stream.submit(into: &frame, preparing: { try transition.graph.setProgress(p) }) {
///             write(frame)  // an earlier frame, in order
///         }
///     }
///     try stream.drain { write($0) }
///
/// Threads: the ring and its counters are touched only on the GL thread, each submit in one
/// hop; frames come out in the order they were submitted, whichever thread submits them.
public final class FrameStream: @unchecked Sendable {
    // Sendable is sound: `renderer`, `context` and `buffers` are immutable references, and
    // `fences`, `submitted` and `delivered` are read and written only inside `context.perform`.
    private let renderer: GraphRenderer
    private let context: GLContext
    private let buffers: [GLBuffer]
    private var fences: [Fence?]
    private var submitted = 0
    private var delivered = 0

    /// A stream over `renderer`'s output with `depth` frames in flight (at least 2).
    public init(renderer: GraphRenderer, depth: Int = 3) throws {
        self.renderer = renderer
        context = renderer.glContext
        let size = renderer.width * renderer.height * 4
        let context = context
        buffers = try context.perform {
            try (0..<max(depth, 2)).map { _ in try GLBuffer(pixelPackSize: size, context: context) }
        }
        fences = Array(repeating: nil, count: buffers.count)
    }

    /// Frames submitted but not yet delivered.
    public var inFlight: Int {
        get throws { try context.perform { submitted - delivered } }
    }

    /// Draws a frame after `prepare` (which sets its values, e.g. progress) and starts its
    /// readback; when the ring is full, first copies the oldest frame into `image` and returns true.
    public func submit(into image: inout Image, preparing prepare: () throws -> Void = {}) throws -> Bool {
        if image.width != renderer.width || image.height != renderer.height {
            image = try Image(width: renderer.width, height: renderer.height)
        }
        return try renderer.drawFrame(preparing: prepare) { target in
            var deliveredOne = false
            if submitted - delivered == buffers.count {
                try deliverOldest(into: &image)
                deliveredOne = true
            }
            let slot = submitted % buffers.count
            try buffers[slot].startReadback(from: target)
            fences[slot] = try Fence(context: context)
            submitted += 1
            return deliveredOne
        }
    }

    /// Delivers every frame still in flight, oldest first.
    public func drain(_ deliver: (Image) throws -> Void) throws {
        var image = try Image(width: renderer.width, height: renderer.height)
        while try context.perform({ () throws -> Bool in
            guard submitted > delivered else { return false }
            try deliverOldest(into: &image)
            return true
        }) {
            try deliver(image)
        }
    }

    /// Copies the oldest frame in flight into `image`; on the GL thread.
    private func deliverOldest(into image: inout Image) throws {
        let slot = delivered % buffers.count
        try fences[slot]?.wait()
        fences[slot] = nil
        try buffers[slot].withMappedBytes { mapped in
            image.pixels.withUnsafeMutableBytes { $0.copyMemory(from: mapped) }
        }
        delivered += 1
    }
}
