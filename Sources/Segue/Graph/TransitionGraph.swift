/// A transition built as a graph: its output, its typed parameters mapped onto the nodes they
/// drive, and how progress drives the rest.
///
/// Threads: safe to share. Parameters are stored in the nodes, each behind its own lock;
/// `TransitionRenderer.render(progress:)` sets progress and draws in one step on the GL thread,
/// so concurrent callers each get the frame of their own progress.
public final class TransitionGraph: Sendable {
    /// The transition's name.
    public let name: String
    /// The output node.
    public let output: FrameOutput
    /// The "from" image.
    public let from: ImageSource
    /// The "to" image.
    public let to: ImageSource
    /// The parameters users may set, with their types, defaults and ranges; those that
    /// progress drives are not among them. They follow the nodes' effects through hot reloads.
    public var parameters: [EffectParameter] { resolveParameters().map(\.parameter) }
    /// Each settable parameter and where it lands, read from the nodes' current effects.
    private let resolveParameters: @Sendable () -> [(parameter: EffectParameter, targets: [Target])]
    private let progressDriven: Set<String>
    private let progressSetter: @Sendable (Float) throws(EffectError) -> Void

    /// Where a transition parameter lands.
    enum Target: Sendable {
        /// A parameter of a node.
        case node(EffectNode, ParameterHandle)
        /// An image input.
        case image(ImageSource)
        /// A value the transition keeps itself and reads when progress is set.
        case store(ParameterStore)
    }

    /// A transition whose parameters, as `parameters` lists them when called, are stored in
    /// the targets listed with each.
    init(
        name: String, from: ImageSource, to: ImageSource, output: FrameOutput,
        parameters: @escaping @Sendable () -> [(parameter: EffectParameter, targets: [Target])],
        progressDriven: Set<String>,
        setProgress: @escaping @Sendable (Float) throws(EffectError) -> Void
    ) {
        self.name = name
        self.from = from
        self.to = to
        self.output = output
        resolveParameters = parameters
        self.progressDriven = progressDriven.union(["progress"])
        progressSetter = setProgress
    }

    /// Sets every progress-driven value; `progress` is clamped to 0…1.
    public func setProgress(_ progress: Double) throws(EffectError) {
        try progressSetter(Float(min(max(progress, 0), 1)))
    }

    /// The declaration of parameter `name`, or an error naming the settable ones.
    public func parameter(named name: String) throws(EffectError) -> EffectParameter {
        try resolve(name).parameter
    }

    private func resolve(_ name: String) throws(EffectError) -> (parameter: EffectParameter, targets: [Target]) {
        let all = resolveParameters()
        guard let found = all.first(where: { $0.parameter.name == name }) else {
            if progressDriven.contains(name) { throw .parameterDrivenByProgress(effect: self.name, name: name) }
            throw .unknownParameter(effect: self.name, name: name, valid: all.map(\.parameter.name))
        }
        return found
    }

    /// Sets parameter `name` on every node (or image input) it drives, after checking its type and range.
    public func set(_ name: String, _ value: some ParameterValueConvertible) throws(EffectError) {
        try set(name, value.parameterValue)
    }

    /// Sets parameter `name` on every node (or image input) it drives, after checking its type and range.
    public func set(_ name: String, _ value: ParameterValue) throws(EffectError) {
        let (parameter, targets) = try resolve(name)
        try parameter.validate(value, effect: self.name)
        for target in targets {
            switch target {
            case .node(let node, let handle):
                try node.set(handle, value)
            case .image(let source):
                guard case .image(let image) = value else { continue }
                source.image = image
            case .store(let store):
                store.set(name, value)
            }
        }
    }

    /// The current value of parameter `name`.
    public func value(of name: String) throws(EffectError) -> ParameterValue {
        let (parameter, targets) = try resolve(name)
        switch targets.first {
        case .node(let node, let handle)?: return try node.value(of: handle.name)
        case .image(let source)?: return .image(source.image)
        case .store(let store)?: return store[name] ?? parameter.defaultValue
        case nil: return parameter.defaultValue
        }
    }
}

extension TransitionGraph {
    /// This transition played backwards, as a dismissal plays its presentation: the graph was
    /// built from `to` to `from`, and progress p shows it at 1 − p, so the frames still run from
    /// `from` to `to`.
    func playedBackwards(from: ImageSource, to: ImageSource) -> TransitionGraph {
        let forward = progressSetter
        return TransitionGraph(
            name: name, from: from, to: to, output: output, parameters: resolveParameters,
            progressDriven: progressDriven
        ) { (progress: Float) throws(EffectError) in try forward(1 - progress) }
    }
}

extension TransitionGraph {
    /// A transition of one effect file: the file's parameters (less `progress`) and its extra
    /// image inputs, which read a transparent pixel until one is given.
    static func single(
        _ effect: EffectDescription, from: ImageSource, to: ImageSource
    ) throws(EffectError) -> TransitionGraph {
        let node = EffectNode(effect)
        let output = FrameOutput()
        from --> node
        to --> node
        var images: [String: ImageSource] = [:]
        for input in effect.inputs.dropFirst(2) {
            let source = ImageSource(.transparentPixel, name: input)
            source --> node
            images[input] = source
        }
        node --> output
        let progress = try node.parameter("progress")
        let imageInputs = images
        // Read from the node's effect each time, so that a reloaded file's parameters are settable.
        let parameters: @Sendable () -> [(parameter: EffectParameter, targets: [Target])] = {
            node.effect.userParameters.compactMap { parameter in
                if parameter.type == .image { return imageInputs[parameter.name].map { (parameter, [.image($0)]) } }
                return (try? node.parameter(parameter.name)).map { (parameter, [.node(node, $0)]) }
            }
        }
        return TransitionGraph(
            name: effect.name, from: from, to: to, output: output, parameters: parameters, progressDriven: []
        ) {
            (value: Float) throws(EffectError) in try node.set(progress, value)
        }
    }
}
