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
/// With `format: .yuv420p(.bt709)` each frame is converted on the GPU in the same hop as it is drawn,
/// and the byte-level `submit(preparing:deliveringOldest:)` hands out its planes.
///
/// Threads: the ring and its counters are touched only on the GL thread, each submit in one
/// hop; frames come out in the order they were submitted, whichever thread submits them.
public final class FrameStream: @unchecked Sendable {
    // Sendable is sound: `renderer`, `context`, `conversion` and `buffers` are immutable references
    // used only inside `context.perform`, and `fences`, `submitted` and `delivered` are
    // read and written only there too.
    /// The layout of the bytes each frame is delivered in.
    public let format: FramePixelFormat
    /// Bytes per delivered frame.
    public let frameSize: Int
    private let renderer: GraphRenderer
    private let context: GLContext
    private let conversion: YUVConversion?
    private let buffers: [GLBuffer]
    private var fences: [Fence?]
    private var submitted = 0
    private var delivered = 0

    /// A stream over `renderer`'s output in `format`, with `depth` frames in flight (at least 2).
    public init(renderer: GraphRenderer, format: FramePixelFormat = .rgba, depth: Int = 3) throws {
        self.renderer = renderer
        self.format = format
        context = renderer.glContext
        frameSize = format.frameSize(width: renderer.width, height: renderer.height)
        let (width, height, context, stage) = (renderer.width, renderer.height, context, renderer.passStage)
        (conversion, buffers) = try context.perform {
            var conversion: YUVConversion?
            if case .yuv420p(let matrix) = format {
                conversion = try YUVConversion(
                    width: width, height: height, matrix: matrix, stage: stage, programs: renderer.programCache,
                    context: context)
            }
            let readSize = conversion?.readbackSize ?? width * height * 4
            return (
                conversion, try (0..<max(depth, 2)).map { _ in try GLBuffer(pixelPackSize: readSize, context: context) }
            )
        }
        fences = Array(repeating: nil, count: buffers.count)
        // A stream is a sequence of its own: effects reading their last frame start afresh.
        try renderer.resetHistory()
    }

    /// Frames submitted but not yet delivered.
    public var inFlight: Int {
        get throws { try context.perform { submitted - delivered } }
    }

    /// Draws a frame after `prepare` (which sets its values, e.g. progress) and starts its
    /// readback; when the ring is full, first hands the oldest frame's bytes (`frameSize` of them,
    /// in `format`) to `deliver` and returns true. `deliver` runs on the GL thread, and its
    /// bytes are valid only while it runs.
    public func submit(
        preparing prepare: () throws -> Void = {}, deliveringOldest deliver: (UnsafeRawBufferPointer) throws -> Void
    ) throws -> Bool {
        try renderer.drawFrame(preparing: prepare, convertingTo: conversion) { target in
            var deliveredOne = false
            if submitted - delivered == buffers.count {
                try deliverOldest(deliver)
                deliveredOne = true
            }
            let slot = submitted % buffers.count
            if let conversion {
                try conversion.startReadback(into: buffers[slot])
            } else {
                try buffers[slot].startReadback(from: target)
            }
            fences[slot] = try Fence(context: context)
            submitted += 1
            return deliveredOne
        }
    }

    /// Hands every frame still in flight to `deliver`, oldest first, on the GL thread.
    public func drain(_ deliver: (UnsafeRawBufferPointer) throws -> Void) throws {
        try context.perform {
            while submitted > delivered { try deliverOldest(deliver) }
        }
    }

    /// `submit(preparing:deliveringOldest:)` for an RGBA stream, copying the oldest frame into `image`.
    public func submit(into image: inout Image, preparing prepare: () throws -> Void = {}) throws -> Bool {
        try requireRGBA()
        if image.width != renderer.width || image.height != renderer.height {
            image = try Image.readTarget(width: renderer.width, height: renderer.height)
        }
        return try submit(preparing: prepare) { bytes in
            image.pixels.withUnsafeMutableBytes { $0.copyMemory(from: bytes) }
        }
    }

    /// Delivers every frame of an RGBA stream still in flight as an image, oldest first.
    public func drain(_ deliver: (Image) throws -> Void) throws {
        try requireRGBA()
        var image = try Image.readTarget(width: renderer.width, height: renderer.height)
        var rest: [Image] = []
        try drain { bytes in
            image.pixels.withUnsafeMutableBytes { $0.copyMemory(from: bytes) }
            rest.append(image)
        }
        for frame in rest { try deliver(frame) }
    }

    private func requireRGBA() throws(RenderError) {
        guard format == .rgba else {
            throw .unsupportedPixelFormat(format.ffmpegName, needed: FramePixelFormat.rgba.ffmpegName)
        }
    }

    /// Hands the oldest frame in flight to `deliver`; on the GL thread.
    private func deliverOldest(_ deliver: (UnsafeRawBufferPointer) throws -> Void) throws {
        let slot = delivered % buffers.count
        try fences[slot]?.wait()
        fences[slot] = nil
        try buffers[slot].withMappedBytes { mapped in
            if let conversion {
                try conversion.frame(from: mapped, deliver)
            } else {
                try deliver(mapped)
            }
        }
        delivered += 1
    }
}
