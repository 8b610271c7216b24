import SegueGL

/// Counts an image's levels on the GPU with a compute program: each work group counts its
/// pixels into a histogram in shared memory, then adds it to the global one with one atomic
/// add per level, so that the 2 million pixels of a 1080p frame meet at 1,280 counters.
///
/// A fragment pass cannot do this: it writes only its own pixel, so a histogram by gathering
/// would read every pixel once per level (256 times). GPUImage scatters one point per pixel
/// into a 256×1 target with additive blending instead, which needs float blending; compute
/// shaders (OpenGL ES 3.1) are the direct way on every driver Segue runs on.
final class HistogramKernel: @unchecked Sendable {
    // Sendable is sound: created and used only inside `GLContext.perform`.
    private let program: ComputeProgram
    private let counts: GLBuffer
    private let uniforms: (size: UniformLocation?, step: UniformLocation?, premultiplied: UniformLocation?)
    private static let groupSize = 256
    /// Pixels one invocation counts, so that even 100 megapixels need few enough groups.
    private static let pixelsPerInvocation = 16
    private static let channels = 5

    /// Compiles the program; call inside `GLContext.perform`.
    init(context: GLContext) throws {
        program = try ComputeProgram(source: Self.source, context: context)
        counts = try GLBuffer(storageSize: Self.channels * 256 * 4, context: context)
        uniforms = (
            program.uniformLocation("size"), program.uniformLocation("step"), program.uniformLocation("premultiplied")
        )
    }

    /// Counts every `step`-th pixel (in reading order) of `texture`, an RGBA8 image of
    /// `width`×`height` holding straight colour, or premultiplied colour with `premultiplied`.
    func count(_ texture: Texture, width: Int, height: Int, step: Int, premultiplied: Bool) throws -> Histogram {
        try counts.zero()
        program.use()
        texture.bind(toUnit: 0, sampler: nil)
        uniforms.size?.set(SIMD2<Int32>(Int32(width), Int32(height)))
        uniforms.step?.set(Int32(step))
        uniforms.premultiplied?.set(premultiplied)
        counts.bindStorage(to: 0)
        let samples = (width * height + step - 1) / step
        let groups =
            (samples + Self.groupSize * Self.pixelsPerInvocation - 1) / (Self.groupSize * Self.pixelsPerInvocation)
        // A dimension holds at most 65,535 groups; the shader numbers groups across both.
        let columns = min(groups, 65_535)
        try program.dispatch(x: columns, y: (groups + columns - 1) / columns)
        return try counts.withMappedStorage { bytes in
            let values = bytes.bindMemory(to: UInt32.self).map(Int.init)
            let channel = { (index: Int) in Array(values[(index * 256)..<((index + 1) * 256)]) }
            return Histogram(
                red: channel(0), green: channel(1), blue: channel(2), alpha: channel(3), luminance: channel(4))
        }
    }

    private static let source = """
        #version 310 es
        precision highp float;
        precision highp int;
        layout(local_size_x = \(groupSize)) in;
        uniform highp sampler2D image;
        uniform ivec2 size;
        uniform int step;
        uniform bool premultiplied;
        layout(std430, binding = 0) buffer Counts { uint counts[\(channels * 256)]; };
        shared uint local[\(channels * 256)];

        uint level(float value) { return uint(clamp(floor(value * 255.0 + 0.5), 0.0, 255.0)); }

        void main() {
            uint invocation = gl_LocalInvocationIndex;
            for (uint i = invocation; i < \(channels * 256)u; i += \(groupSize)u) local[i] = 0u;
            barrier();
            uint group = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
            uint first = (group * \(groupSize)u * \(pixelsPerInvocation)u + invocation);
            uint total = uint(size.x) * uint(size.y);
            for (uint k = 0u; k < \(pixelsPerInvocation)u; k++) {
                uint index = first + k * \(groupSize)u;
                uint pixel = index * uint(step);
                if (pixel >= total) break;
                vec4 color = texelFetch(image, ivec2(int(pixel % uint(size.x)), int(pixel / uint(size.x))), 0);
                if (premultiplied && color.a > 0.0) color.rgb = min(color.rgb / color.a, 1.0);
                uvec4 levels = uvec4(level(color.r), level(color.g), level(color.b), level(color.a));
                // Luminance of the 8-bit levels, so that it agrees with the counted channels.
                float luminance = dot(vec3(levels.rgb) / 255.0, vec3(0.2125, 0.7154, 0.0721));
                atomicAdd(local[levels.r], 1u);
                atomicAdd(local[256u + levels.g], 1u);
                atomicAdd(local[512u + levels.b], 1u);
                atomicAdd(local[768u + levels.a], 1u);
                atomicAdd(local[1024u + level(luminance)], 1u);
            }
            barrier();
            for (uint i = invocation; i < \(channels * 256)u; i += \(groupSize)u) {
                if (local[i] > 0u) atomicAdd(counts[i], local[i]);
            }
        }
        """
}
