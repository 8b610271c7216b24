/// A transition ready to draw at any progress.
public final class TransitionRenderer: @unchecked Sendable {
    /// The graph and its progress wiring.
    public let graph: TransitionGraph
    /// The renderer drawing it.
    public let renderer: GraphRenderer

    init(graph: TransitionGraph, renderer: GraphRenderer) {
        self.graph = graph
        self.renderer = renderer
    }

    /// Sets a transition parameter from text (`--param name=value`).
    public func set(_ name: String, text: String) throws(SegueError) {
        try graph.set(name, text: text)
    }

    /// Draws the frame at `progress` (clamped to 0…1) and returns it.
    public func render(progress: Double) throws(SegueError) -> Image {
        graph.setProgress(progress)
        return try renderer.renderImage()
    }

    /// Draws the frame at `progress` into `image`, reusing its storage.
    public func render(progress: Double, into image: inout Image) throws(SegueError) {
        graph.setProgress(progress)
        try renderer.render(into: &image)
    }

    /// Draws the frame at `progress` without reading it back (benchmarks, warm-up); with
    /// `waitUntilCompleted`, returns once the GPU has finished it, in one hop to the GL thread.
    public func draw(progress: Double, waitUntilCompleted: Bool = false) throws(SegueError) {
        graph.setProgress(progress)
        try renderer.render(waitUntilCompleted: waitUntilCompleted)
    }
}
