import Segue

/// What a session draws with: a transition's renderer, or a filter's (blend's, generator's) graph
/// and node. Used on the render queue (the GL thread) only, one job at a time.
enum PreviewDrawing: @unchecked Sendable {
    // Sendable is sound: the renderers are safe to call from any thread (GL work runs on the
    // context's thread), and the queue runs one job at a time.
    case transition(TransitionRenderer)
    case effect(GraphRenderer, EffectNode)

    /// The parameters its controls show.
    var parameters: [EffectParameter] {
        switch self {
        case .transition(let transition): return transition.parameters
        case .effect(_, let node): return node.effect.parameters
        }
    }

    var renderer: GraphRenderer {
        switch self {
        case .transition(let transition): return transition.renderer
        case .effect(let renderer, _): return renderer
        }
    }

    func set(_ name: String, _ value: ParameterValue) throws {
        switch self {
        case .transition(let transition): try transition.set(name, value)
        case .effect(_, let node): try node.set(name, value)
        }
    }

    func value(of name: String) throws -> ParameterValue {
        switch self {
        case .transition(let transition): return try transition.graph.value(of: name)
        case .effect(_, let node): return try node.value(of: name)
        }
    }

    /// The frame at `progress` (ignored by a filter), drawn and read back.
    func render(progress: Double) throws -> Image {
        switch self {
        case .transition(let transition): return try transition.render(progress: progress)
        case .effect(let renderer, _): return try renderer.renderImage()
        }
    }

    /// The passes, what each fuses and reads, without their GLSL.
    var planSummary: String {
        guard let plan = try? renderer.plan else { return "" }
        var kept: [Substring] = []
        var inGLSL = false
        for line in plan.description.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("pass ") { inGLSL = false }
            if line.hasPrefix("  --- GLSL ---") { inGLSL = true }
            if !inGLSL { kept.append(line) }
        }
        return kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The values a user set for the selection: parameters as `--param` text, and images for image
/// parameters, by parameter name.
struct PreviewValues: Sendable {
    var texts: [String: String]
    var images: [String: Image]
}
