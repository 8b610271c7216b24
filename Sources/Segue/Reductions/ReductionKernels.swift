import SegueGL

/// The compute programs reductions use, compiled on first use and kept for the engine's life,
/// with the texture images are uploaded into; touched only on the GL thread.
final class ReductionKernels: @unchecked Sendable {
    // Sendable is sound: every property is read and written only inside `GLContext.perform`.
    private var histogram: HistogramKernel?
    private var upload: Texture?
    private var scratch: [UInt8] = []

    /// The histogram kernel, compiled the first time.
    func histogramKernel(context: GLContext) throws -> HistogramKernel {
        if let histogram { return histogram }
        let kernel = try HistogramKernel(context: context)
        histogram = kernel
        return kernel
    }

    /// `image`'s straight pixels in a texture (reused while images keep their size); rows stay
    /// in the image's order, which counting does not care about.
    func texture(holding image: Image, context: GLContext) throws -> Texture {
        if upload?.descriptor.width != image.width || upload?.descriptor.height != image.height {
            upload = try Texture(
                TextureDescriptor(width: image.width, height: image.height, filter: .nearest), context: context)
        }
        try image.pixels.withUnsafeBytes { try upload!.upload($0) }
        return upload!
    }
}
