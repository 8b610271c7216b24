import Foundation
import SegueGL
// Timing needs no GL, so it lives in a module of its own, offered to `import Segue` users too.
@_exported import SegueTime

/// The entry point: a headless GL context plus the effect library.
///
///     let engine = try Engine()
///     let transition = try engine.makeTransition("pixellate-dissolve", from: a, to: b)
///     let frame = try transition.render(progress: 0.5)
///
/// Threads: an engine and everything it makes may be used from any thread. GL work runs on the
/// context's own thread, one call at a time; renderers keep their GL state there.
///
/// Errors: each domain throws its own type, passed on unchanged: `ImageError`, `EffectError`,
/// `RenderError`, `VideoError`, `SlideshowError`, SegueTime's `TimingError`, and SegueGL's
/// `GLError` for the context and the driver.
public final class Engine: Sendable {
    /// The GL context everything renders with; for benchmarks that time raw GL beside the engine.
    @_spi(Benchmarks) public let context: GLContext
    /// The effects this engine can build.
    public let library: EffectLibrary
    /// The most pixels an image or a frame may hold (see `imageLimits`).
    public let maximumPixelCount: Int
    /// Compute programs for histograms and averages, compiled on first use.
    let reductions = ReductionKernels()
    /// Every renderer's pass programs, compiled once for all of them. Kept by the engine, not the
    /// context: programs hold their context, so a cache there would keep both alive for ever.
    let programs = ProgramCache()

    /// Opens a GL context (see `EGLPlatform` for the order tried, `PassStage` for how passes run)
    /// with the given effects, or the built-ins and the search path; images and frames over
    /// `maximumPixelCount` are refused.
    public init(
        library: EffectLibrary? = nil, platforms: [EGLPlatform]? = nil,
        maximumPixelCount: Int = ImageLimits.defaultMaximumPixelCount
    ) throws {
        let environment = ProcessInfo.processInfo.environment
        let platforms = try platforms ?? EGLPlatform.candidates(environment: environment)
        context = try GLContext(platforms: platforms, passStage: PassStage.forced(environment: environment))
        self.library = try library ?? EffectLibrary()
        self.maximumPixelCount = maximumPixelCount
    }

    /// Closes the GL context and ends its thread once the work queued so far has run; later calls
    /// that draw throw `GLError.contextClosed`. Releasing the engine does the same; this is for an
    /// owner that must know the thread is gone now, such as a program about to exit.
    public func close() {
        context.close()
    }

    /// Closes every engine of this process still open (see `close()`): the last step of a
    /// program before it exits, whatever still holds an engine then.
    public static func closeAll() {
        GLContext.closeAll()
    }

    /// Runs `body` on the engine's GL thread, where every engine call it makes (drawing,
    /// rendering, setting parameters) runs at once instead of hopping to that thread and back.
    ///
    /// For a frame loop that does nothing but frames, such as a ticker driving a transition: the
    /// hop costs tens of microseconds a frame, and far more on a busy machine, where waking the
    /// other thread waits for the scheduler. Calls from other threads wait until `body` returns;
    /// `body` must not wait for another thread's engine call, which would wait for it in turn.
    public func runOnGLThread<T>(_ body: () throws -> T) throws -> T {
        try context.perform(body)
    }

    /// Runs `body` on the engine's GL thread, as the synchronous form does, and resumes the
    /// caller when it returns: no thread is held while it waits, and no other thread carries
    /// the work on its way there.
    public func runOnGLThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await context.perform(body)
    }

    /// What an image or a frame must fit here: `maximumPixelCount`, and the context's largest texture.
    public var imageLimits: ImageLimits {
        ImageLimits(maximumPixelCount: maximumPixelCount, maximumSide: info.maxTextureSize)
    }

    /// Decodes an image file, refusing one this engine cannot render before a pixel is decoded.
    public func image(contentsOfFile path: String) throws(ImageError) -> Image {
        try Image(contentsOfFile: path, limits: imageLimits)
    }

    /// The EGL platform, vendor, renderer and GL version in use.
    public var info: GLInfo { context.info }

    /// The stage full-screen passes run as unless a plan's options say otherwise (`PassStage`).
    public var passStage: PassStage { context.passStage }

    /// Uploads, GL objects created and draws so far, to prove what a frame costs.
    public var counters: GLCounters { context.counters }

    /// How many compiled programs the engine keeps for its renderers, drawing or not: GL objects
    /// that outlive the renderers that made them.
    package var cachedPrograms: Int {
        (try? context.perform { programs.count }) ?? 0
    }

    /// Plans `output`'s graph into passes and prepares them for drawing at `width`×`height`.
    public func makeRenderer(
        for output: FrameOutput, width: Int, height: Int, options: PlanOptions = PlanOptions()
    ) throws -> GraphRenderer {
        try GraphRenderer(
            output: output, width: width, height: height, options: options, context: context, programs: programs)
    }

    /// The size of the image `output`'s graph makes when its sources enter at `width`×`height`:
    /// that size, unless an effect on the way crops or resamples it (`Crop`, `LanczosResampling`).
    /// A filter chain rendered at this size keeps every pixel those effects made.
    public func imageSize(of output: FrameOutput, width: Int, height: Int) throws -> FrameSize {
        let graph = try GraphSnapshot(output: output, size: FrameSize(width: width, height: height))
        guard let root = graph.inputs(of: output).first else {
            throw RenderError.missingInput(node: output.name, input: "input")
        }
        return graph.producedSize(of: root)
    }

    /// Prepares transition `name` between two images. The output size defaults to `from`'s;
    /// an image of another size is fitted with `options.resize`. `reversed` plays it backwards, as
    /// a dismissal plays its presentation (the frames still run from `from` to `to`).
    public func makeTransition(
        _ name: String, from: Image, to: Image, width: Int? = nil, height: Int? = nil,
        options: PlanOptions = PlanOptions(),
        reversed: Bool = false
    ) throws -> TransitionRenderer {
        try makeTransition(
            name, from: from, to: to, width: width, height: height, options: options, reversed: reversed,
            compiling: true)
    }

    /// `makeTransition(_:from:to:width:height:options:reversed:)`, compiling the passes only when
    /// `compiling` says so: a recording of clips compiles them once it knows how the pictures
    /// come, while the decoders start (a shader that does not compile is then reported there).
    package func makeTransition(
        _ name: String, from: Image, to: Image, width: Int?, height: Int?, options: PlanOptions, reversed: Bool,
        compiling: Bool
    ) throws -> TransitionRenderer {
        try makeTransition(from: from, to: to, width: width, height: height, options: options, compiling: compiling) {
            library, from, to, size throws(EffectError) in
            try library.makeTransition(name, from: from, to: to, size: size, reversed: reversed)
        }
    }

    /// Prepares transition `name` of `library` rather than the engine's own: a folder read again
    /// since the engine opened (a live preview's), with what it has now.
    public func makeTransition(
        _ name: String, in library: EffectLibrary, from: Image, to: Image, width: Int? = nil, height: Int? = nil,
        options: PlanOptions = PlanOptions()
    ) throws -> TransitionRenderer {
        try makeTransition(from: from, to: to, width: width, height: height, options: options, library: library) {
            library, from, to, size throws(EffectError) in
            try library.makeTransition(name, from: from, to: to, size: size, reversed: false)
        }
    }

    /// Prepares a layer transition built in Swift (not registered in the library) between two images.
    public func makeTransition(
        _ transition: LayerTransition, from: Image, to: Image, width: Int? = nil, height: Int? = nil,
        options: PlanOptions = PlanOptions(),
        reversed: Bool = false
    ) throws -> TransitionRenderer {
        try makeTransition(from: from, to: to, width: width, height: height, options: options) {
            library, from, to, size throws(EffectError) in
            var library = library
            library.add(transition)
            return try library.makeTransition(transition.name, from: from, to: to, size: size, reversed: reversed)
        }
    }

    func makeTransition(
        from: Image, to: Image, width: Int?, height: Int?, options: PlanOptions, compiling: Bool = true,
        library: EffectLibrary? = nil,
        graph build: (EffectLibrary, ImageSource, ImageSource, FrameSize) throws(EffectError) -> TransitionGraph
    ) throws -> TransitionRenderer {
        let size = FrameSize(width: width ?? from.width, height: height ?? from.height)
        try imageLimits.check(width: size.width, height: size.height, file: "the output size")
        let graph = try build(
            library ?? self.library, ImageSource(from, name: "from"), ImageSource(to, name: "to"), size)
        let renderer = try GraphRenderer(
            output: graph.output, width: size.width, height: size.height, options: options, context: context,
            programs: programs, compiling: compiling)
        return TransitionRenderer(graph: graph, renderer: renderer)
    }

    /// Plans a graph into passes without a GPU, for inspection (`segue plan`) and tests.
    public static func plan(
        _ output: FrameOutput, width: Int, height: Int, options: PlanOptions = PlanOptions()
    ) throws(RenderError) -> RenderPlan {
        try Planner.plan(output, width: width, height: height, options: options)
    }
}
