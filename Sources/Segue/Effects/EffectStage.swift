/// One pass of a multi-pass effect (`// @stage NAME` in its file): a body of its own that reads
/// the effect's inputs or earlier stages' results, with the effect's parameters.
///
/// A file with stages is one effect to its users (one `EffectNode`, one `--effect`, one entry in
/// `segue list`); `GraphSnapshot` expands its node into one node per stage, so the planner fuses
/// stages with each other and with the effects around them by its usual rule.
///
///     // @name UnsharpMask
///     // @kind filter
///     // @param float intensity = 1 [0, 10] …
///     float weight(float i) { … }        ← shared: code before the first @stage is in every stage
///     // @stage horizontal
///     // @samples 9
///     vec4 effect(vec2 uv) { … getInputColor … }
///     // @stage vertical
///     vec4 effect(vec2 uv) { … getHorizontalColor … }   ← reads the previous stage by default
///     // @stage sharpen
///     // @reads input, vertical
///     vec4 effect(vec2 uv) { … getInputColor … getVerticalColor … }
///
/// The last stage is the effect's result. A stage may also run a built-in effect's passes on
/// what it reads, with the file's parameters of the same names (`// @stage blurred GaussianBlur`):
/// its stages are added here, and later stages read their result by the stage's name.
struct EffectStage: Sendable, Equatable {
    /// The stage's name; later stages read it as an input (`get<Name>Color`).
    var name: String
    /// What it reads, in slot order: the effect's input names and earlier stages' names.
    var reads: [String]
    /// `@samples` of the stage: reads per input per pixel, when a loop hides them.
    var samples: Int?
    /// `@alpha` of the stage; the file's when it says nothing.
    var alpha: AlphaConvention
    /// The file lines of its section (the `@stage` line to the line before the next), 1-based.
    var lines: ClosedRange<Int>
    /// `@downsample PARAM LIMIT`: the stage runs at the image's size divided by
    /// `max(1, round(PARAM) / LIMIT)`, GPUImage2's rule for its blurs (a blur of radius r > LIMIT
    /// becomes one of radius LIMIT on an image r / LIMIT times smaller, so its cost stays bounded).
    var downsample: Downsampling?
    /// `@only-downsampled`: the stage only shrinks its one input, so at factor 1 it is left out
    /// and its readers read that input.
    var onlyDownsampled = false
    /// `@size PARAM`: the stage makes an image of another size (a crop, a resampling).
    var sizing: Sizing?
    /// The code of a stage taken from a built-in effect (`// @stage NAME EFFECT`), which keeps
    /// its own file, line numbers and names for what it reads; nil for the file's own code.
    var borrowed: BorrowedCode?
    /// The name later stages read this one by, when it is the last of a built-in effect's
    /// stages run under another name (`blurred` for GaussianBlur's `vertical`).
    var alias: String?
    /// `@reads …, previous`: the stage also reads its own output of the frame before (the
    /// first of its reads until there is one), as LowPassFilter's one pass does.
    var readsPrevious = false

    /// Another file's stage: its text (other stages blanked), and the names its code reads its
    /// inputs by, in the order of the stage's `reads`.
    struct BorrowedCode: Sendable, Equatable {
        var file: String
        var source: String
        var inputs: [String]
        /// Where the lines of `source` came from, when that file includes snippets.
        var lineOrigins: [SourceLine]?
    }

    /// A stage's reduced size: the parameter that sets it and the value above which it shrinks.
    struct Downsampling: Sendable, Equatable {
        var parameter: String
        var limit: Double

        /// The factor the image shrinks by with `values` of `parameters`: 1, or round(value) / limit.
        func factor(_ values: [ParameterValue], of parameters: [EffectParameter]) -> Double {
            // A variant that presets the parameter compiles it in: it runs at full size.
            guard let index = parameters.firstIndex(where: { $0.name == parameter }),
                let value = values[index].scalar?.rounded(), value > limit
            else { return 1 }
            return value / limit
        }
    }

    /// A stage's own image size: `@size PARAM [width|height] [clamped]`. The stage's image has
    /// the size in pixels that the two-number parameter holds, on both axes or the one named; an
    /// axis not named, or a component of 0, keeps the size of the effect's input, and `clamped`
    /// makes it no larger than that (GPUImage2's Crop).
    struct Sizing: Sendable, Equatable {
        var parameter: String
        var changesWidth = true
        var changesHeight = true
        var clamped = false

        /// The size with `values` of `parameters` for an input of `input` pixels.
        func size(_ values: [ParameterValue], of parameters: [EffectParameter], input: FrameSize) -> FrameSize {
            let wanted = parameters.firstIndex { $0.name == parameter }.map { values[$0].components } ?? []
            func axis(_ index: Int, changes: Bool, input: Int) -> Int {
                guard changes, wanted.count > index, wanted[index].isFinite, wanted[index].rounded() >= 1 else {
                    return input
                }
                let pixels = Int(min(wanted[index].rounded(), Double(FrameSize.maximumSide)))
                return clamped ? min(pixels, input) : pixels
            }
            return FrameSize(
                width: axis(0, changes: changesWidth, input: input.width),
                height: axis(1, changes: changesHeight, input: input.height))
        }
    }

    /// Keys a stage's own comment lines may set, right after its `@stage` line.
    static let keys = ["reads", "samples", "alpha", "downsample", "only-downsampled", "size"]

    /// The sections of `source` from its first `// @stage` line, or none for a one-pass file.
    /// `inputs` are the effect's input names; `alpha` the file's convention; `builtIn` finds the
    /// effect a `// @stage NAME EFFECT` line runs.
    static func parse(
        _ source: String, file: String, inputs: [String], parameters: [EffectParameter],
        alpha fileAlpha: AlphaConvention,
        builtIn: (String) -> EffectDescription?
    ) throws(EffectError) -> [EffectStage] {
        var parser = StageParser(file: file, inputs: inputs, parameters: parameters, fileAlpha: fileAlpha)
        return try parser.parse(source, builtIn: builtIn)
    }

    /// The stages of `effect` (itself, for a one-pass effect) in place of this one: each reads
    /// what this stage reads where `effect` reads its inputs, and keeps its own name unless the
    /// file has a stage of that name (then `blurred_horizontal`); the last also answers to this
    /// stage's name, by which later stages read the result.
    func running(_ effect: EffectDescription, taken: inout Set<String>) -> [EffectStage] {
        let parts =
            effect.stages.isEmpty
            ? [
                (
                    declared: EffectStage(
                        name: name, reads: effect.inputs, samples: effect.samplesPerInput, alpha: effect.alpha,
                        lines: lines,
                        readsPrevious: effect.readsPreviousOutput), code: effect
                )
            ]
            : zip(effect.stages, effect.stageEffects).map { (declared: $0, code: $1) }
        var renamed: [String: String] = [:]
        for part in parts {
            let own = part.declared.name
            let chosen = own == name || !taken.contains(own) ? own : "\(name)_\(own)"
            renamed[own] = chosen
            taken.insert(chosen)
        }
        return parts.enumerated().map { index, part in
            var stage = part.declared
            stage.name = renamed[part.declared.name]!
            stage.reads = part.declared.reads.map { read in
                effect.inputs.firstIndex(of: read).map { reads[$0] } ?? renamed[read]!
            }
            stage.lines = lines
            stage.borrowed = BorrowedCode(
                file: part.code.file, source: part.code.source, inputs: part.code.inputs,
                lineOrigins: part.code.lineOrigins)
            stage.alias = index == parts.count - 1 && stage.name != name ? name : nil
            return stage
        }
    }

    /// This stage as an effect of its own: the file's text with the other stages' sections
    /// blanked, so its line numbers stay the file's and the shared code before the first stage
    /// stays in (for a borrowed stage, its own file's text, prepared the same way there).
    func effect(of composite: EffectDescription, firstStageLine: Int) -> EffectDescription {
        var effect = composite
        effect.name = composite.name + "." + name
        effect.samplesPerInput = samples
        effect.alpha = alpha
        effect.readsPreviousOutput = readsPrevious
        if let borrowed {
            (effect.file, effect.source, effect.inputs, effect.lineOrigins) = (
                borrowed.file, borrowed.source, borrowed.inputs, borrowed.lineOrigins
            )
        } else {
            let lines = composite.source.split(separator: "\n", omittingEmptySubsequences: false)
            let kept = lines.enumerated().map { index, line in
                index + 1 < firstStageLine || self.lines.contains(index + 1) ? String(line) : ""
            }
            effect.inputs = reads
            effect.source = kept.joined(separator: "\n")
        }
        effect.stages = []
        effect.cellWidthParameter = nil
        return effect
    }
}

extension EffectDescription {
    /// The factors its stages shrink the image by with `values`, in stage order (all 1 for most).
    func downsamplingFactors(_ values: [ParameterValue]) -> [Double] {
        stages.map { $0.downsample?.factor(values, of: parameters) ?? 1 }
    }

    /// Whether parameter `name` sets the size a stage is drawn at (`@downsample`, `@size`).
    func setsStageSize(_ name: String) -> Bool {
        stages.contains { $0.downsample?.parameter == name || $0.sizing?.parameter == name }
    }

    /// What of `values` sets the sizes its stages are drawn at: a change needs a new plan.
    func stageSizeValues(_ values: [ParameterValue]) -> [Double] {
        downsamplingFactors(values)
            + stages.compactMap(\.sizing).flatMap { sizing in
                parameters.firstIndex { $0.name == sizing.parameter }.map { values[$0].components } ?? []
            }
    }

    /// One effect per stage, in order, for a multi-pass effect; empty for a one-pass one.
    var stageEffects: [EffectDescription] {
        guard let first = stages.first else { return [] }
        return stages.map { $0.effect(of: self, firstStageLine: first.lines.lowerBound) }
    }
}

extension EffectStage {
    /// The built-in effect named `name`, from the file of that name (`Filters/GaussianBlur.glsl`),
    /// for a stage that runs it; one that runs another effect itself is not offered, so that
    /// borrowing stops after one step.
    static func builtInEffect(named name: String) -> EffectDescription? {
        guard
            let file = embeddedShaderFiles.first(where: {
                $0.path.hasSuffix("/\(name).glsl") || $0.path == "\(name).glsl"
            }),
            let effects = try? ShaderFileParser.parse(
                file.source, file: "Shaders/" + file.path, builtIn: { _ in nil }, snippets: .builtIn)
        else { return nil }
        return effects.first { $0.name == name }
    }
}
