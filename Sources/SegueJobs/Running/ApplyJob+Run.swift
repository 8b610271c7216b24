import Segue

extension ApplyJob {
    /// Throws the usage error of the first mistake the job makes, as `segue apply` reports it.
    public func validate() throws {
        try limits.validate()
        _ = try OutputTarget.ImageFormat(singleImagePath: out, command: "apply")
        guard !steps.isEmpty else { throw JobOptionError("give at least one --effect") }
    }

    /// Filters the input into `out`, with the options' engine or one of its own.
    public func run(_ options: JobRunOptions) throws {
        let format = try OutputTarget.ImageFormat(singleImagePath: out, command: "apply")
        let library =
            try options.engine?.library
            ?? shaders.makeLibrary(requested: steps.map(\.effect), report: options.report)
        let engine = try options.engine ?? Engine(library: library, maximumPixelCount: limits.maxPixels)
        let image = try DecodedStills.image(contentsOfFile: input, limits: engine.imageLimits)
        let secondImage = try second.map { try DecodedStills.image(contentsOfFile: $0, limits: engine.imageLimits) }
        let source = ImageSource(image, name: "input")
        var last: GraphNode = source
        for step in steps {
            let effect = try Self.stepEffect(named: step.effect, in: library)
            let node = EffectNode(effect)
            for assignment in step.parameters {
                // An extra image of a filter (a lookup table) is an input, fed from its file (or,
                // for tone curves, from points written in the value).
                if effect.extraImageInputs.contains(assignment.name) {
                    if let table = try LookupTable(
                        argument: assignment.value, forInput: assignment.name, limits: engine.imageLimits)
                    {
                        try table.feed(node)
                    } else if let slot = effect.inputs.firstIndex(of: assignment.name) {
                        node.connect(
                            ImageSource(try engine.image(contentsOfFile: assignment.value), name: assignment.name),
                            to: slot)
                    }
                    continue
                }
                try node.set(
                    assignment.name,
                    assignment.value(
                        for: effect.parameter(named: assignment.name), of: effect.name, limits: engine.imageLimits))
            }
            // What the filter measures from its input (a histogram, an average) is counted on
            // the image the chain has made so far, unless given.
            if effect.measuresItsInput,
                !step.parameters.contains(where: { ["averageLuminance", "equalization"].contains($0.name) })
            {
                try engine.measure(
                    node,
                    from: last === source
                        ? image
                        : try Self.render(last, engine: engine, width: image.width, height: image.height, fuse: !noFuse)
                )
            }
            // A generator draws a new image, at the size of the chain's so far.
            last = effect.kind == .generator ? node : last --> node
            if effect.kind == .blend {
                guard let secondImage else {
                    throw RenderError.missingInput(
                        node: effect.name, input: effect.inputs[1] + " (give it with --with IMG2)")
                }
                ImageSource(secondImage, name: "with") --> node
            }
        }
        let output = FrameOutput()
        last --> output
        // A crop or a resampling in the chain sets the image's size.
        let size = try engine.imageSize(of: output, width: image.width, height: image.height)
        try engine.makeRenderer(
            for: output, width: size.width, height: size.height,
            options: PlanOptions(fuse: !noFuse, sourceSize: FrameSize(width: image.width, height: image.height))
        )
        .renderImage().write(toFile: out, format: format)
        if !quiet { options.report(.account("wrote \(out)")) }
    }

    /// What a step may name: a filter, a blend (its second image from `--with`), or a generator.
    static let stepKinds: Set<EffectKind> = [.filter, .blend, .generator]

    /// The effect `name` names, or the error listing those a step may name.
    static func stepEffect(named name: String, in library: EffectLibrary) throws(EffectError) -> EffectDescription {
        let effect = try library.effect(named: name)
        guard stepKinds.contains(effect.kind) else {
            let usable = Set(library.effects.values.filter { stepKinds.contains($0.kind) }.map(\.name))
            throw EffectError.unknownEffect(
                name: name, kind: "filter, blend or generator",
                available: (Array(usable) + library.aliases.filter { usable.contains($0.value) }.map(\.key)).sorted())
        }
        return effect
    }

    /// What `node` draws, read back: the input of a filter that measures it.
    private static func render(_ node: GraphNode, engine: Engine, width: Int, height: Int, fuse: Bool) throws -> Image {
        let probe = FrameOutput()
        node --> probe
        return try engine.makeRenderer(for: probe, width: width, height: height, options: PlanOptions(fuse: fuse))
            .renderImage()
    }
}
