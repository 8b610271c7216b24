/// A transition ready to draw at any progress.
///
/// Threads: safe to share. Each `render(progress:)` sets the progress and draws in one step on
/// the GL thread, so callers on different threads each get the frame of their own progress.
public final class TransitionRenderer: Sendable {
    /// The graph and its progress wiring.
    public let graph: TransitionGraph
    /// The renderer drawing it.
    public let renderer: GraphRenderer

    init(graph: TransitionGraph, renderer: GraphRenderer) {
        self.graph = graph
        self.renderer = renderer
    }

    /// The parameters users may set, with their types, defaults and ranges.
    public var parameters: [EffectParameter] { graph.parameters }

    /// Sets transition parameter `name`, checking its type and range. A whole number written as a
    /// literal (`set("folds", 3)`, which Swift makes a `Double`) sets an `int` parameter.
    public func set(_ name: String, _ value: some ParameterValueConvertible) throws(EffectError) {
        var value = value.parameterValue
        if case .float(let x) = value, x == x.rounded(), abs(x) <= Float(Int32.max),
            graph.parameters.first(where: { $0.name == name })?.type == .int
        {
            value = .int(Int32(x))
        }
        try graph.set(name, value)
    }

    /// Sets transition parameter `name`, checking its type and range.
    public func set(_ name: String, _ value: ParameterValue) throws(EffectError) {
        try graph.set(name, value)
    }

    /// Starts a new sequence for effects that read their previous frame (LowPassFilter,
    /// HighPassFilter): the next frame shows them as on a first frame. Successive
    /// `render(progress:)` calls otherwise continue one sequence; recordings reset when they start.
    public func resetHistory() throws {
        try renderer.resetHistory()
    }

    /// Draws the frame at `progress` (clamped to 0…1) and returns it.
    public func render(progress: Double) throws -> Image {
        var image = try Image.readTarget(width: renderer.width, height: renderer.height)
        try render(progress: progress, into: &image)
        return image
    }

    /// Draws the frame at `progress` into `image`, reusing its storage.
    public func render(progress: Double, into image: inout Image) throws {
        try renderer.render(into: &image, preparing: { try graph.setProgress(progress) })
    }

    /// Draws the frame at `progress` without reading it back (benchmarks, warm-up); with
    /// `waitUntilCompleted`, returns once the GPU has finished it, in one hop to the GL thread.
    public func draw(progress: Double, waitUntilCompleted: Bool = false) throws {
        try renderer.drawFrame(preparing: { try graph.setProgress(progress) }) { _ in
            if waitUntilCompleted { renderer.glContext.finish() }
        }
    }
}
