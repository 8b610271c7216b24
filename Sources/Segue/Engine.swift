// Timing needs no GL, so it lives in a module of its own, offered to `import Segue` users too.
@_exported import SegueTime
import Foundation
import SegueGL

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
/// `RenderError`, `TimingError`, and SegueGL's `GLError` for the context and the driver.
public final class Engine: Sendable {
    /// The GL context everything renders with; for benchmarks that time raw GL beside the engine.
    @_spi(Benchmarks) public let context: GLContext
    /// The effects this engine can build.
    public let library: EffectLibrary

    /// Opens a GL context (see `EGLPlatform` for the order tried) with the given effects, or
    /// the built-ins and the search path.
    public init(library: EffectLibrary? = nil, platforms: [EGLPlatform]? = nil) throws {
        let platforms = try platforms ?? EGLPlatform.candidates(environment: ProcessInfo.processInfo.environment)
        context = try GLContext(platforms: platforms)
        self.library = try library ?? EffectLibrary()
    }

    /// The EGL platform, vendor, renderer and GL version in use.
    public var info: GLInfo { context.info }

    /// Uploads, GL objects created and draws so far, to prove what a frame costs.
    public var counters: GLCounters { context.counters }

    /// Plans `output`'s graph into passes and prepares them for drawing at `width`×`height`.
    public func makeRenderer(for output: FrameOutput, width: Int, height: Int, options: PlanOptions = PlanOptions()) throws -> GraphRenderer {
        try GraphRenderer(output: output, width: width, height: height, options: options, context: context)
    }

    /// Prepares transition `name` between two images. The output size defaults to `from`'s;
    /// an image of another size is fitted with `options.resize`.
    public func makeTransition(
        _ name: String, from: Image, to: Image, width: Int? = nil, height: Int? = nil, options: PlanOptions = PlanOptions()
    ) throws -> TransitionRenderer {
        let graph = try library.makeTransition(name, from: ImageSource(from, name: "from"), to: ImageSource(to, name: "to"))
        let renderer = try makeRenderer(for: graph.output, width: width ?? from.width, height: height ?? from.height, options: options)
        return TransitionRenderer(graph: graph, renderer: renderer)
    }

    /// Plans a graph into passes without a GPU, for inspection (`segue plan`) and tests.
    public static func plan(_ output: FrameOutput, width: Int, height: Int, options: PlanOptions = PlanOptions()) throws(RenderError) -> RenderPlan {
        try Planner.plan(output, width: width, height: height, options: options)
    }
}
