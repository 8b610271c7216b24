extension Engine {
    /// Counts the levels of `image`'s pixels on the GPU: every pixel, or with
    /// `downsamplingFactor` N every Nth in reading order (GPUImage samples every 16th by default).
    /// Needs OpenGL ES 3.1 compute shaders, which the error names if the context lacks them.
    public func histogram(of image: Image, downsamplingFactor: Int = 1) throws -> Histogram {
        precondition(downsamplingFactor >= 1, "a downsampling factor is 1 or more")
        return try context.perform {
            let texture = try reductions.texture(holding: image, context: context)
            return try reductions.histogramKernel(context: context)
                .count(
                    texture, width: image.width, height: image.height, step: downsamplingFactor, premultiplied: false)
        }
    }

    /// The mean colour of `image` (straight RGBA, each channel 0 to 1), reduced on the GPU.
    public func averageColor(of image: Image) throws -> SIMD4<Double> {
        try histogram(of: image).averageColor
    }

    /// The mean luminance of `image` (0 to 1, GPUImage's weights), reduced on the GPU.
    public func averageLuminance(of image: Image) throws -> Double {
        try histogram(of: image).averageLuminance
    }
}
