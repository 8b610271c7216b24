import ArgumentParser
import Segue

struct Apply: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a chain of filters over one image.",
        discussion: """
            segue apply --input IMG --effect NAME [--param k=v]… [--effect NAME2 [--param k=v]…]… --out OUT.png
            Each --param belongs to the --effect before it. A blend takes its second image from --with IMG2.

            Examples:
              segue apply --input a.jpg --effect Sepia --out sepia.jpg
              segue apply --input a.png --effect Vignette --param color=navy --out b.png
              segue apply --input a.png --with c.png --effect DissolveBlend --out b.png
              segue apply --input a.png --effect ToneCurveFilter --param "toneCurve=rgb: 0,0 0.5,0.6 1,1" --out b.png
            """
    )

    @Option(help: ArgumentHelp("The image to filter.", valueName: "file")) var input: String
    @Option(name: .customLong("with"), help: ArgumentHelp("The second image, for blends.", valueName: "file"))
    var second: String?
    @Option(help: ArgumentHelp("The image to write: .png, .jpg or .jpeg.", valueName: "file")) var out: String
    @Flag(help: "Draw one pass per node instead of fusing the chain.") var noFuse = false
    @Flag(name: [.short, .long], help: "Print nothing when done; errors still print.") var quiet = false
    @OptionGroup var shaders: ShaderOptions
    @OptionGroup var limits: ImageLimitOptions
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("--effect NAME [--param name=value]… (repeatable)"))
    var chain: [String] = []

    /// One `--effect` with the `--param`s after it.
    struct Step {
        var effect: String
        var parameters: [ParameterAssignment] = []
    }

    static func parseChain(_ arguments: [String]) throws -> [Step] {
        var steps: [Step] = []
        var index = 0
        func value(for flag: String) throws -> String {
            let argument = arguments[index]
            if argument.hasPrefix(flag + "=") { return String(argument.dropFirst(flag.count + 1)) }
            index += 1
            guard index < arguments.count else { throw ValidationError("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--effect" || argument.hasPrefix("--effect=") {
                steps.append(Step(effect: try value(for: "--effect")))
            } else if argument == "--param" || argument.hasPrefix("--param=") {
                let text = try value(for: "--param")
                guard !steps.isEmpty else { throw ValidationError("--param \(text) comes before any --effect") }
                guard let parameter = ParameterAssignment(argument: text) else {
                    throw ParameterAssignment.invalid(text)
                }
                steps[steps.count - 1].parameters.append(parameter)
            } else {
                throw ValidationError("unexpected argument '\(argument)'")
            }
            index += 1
        }
        guard !steps.isEmpty else { throw ValidationError("give at least one --effect") }
        return steps
    }

    func validate() throws {
        _ = try OutputTarget.ImageFormat(singleImagePath: out, command: "apply")
        _ = try Self.parseChain(chain)
    }

    func run() throws { try run(sharedEngine: nil) }

    /// Filters with `sharedEngine` (a batch's, reused across its jobs), or an engine of its own when nil.
    func run(sharedEngine: Engine?) throws {
        let steps = try Self.parseChain(chain)
        let format = try OutputTarget.ImageFormat(singleImagePath: out, command: "apply")
        let library = try sharedEngine?.library ?? shaders.makeLibrary(requested: steps.map(\.effect))
        let engine = try sharedEngine ?? Engine(library: library, maximumPixelCount: limits.maxPixels)
        let image = try DecodedStills.image(contentsOfFile: input, limits: engine.imageLimits)
        let secondImage = try second.map { try DecodedStills.image(contentsOfFile: $0, limits: engine.imageLimits) }
        let source = ImageSource(image, name: "input")
        var last: GraphNode = source
        for step in steps {
            let effect = try library.effect(named: step.effect)
            guard effect.kind == .filter || effect.kind == .blend else {
                let usable = Set(library.effects.values.filter { $0.kind == .filter || $0.kind == .blend }.map(\.name))
                throw EffectError.unknownEffect(
                    name: step.effect, kind: "filter or blend",
                    available: (Array(usable) + library.aliases.filter { usable.contains($0.value) }.map(\.key))
                        .sorted())
            }
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
            last = last --> node
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
        if !quiet { print("wrote \(out)") }
    }

    /// What `node` draws, read back: the input of a filter that measures it.
    private static func render(_ node: GraphNode, engine: Engine, width: Int, height: Int, fuse: Bool) throws -> Image {
        let probe = FrameOutput()
        node --> probe
        return try engine.makeRenderer(for: probe, width: width, height: height, options: PlanOptions(fuse: fuse))
            .renderImage()
    }
}
