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
/// The last stage is the effect's result.
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

    /// A stage's reduced size: the parameter that sets it and the value above which it shrinks.
    struct Downsampling: Sendable, Equatable {
        var parameter: String
        var limit: Double

        /// The factor the image shrinks by with `values` of `parameters`: 1, or round(value) / limit.
        func factor(_ values: [ParameterValue], of parameters: [EffectParameter]) -> Double {
            // A variant that presets the parameter compiles it in: it runs at full size.
            guard let index = parameters.firstIndex(where: { $0.name == parameter }),
                  let value = values[index].scalar?.rounded(), value > limit else { return 1 }
            return value / limit
        }
    }

    /// Keys a stage's own comment lines may set, right after its `@stage` line.
    static let keys = ["reads", "samples", "alpha", "downsample", "only-downsampled"]

    /// The sections of `source` from its first `// @stage` line, or none for a one-pass file.
    /// `inputs` are the effect's input names; `alpha` the file's convention.
    static func parse(
        _ source: String, file: String, inputs: [String], parameters: [EffectParameter], alpha fileAlpha: AlphaConvention
    ) throws(EffectError) -> [EffectStage] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var stages: [EffectStage] = []
        var inDirectives = false
        for (index, raw) in lines.enumerated() {
            let lineNumber = index + 1
            func fail(_ message: String) -> EffectError { .malformedShader(file: file, line: lineNumber, message: message) }
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard let (key, value) = directive(line) else {
                // A stage's own keys are the comment lines right after its @stage line.
                if !(line.hasPrefix("//") && inDirectives) { inDirectives = false }
                continue
            }
            if key == "stage" {
                guard ShaderFileParser.isIdentifier(value) else { throw fail("@stage needs a name, e.g. @stage horizontal") }
                if let last = stages.indices.last { stages[last].lines = stages[last].lines.lowerBound...(lineNumber - 1) }
                if let clash = stages.first(where: { $0.name == value }) {
                    throw fail("@stage \(value) is declared twice (also line \(clash.lines.lowerBound))")
                }
                if inputs.contains(value) { throw fail("@stage \(value) has the name of an input of the effect; name it apart") }
                // The first stage reads the effect's inputs, a later one the stage before it.
                let reads = stages.last.map { [$0.name] } ?? inputs
                stages.append(EffectStage(name: value, reads: reads, samples: nil, alpha: fileAlpha, lines: lineNumber...lines.count))
                inDirectives = true
                continue
            }
            guard inDirectives, !stages.isEmpty else {
                if !stages.isEmpty, keys.contains(key) {
                    throw fail("@\(key) belongs right after its @stage line, before the stage's code")
                }
                continue
            }
            let stage = stages.count - 1
            switch key {
            case "reads":
                let names = value.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
                let known = inputs + stages.dropLast().map(\.name)
                guard !names.isEmpty else { throw fail("@reads names what the stage reads, e.g. @reads input, horizontal") }
                for name in names where !known.contains(name) {
                    throw fail("@stage \(stages[stage].name) reads '\(name)', which is neither an input nor an earlier stage; known: " + known.joined(separator: ", "))
                }
                stages[stage].reads = names
            case "samples":
                guard let count = Int(value), count > 0 else { throw fail("@samples takes a positive count of reads per input, e.g. @samples 9") }
                stages[stage].samples = count
            case "alpha":
                guard let parsed = AlphaConvention(rawValue: value) else { throw fail("@alpha takes premultiplied or straight, e.g. @alpha straight") }
                stages[stage].alpha = parsed
            case "downsample":
                let words = value.split(separator: " ", omittingEmptySubsequences: true)
                let usage = "@downsample takes a number parameter and the radius above which the stage shrinks, e.g. @downsample blurRadiusInPixels 8"
                guard words.count == 2, let limit = Double(words[1]), limit > 0 else { throw fail(usage) }
                guard parameters.contains(where: { $0.name == words[0] && ($0.type == .float || $0.type == .int) }) else {
                    throw fail("@downsample \(words[0]) must name a float or int @param")
                }
                stages[stage].downsample = Downsampling(parameter: String(words[0]), limit: limit)
            case "only-downsampled":
                guard value.isEmpty else { throw fail("@only-downsampled takes no value") }
                stages[stage].onlyDownsampled = true
            default:
                throw fail("unknown stage key @\(key); a stage takes " + keys.map { "@" + $0 }.joined(separator: ", "))
            }
        }
        for stage in stages {
            if stage.onlyDownsampled, stage.downsample == nil || stage.reads.count != 1 {
                throw .malformedShader(file: file, line: stage.lines.lowerBound,
                                       message: "@stage \(stage.name) is @only-downsampled, so it needs @downsample and one input to stand for at full size")
            }
            let body = stage.lines.map { String(lines[$0 - 1]) }.joined(separator: "\n")
            guard GLSLTokenizer.definesFunction(ShaderFileParser.entryFunction, in: body) else {
                throw .malformedShader(file: file, line: stage.lines.lowerBound,
                                       message: "@stage \(stage.name) has no entry function: define vec4 \(ShaderFileParser.entryFunction)(vec2 uv) in its section")
            }
        }
        // Every stage but the last must feed a later one, or its work would be lost.
        for (index, stage) in stages.enumerated().dropLast() where !stages[(index + 1)...].contains(where: { $0.reads.contains(stage.name) }) {
            throw .malformedShader(file: file, line: stage.lines.lowerBound, message: "@stage \(stage.name) is read by no later stage")
        }
        return stages
    }

    /// `(key, value)` of a `// @key value` line.
    static func directive(_ line: String) -> (key: String, value: String)? {
        guard line.hasPrefix("//") else { return nil }
        let comment = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        guard comment.hasPrefix("@") else { return nil }
        let key = String(comment.dropFirst().prefix { !$0.isWhitespace })
        return (key, comment.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces))
    }

    /// This stage as an effect of its own: the file's text with the other stages' sections
    /// blanked, so its line numbers stay the file's and the shared code before the first stage
    /// stays in.
    func effect(of composite: EffectDescription, firstStageLine: Int) -> EffectDescription {
        let lines = composite.source.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.enumerated().map { index, line in
            index + 1 < firstStageLine || self.lines.contains(index + 1) ? String(line) : ""
        }
        var effect = composite
        effect.name = composite.name + "." + name
        effect.inputs = reads
        effect.samplesPerInput = samples
        effect.alpha = alpha
        effect.source = kept.joined(separator: "\n")
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

    /// One effect per stage, in order, for a multi-pass effect; empty for a one-pass one.
    var stageEffects: [EffectDescription] {
        guard let first = stages.first else { return [] }
        return stages.map { $0.effect(of: self, firstStageLine: first.lines.lowerBound) }
    }
}
