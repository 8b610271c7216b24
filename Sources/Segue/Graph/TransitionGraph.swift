/// A transition built as a graph: its output, the nodes whose parameters users may set, and
/// how progress drives their uniforms.
public final class TransitionGraph: @unchecked Sendable {
    /// The output node.
    public let output: FrameOutput
    /// The transition's name.
    public let name: String
    /// Nodes whose parameters `--param` reaches, in lookup order.
    public let parameterNodes: [EffectNode]
    /// The "from" image.
    public let from: ImageSource
    /// The "to" image.
    public let to: ImageSource
    /// Further images a transition reads (a gl-transitions `uniform sampler2D`), by name.
    public let imageInputs: [String: ImageSource]
    private let progressSetter: (Float) -> Void

    init(
        name: String, from: ImageSource, to: ImageSource, imageInputs: [String: ImageSource] = [:],
        output: FrameOutput, parameterNodes: [EffectNode], setProgress: @escaping (Float) -> Void
    ) {
        self.name = name
        self.from = from
        self.to = to
        self.imageInputs = imageInputs
        self.output = output
        self.parameterNodes = parameterNodes
        progressSetter = setProgress
    }

    /// Sets every progress-driven uniform; `progress` is clamped to 0…1.
    public func setProgress(_ progress: Double) {
        progressSetter(Float(min(max(progress, 0), 1)))
    }

    /// Sets a user parameter of the transition from text; an image input takes a file path.
    public func set(_ name: String, text: String) throws(SegueError) {
        if let source = imageInputs[name] {
            source.image = try Image(contentsOfFile: text)
            return
        }
        guard name != "progress", let node = parameterNodes.first(where: { $0.effect.parameters.contains { $0.name == name } }) else {
            let valid = parameterNodes.flatMap { $0.effect.parameters.map(\.name) }.filter { $0 != "progress" } + imageInputs.keys.sorted()
            throw .unknownParameter(effect: self.name, name: name, valid: valid)
        }
        try node.set(name, text: text)
    }

    /// Builds transition `name`: a composite one, or a single-file one from the library.
    public static func make(_ name: String, from: ImageSource, to: ImageSource, library: EffectLibrary) throws(SegueError) -> TransitionGraph {
        if let composite = CompositeTransition.all.first(where: { $0.name == name }) {
            return try composite.build(from, to, library)
        }
        guard let effect = library.effects[name], effect.kind == .transition else {
            throw .unknownEffect(name: name, kind: "transition", available: library.transitionNames)
        }
        let node = EffectNode(effect)
        let output = FrameOutput()
        from --> node
        to --> node
        // Until a file is given, an image input reads transparent black.
        var imageInputs: [String: ImageSource] = [:]
        for input in effect.inputs.dropFirst(2) {
            let source = ImageSource(try Image(width: 1, height: 1, color: RGBA(0, 0, 0, 0)), name: input)
            source --> node
            imageInputs[input] = source
        }
        node --> output
        let progress = try node.parameter("progress")
        return TransitionGraph(name: name, from: from, to: to, imageInputs: imageInputs, output: output, parameterNodes: [node]) {
            node.set(progress, $0)
        }
    }
}

/// A transition defined as a graph of effects rather than one shader file.
struct CompositeTransition: Sendable {
    var name: String
    var summary: String
    var build: @Sendable (ImageSource, ImageSource, EffectLibrary) throws(SegueError) -> TransitionGraph

    static let all: [CompositeTransition] = [pixellateDissolve]

    /// "from" pixellates more and more while "to" pixellates less and less, dissolved by progress:
    /// from → Pixellate(p · 0.1), to → Pixellate((1 − p) · 0.1), DissolveBlend(mix = p).
    static let pixellateDissolve = CompositeTransition(
        name: "pixellate-dissolve",
        summary: "Pixellate the first image more and more while dissolving into the second, which sharpens."
    ) { from, to, library throws(SegueError) in
        let pixellateFrom = EffectNode(try library.effect(named: "Pixellate"), name: "Pixellate(from)")
        let pixellateTo = EffectNode(try library.effect(named: "Pixellate"), name: "Pixellate(to)")
        let dissolve = EffectNode(try library.effect(named: "DissolveBlend"))
        let output = FrameOutput()
        from --> pixellateFrom --> dissolve
        to --> pixellateTo --> dissolve
        dissolve --> output
        let width = try pixellateFrom.parameter("fractionalWidthOfAPixel")
        let mix = try dissolve.parameter("mix")
        return TransitionGraph(name: "pixellate-dissolve", from: from, to: to, output: output, parameterNodes: [pixellateFrom, pixellateTo, dissolve]) { progress in
            pixellateFrom.set(width, progress * 0.1)
            pixellateTo.set(width, (1 - progress) * 0.1)
            dissolve.set(mix, progress)
        }
    }
}

extension EffectLibrary {
    /// The built-in effects alone; built-ins are checked by the tests, so a failure here is a bug.
    static let builtIn: EffectLibrary = {
        do {
            return try EffectLibrary(environment: [:])
        } catch {
            fatalError("a built-in shader is malformed: \(error)")
        }
    }()
}
