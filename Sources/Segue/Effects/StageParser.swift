import SegueGL

/// Reads the `// @stage` sections of a multi-pass effect file (`EffectStage` has the format):
/// each `@stage` line, the keys on the comment lines right after it, then what must hold of
/// the stages together.
struct StageParser {
    let file: String
    /// The effect's input names.
    let inputs: [String]
    let parameters: [EffectParameter]
    let fileAlpha: AlphaConvention
    private var stages: [EffectStage] = []
    /// Stages that run a built-in effect, by index in `stages`: the effect and its line.
    private var runs: [Int: (effect: EffectDescription, line: Int)] = [:]
    /// Whether the lines read are still the comment lines right after a `@stage` line.
    private var inDirectives = false

    init(file: String, inputs: [String], parameters: [EffectParameter], fileAlpha: AlphaConvention) {
        (self.file, self.inputs, self.parameters, self.fileAlpha) = (file, inputs, parameters, fileAlpha)
    }

    mutating func parse(_ source: String, builtIn: (String) -> EffectDescription?) throws(EffectError) -> [EffectStage]
    {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            guard let directive = ShaderDirective(raw, file: file, line: index + 1) else {
                // A stage's own keys are the comment lines right after its @stage line.
                if !(raw.trimmingSpacesAndTabs.hasPrefix("//") && inDirectives) { inDirectives = false }
                continue
            }
            if directive.key == "stage" {
                try begin(directive, lineCount: lines.count, builtIn: builtIn)
            } else if inDirectives, !stages.isEmpty {
                try read(directive)
            } else if !stages.isEmpty, EffectStage.keys.contains(directive.key) {
                throw directive.failure(
                    "@\(directive.key) belongs right after its @stage line, before the stage's code")
            }
        }
        try check(lines)
        var taken = Set(stages.map(\.name))
        return stages.enumerated().flatMap { index, stage in
            runs[index].map { stage.running($0.effect, taken: &taken) } ?? [stage]
        }
    }

    /// A `@stage NAME [EFFECT]` line: a new stage, reading the effect's inputs or the stage before.
    private mutating func begin(
        _ directive: ShaderDirective, lineCount: Int, builtIn: (String) -> EffectDescription?
    ) throws(EffectError) {
        let words = directive.value.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let name = words.first, ShaderFileParser.isIdentifier(name) else {
            throw directive.failure("@stage needs a name, e.g. @stage horizontal")
        }
        guard words.count <= 2 else {
            throw directive.failure(
                "@stage takes a name and, to run a built-in effect's passes there, its name, e.g. @stage blurred GaussianBlur"
            )
        }
        let line = directive.line
        if let last = stages.indices.last { stages[last].lines = stages[last].lines.lowerBound...(line - 1) }
        if let clash = stages.first(where: { $0.name == name }) {
            throw directive.failure("@stage \(name) is declared twice (also line \(clash.lines.lowerBound))")
        }
        if inputs.contains(name) {
            throw directive.failure("@stage \(name) has the name of an input of the effect; name it apart")
        }
        if name == EffectDescription.previousInput {
            throw directive.failure(
                "@stage \(name): '\(name)' is reserved for a stage's own last output; name it apart")
        }
        // The first stage reads the effect's inputs, a later one the stage before it.
        let reads = stages.last.map { [$0.name] } ?? inputs
        stages.append(EffectStage(name: name, reads: reads, samples: nil, alpha: fileAlpha, lines: line...lineCount))
        if words.count == 2 {
            guard let effect = builtIn(words[1]) else {
                throw directive.failure(
                    "@stage \(name) runs \(words[1]), which is not a built-in effect (a stage may run one such as GaussianBlur)"
                )
            }
            for needed in effect.parameters
            where !parameters.contains(where: { $0.name == needed.name && $0.type == needed.type }) {
                throw directive.failure(
                    "@stage \(name) runs \(words[1]), which needs @param \(needed.type.glslType) \(needed.name)")
            }
            runs[stages.count - 1] = (effect, line)
        }
        inDirectives = true
    }

    /// One of the keys right after a `@stage` line, for the last stage.
    private mutating func read(_ directive: ShaderDirective) throws(EffectError) {
        let stage = stages.count - 1
        switch directive.key {
        case "reads": try readReads(directive)
        case "samples": stages[stage].samples = try directive.samples()
        case "alpha": stages[stage].alpha = try directive.alpha()
        case "downsample":
            let words = directive.value.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count == 2, let limit = Double(words[1]), limit > 0 else {
                throw directive.failure(
                    "@downsample takes a number parameter and the radius above which the stage shrinks, e.g. @downsample blurRadiusInPixels 8"
                )
            }
            guard parameters.contains(where: { $0.name == words[0] && ($0.type == .float || $0.type == .int) }) else {
                throw directive.failure("@downsample \(words[0]) must name a float or int @param")
            }
            stages[stage].downsample = EffectStage.Downsampling(parameter: String(words[0]), limit: limit)
        case "only-downsampled":
            guard directive.value.isEmpty else { throw directive.failure("@only-downsampled takes no value") }
            stages[stage].onlyDownsampled = true
        case "size": stages[stage].sizing = try sizing(directive)
        default:
            throw directive.failure(
                "unknown stage key @\(directive.key); a stage takes "
                    + EffectStage.keys.map { "@" + $0 }.joined(separator: ", "))
        }
    }

    private mutating func readReads(_ directive: ShaderDirective) throws(EffectError) {
        let stage = stages.count - 1
        var names = directive.names
        let known = inputs + stages.dropLast().map(\.name)
        guard !names.isEmpty else {
            throw directive.failure("@reads names what the stage reads, e.g. @reads input, horizontal")
        }
        // `previous` is the stage's own output of the frame before, read after its images.
        let previous = EffectDescription.previousInput
        if names.contains(previous) {
            guard names.last == previous, names.filter({ $0 == previous }).count == 1, names.count > 1 else {
                throw directive.failure(
                    "@reads names \(previous), the stage's own last output, once and after what else it reads, e.g. @reads input, previous"
                )
            }
            names.removeLast()
            stages[stage].readsPrevious = true
        }
        for name in names where !known.contains(name) {
            throw directive.failure(
                "@stage \(stages[stage].name) reads '\(name)', which is neither an input nor an earlier stage; known: "
                    + known.joined(separator: ", "))
        }
        stages[stage].reads = names
    }

    private func sizing(_ directive: ShaderDirective) throws(EffectError) -> EffectStage.Sizing {
        let words = directive.value.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let usage =
            "@size takes a two-number parameter in pixels, then optionally width or height and clamped, e.g. @size cropSizeInPixels clamped"
        guard let name = words.first, Set(words.dropFirst()).isSubset(of: ["width", "height", "clamped"]),
            Set(words.dropFirst()).count == words.count - 1, !(words.contains("width") && words.contains("height"))
        else {
            throw directive.failure(usage)
        }
        guard parameters.contains(where: { $0.name == name && ($0.type == .vec2 || $0.type == .ivec2) }) else {
            throw directive.failure("@size \(name) must name a vec2 or ivec2 @param")
        }
        var sizing = EffectStage.Sizing(parameter: name, clamped: words.contains("clamped"))
        if words.contains("width") { sizing.changesHeight = false }
        if words.contains("height") { sizing.changesWidth = false }
        return sizing
    }

    /// What must hold of the stages together: each has code (or runs an effect), and each but
    /// the last feeds a later one.
    private func check(_ lines: [Substring]) throws(EffectError) {
        func fail(_ line: Int, _ message: String) -> EffectError {
            .malformedShader(file: file, line: line, message: message)
        }
        for (index, stage) in stages.enumerated() {
            if let (effect, line) = runs[index] {
                guard !stage.readsPrevious else {
                    throw fail(
                        line,
                        "@stage \(stage.name) runs \(effect.name), so it cannot read previous: only a stage's own code reads its last output"
                    )
                }
                let body = stage.lines.dropFirst().map { String(lines[$0 - 1]) }.joined(separator: "\n")
                guard !GLSLTokenizer.definesFunction(ShaderFileParser.entryFunction, in: body) else {
                    throw fail(line, "@stage \(stage.name) runs \(effect.name), so its section has no code of its own")
                }
                guard stage.reads.count == effect.inputs.count else {
                    throw fail(
                        line,
                        "@stage \(stage.name) runs \(effect.name), which reads \(effect.inputs.count); give it as many with @reads"
                    )
                }
                continue
            }
            if stage.onlyDownsampled, stage.downsample == nil || stage.reads.count != 1 {
                throw fail(
                    stage.lines.lowerBound,
                    "@stage \(stage.name) is @only-downsampled, so it needs @downsample and one input to stand for at full size"
                )
            }
            let body = stage.lines.map { String(lines[$0 - 1]) }.joined(separator: "\n")
            guard GLSLTokenizer.definesFunction(ShaderFileParser.entryFunction, in: body) else {
                throw fail(
                    stage.lines.lowerBound,
                    "@stage \(stage.name) has no entry function: define vec4 \(ShaderFileParser.entryFunction)(vec2 uv) in its section"
                )
            }
        }
        // Every stage but the last must feed a later one, or its work would be lost.
        for (index, stage) in stages.enumerated().dropLast()
        where !stages[(index + 1)...].contains(where: { $0.reads.contains(stage.name) }) {
            throw fail(stage.lines.lowerBound, "@stage \(stage.name) is read by no later stage")
        }
    }
}
