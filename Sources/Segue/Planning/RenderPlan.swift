import SegueGL

/// How sources of another size are fitted to the output, as gl-transitions' renderers do.
public enum ResizeMode: String, Sendable, CaseIterable {
    /// Scale to fill the output, cropping the overflow (the default).
    case cover
    /// Scale to fit inside the output, leaving transparent bars.
    case contain
    /// Scale each axis to the output, changing the aspect ratio.
    case stretch

    /// Scale from output uv to source uv about the centre: `source = (uv - 0.5) * scale + 0.5`.
    func scale(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) -> (x: Double, y: Double) {
        let outputAspect = Double(width) / Double(height)
        let sourceAspect = Double(sourceWidth) / Double(sourceHeight)
        switch self {
        case .stretch: return (1, 1)
        case .cover: return (min(1, outputAspect / sourceAspect), min(1, sourceAspect / outputAspect))
        case .contain: return (max(1, outputAspect / sourceAspect), max(1, sourceAspect / outputAspect))
        }
    }
}

/// Options for planning a graph into passes.
public struct PlanOptions: Sendable, Equatable {
    /// Inline effects into their consumers where the rules allow (one pass for a chain);
    /// `false` renders one pass per node, as GPUImage does, for comparison and debugging.
    public var fuse: Bool
    /// How sources of another size are fitted to the output.
    public var resize: ResizeMode
    /// The size sources are fitted to and the passes work at, when it is not the output's: a
    /// filter chain that crops or resamples (`Engine.imageSize(of:width:height:)`) works at its
    /// image's size and draws its output at the size it made.
    public var sourceSize: FrameSize?
    /// The stage passes run as (`PassStage`); nil leaves it to the context: compute on a GPU with
    /// OpenGL ES 3.1, fragment on a software rasterizer, or what `SEGUE_PASS_STAGE` forces.
    public var stage: PassStage?
    /// Copy the pixels of a built-in transition's frame that are its images' pixels, unchanged
    /// or moved (a wipe's two sides, a slide's two images), and draw a layer transition's layers
    /// that show an image whole as copies and blends of it, instead of shading them; `false`
    /// shades every pixel, for comparison. Both give the same pixels, blends within 1/255.
    public var copies: Bool

    public init(
        fuse: Bool = true, resize: ResizeMode = .cover, sourceSize: FrameSize? = nil, stage: PassStage? = nil,
        copies: Bool = true
    ) {
        self.fuse = fuse
        self.resize = resize
        self.sourceSize = sourceSize
        self.stage = stage
        self.copies = copies
    }
}

/// A graph compiled into full-screen passes: what a renderer draws each frame.
public struct RenderPlan: Sendable {
    /// Output width in pixels.
    public let width: Int
    /// Output height in pixels.
    public let height: Int
    /// Passes in drawing order; the last one draws the output.
    public let passes: [Pass]
    /// Image sources the passes read, uploaded once.
    let sources: [ImageSource]
    /// Whether the passes take each of `sources` for opaque (`GraphSnapshot.isOpaque`): a
    /// picture with alpha below 1 uploaded into one of them needs a new plan before it is drawn.
    var opaqueSources: [Bool] = []
    /// Every node planned, with the shape version it had: a change means the plan is stale.
    private(set) var shape: [(node: GraphNode, version: Int)]

    /// Whether the graph changed shape since it was planned.
    var isStale: Bool {
        shape.contains { $0.node.shapeVersion != $0.version }
    }

    /// One draw into a target: every pixel, or a layer transition's quads (`geometry`).
    public struct Pass: Sendable {
        /// The nodes computed in this pass, inputs first; the last one is the pass's result.
        public let nodes: [EffectNode]
        /// What each texture unit holds, in unit order.
        public let inputs: [Input]
        /// The generated fragment shader.
        public let fragmentSource: String
        /// For the final pass, the same shader writing 4:2:0 blocks as `YUVConversion` does, so
        /// that a video frame needs no conversion pass; nil where the code depends on its fragment (position, derivatives, `discard`).
        let yuvFragmentSource: String?
        /// Uniforms of the pass: the node parameter each one carries.
        let uniforms: [Uniform]
        /// Lines of `fragmentSource` that come from authors' files, for mapping compiler messages.
        let segments: [SourceSegment]
        /// For a pass whose node is constant over cells (`@cells`), the cells it draws: one
        /// texel each, in the bottom-left corner of its target.
        let cells: CellGrid?
        /// The full-screen triangle, or a layer transition's quads with their vertex shader.
        var geometry = Geometry.fullScreen
        /// For the final pass of a built-in transition whose frames are partly its images'
        /// pixels, how it copies those instead of shading them.
        var copies: PassCopies?
        /// Whether it draws one texel per cell of an `@cells` node rather than every pixel.
        public var drawsCells: Bool { cells != nil }

        /// The size of its target: the output's, or smaller for a downsampled stage (`@downsample`).
        public internal(set) var size = FrameSize(width: 0, height: 0)

        /// The pixels it draws of its target, from the bottom-left corner: all of them, or one
        /// per cell at the cells node's current width.
        @_spi(Benchmarks) public var drawingSize: FrameSize {
            cells?.size(covering: size) ?? size
        }
        /// Passes whose textures are read for the last time by this pass.
        var lastReads: [Int] = []
        /// Whether it writes 32-bit float colour (`EffectDescription.writesFloats`).
        @_spi(Benchmarks) public internal(set) var writesFloats = false
        /// Whether its output may be kept from one frame to the next: it is not the final pass,
        /// draws every pixel, and reads only sources and other such passes. The renderer then
        /// draws it again only when an input or one of its uniforms changed (a still's running
        /// sums are computed once; a clip's every frame).
        @_spi(Benchmarks) public internal(set) var isCacheable = false
        /// Whether its output lives across frames in a target of its own: a cacheable pass that a
        /// pass drawn every frame reads. The cacheable passes before it draw into pooled targets,
        /// and only when it must be drawn again.
        var keepsOutput = false
        /// For a pass whose node measures its input each frame, the node and the pass whose
        /// texture it measures before it is drawn.
        var measurement: (node: EffectNode, inputPass: Int)?
        /// Whether it reads its own output of the frame before (`Input.previous`): it is drawn
        /// every frame, alternating between two targets of its own.
        var readsPreviousOutput: Bool {
            inputs.contains { if case .previous = $0 { true } else { false } }
        }
        /// Whether its target lives across frames instead of going back to the pool.
        var holdsTarget: Bool { keepsOutput || readsPreviousOutput }

        /// Each uniform of the generated shader: the node and parameter it carries (for raw GL beside the engine).
        @_spi(Benchmarks) public var uniformNames: [(node: String, parameter: String, uniform: String)] {
            uniforms.map { ($0.node.name, $0.parameterName, $0.name) }
        }
    }

    /// A uniform of a generated pass and the node parameter it carries.
    struct Uniform: Sendable {
        var node: EffectNode
        /// Index into the node's parameters as planned.
        var parameter: Int
        var parameterName: String
        /// The uniform's name in the generated shader.
        var name: String
    }

    /// A texture a pass reads.
    public enum Input: Sendable, Equatable {
        /// An image source, by index into `sources`.
        case source(Int)
        /// The result of an earlier pass, by index.
        case pass(Int)
        /// The chroma plane of an image source streaming 4:2:0 pictures (`PictureLayout.nv12`),
        /// by index into `sources`; the input before it is the source itself, its luma.
        case chroma(Int)
        /// The pass's own output of the frame before; until there is one (the first frame, or
        /// after `GraphRenderer.resetHistory()`), the generated reader reads the first input.
        case previous
    }
}

/// The grid of square cells an `@cells` node's output is constant over: their width is its
/// parameter's value as a fraction of the image width, at least one pixel (`segue_cellSize` in
/// the generated code computes the same in GLSL).
struct CellGrid: Sendable {
    var node: EffectNode
    /// Index of the cell width among the node's parameters.
    var parameter: Int

    /// The GLSL function giving a cell's size in uv from its width fraction.
    static let sizeFunction =
        "vec2 segue_cellSize(float fraction) { float w = max(fraction, 1.0 / resolution.x); return vec2(w, w * ratio); }"

    /// Columns and rows covering an output of `size` with the node's current value, with one
    /// to spare each way for rounding between the CPU and the GPU.
    func size(covering size: FrameSize) -> FrameSize {
        let (width, height) = (size.width, size.height)
        guard case .float(let fraction) = node.values[parameter] else { return size }
        let cell = Double(max(fraction, 1 / Float(width))) * Double(width)
        guard cell.isFinite, cell > 0 else { return size }
        return FrameSize(
            width: min(width, Int((Double(width) / cell).rounded(.up)) + 1),
            height: min(height, Int((Double(height) / cell).rounded(.up)) + 1))
    }
}

/// How input `index` of a generated pass is bound: one texture on two units, read exactly
/// through a nearest sampler object and filtered through a linear one. Textures hold rows in
/// GL's order (bottom first), so images are flipped on upload. The generator declares these
/// uniforms and the renderer binds them; this is the one place that says how.
@_spi(Benchmarks) public struct InputSamplers: Sendable, Equatable {
    /// The input's index among the pass's textures.
    public let index: Int

    /// The samplers of input `index`.
    public init(index: Int) {
        self.index = index
    }

    /// The sampler uniform read through the nearest sampler object.
    public var nearestUniform: String { "segue_tex\(index)" }
    /// The sampler uniform read through the linear sampler object.
    public var linearUniform: String { nearestUniform + "_smooth" }
    /// The texture unit of `nearestUniform`.
    public var nearestUnit: Int { 2 * index }
    /// The texture unit of `linearUniform`.
    public var linearUnit: Int { 2 * index + 1 }

    /// The linear sampler uniform of the input whose nearest reader function is `reader` (`segue_texN_nearest`).
    static func linearUniform(ofReader reader: String) -> String {
        String(reader.dropLast("_nearest".count)) + "_smooth"
    }
}
