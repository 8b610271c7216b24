/// Turns a decoded picture into a sink's frame where that only moves bytes, so that the frames
/// of a clip outside its transition go from decoder to sink without the GPU, as xfade passes
/// them through: RGBA flipped back to top row first, or NV12 to `yuv420p` when the clip's
/// matrix is the sink's and its range limited. Anything needing colour math returns nil at init.
struct PictureCopy {
    private let layout: PictureLayout
    private let width: Int
    private let height: Int
    /// Bytes of one frame in the sink's layout.
    let frameSize: Int

    /// A copy of `layout` pictures of `width`×`height` into `format` frames of the output's size, or
    /// nil when the sizes differ or the layouts need a conversion.
    init?(
        layout: PictureLayout, width: Int, height: Int, into format: FramePixelFormat, outputWidth: Int,
        outputHeight: Int
    ) {
        guard width == outputWidth, height == outputHeight else { return nil }
        switch (layout, format) {
        case (.rgba, .rgba): break
        case (.nv12(let colours), .yuv420p(let matrix)) where colours.matrix == matrix && !colours.fullRange: break
        default: return nil
        }
        self.layout = layout
        self.width = width
        self.height = height
        frameSize = format.frameSize(width: width, height: height)
    }

    /// Writes `picture` (as `ClipDecoder` delivers it) into `frame` in the sink's layout.
    func copy(_ picture: UnsafeRawBufferPointer, into frame: inout [UInt8]) {
        if frame.count != frameSize { frame = [UInt8](repeating: 0, count: frameSize) }
        frame.withUnsafeMutableBytes { frame in
            switch layout {
            case .rgba:
                // The decoder flipped it for GL; sinks take the top row first.
                let row = width * 4
                for y in 0..<height {
                    let source = UnsafeRawBufferPointer(
                        rebasing: picture[((height - 1 - y) * row)..<((height - y) * row)])
                    UnsafeMutableRawBufferPointer(rebasing: frame[(y * row)..<((y + 1) * row)]).copyMemory(from: source)
                }
            case .nv12:
                // Luma as it is; the interleaved Cb, Cr pairs into two planes.
                let luma = width * height
                let samples = PictureLayout.chromaSize(of: FrameSize(width: width, height: height)).pixelCount
                UnsafeMutableRawBufferPointer(rebasing: frame[0..<luma]).copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: picture[0..<luma]))
                let pairs = picture.baseAddress!.advanced(by: luma).assumingMemoryBound(to: UInt8.self)
                let blue = frame.baseAddress!.advanced(by: luma).assumingMemoryBound(to: UInt8.self)
                let red = blue.advanced(by: samples)
                for index in 0..<samples {
                    blue[index] = pairs[2 * index]
                    red[index] = pairs[2 * index + 1]
                }
            }
        }
    }
}

extension PictureCopy {
    /// Writes a yuv420p picture of `width`×`height` into `nv12` as the GPU takes it: luma as it
    /// is, the Cb and Cr planes interleaved into pairs (what ffmpeg's conversion to NV12 would do,
    /// for the few pictures of a planar decoder that are drawn).
    static func interleave(yuv420p picture: UnsafeRawBufferPointer, width: Int, height: Int, into nv12: inout [UInt8]) {
        let luma = width * height
        let samples = PictureLayout.chromaSize(of: FrameSize(width: width, height: height)).pixelCount
        precondition(
            picture.count >= luma + 2 * samples,
            "a yuv420p picture of \(width)×\(height) is \(luma + 2 * samples) bytes")
        if nv12.count != luma + 2 * samples { nv12 = [UInt8](repeating: 0, count: luma + 2 * samples) }
        nv12.withUnsafeMutableBytes { nv12 in
            UnsafeMutableRawBufferPointer(rebasing: nv12[0..<luma]).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: picture[0..<luma]))
            let blue = picture.baseAddress!.advanced(by: luma).assumingMemoryBound(to: UInt8.self)
            let red = blue.advanced(by: samples)
            let pairs = nv12.baseAddress!.advanced(by: luma).assumingMemoryBound(to: UInt8.self)
            for index in 0..<samples {
                pairs[2 * index] = blue[index]
                pairs[2 * index + 1] = red[index]
            }
        }
    }
}
