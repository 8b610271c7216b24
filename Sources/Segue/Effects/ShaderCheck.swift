import Foundation
import SegueGL

/// What `segue shader check` found in one file.
public struct ShaderCheckReport: Sendable, Codable, Equatable {
    /// The file checked.
    public var file: String
    /// The effect's name and kind, once the file loaded.
    public var effect: String?
    /// Everything wrong; empty when the file passed.
    public var problems: [String]

    /// Problems that do not fail the check, such as an unused uniform of a foreign file.
    public var warnings: [String] = []

    /// A report of `file`; `effect` is `NAME, KIND` once the file loaded.
    public init(file: String, effect: String?, problems: [String], warnings: [String] = []) {
        self.file = file
        self.effect = effect
        self.problems = problems
        self.warnings = warnings
    }

    /// Whether every check passed.
    public var passed: Bool { problems.isEmpty }

    /// One line: `ok FILE (NAME, KIND)`, or `FAIL FILE:LINE: message` when the first problem is
    /// located in the file (as a broken file is reported everywhere), else `FAIL FILE: problem; …`.
    public var line: String {
        if passed {
            let warned = warnings.isEmpty ? "" : " warning: " + warnings.joined(separator: "; ")
            return "ok   \(file) (\(effect ?? "?"))" + warned
        }
        let text = problems.joined(separator: "; ")
        return "FAIL " + (text.hasPrefix(file + ":") ? text : "\(file): \(text)")
    }
}

extension Engine {
    /// The size of the images a check renders.
    public static let checkSize = 64

    /// Loads and compiles an effect file and renders it at 64×64: a transition must equal
    /// "from" at progress 0 and "to" at 1 (within 1/255) and show something between (not one
    /// colour at 0.25, 0.5 and 0.75 alike); no declared parameter may go unused.
    public func checkShader(file: String) -> ShaderCheckReport {
        var report = ShaderCheckReport(file: file, effect: nil, problems: [])
        do {
            var library = library
            let effects = try library.addFile(file)
            report.effect = effects.map(\.name).joined(separator: " ") + ", " + (effects.first?.kind.rawValue ?? "")
            for effect in effects {
                // A family's problems say which variant has them.
                let prefix = effects.count > 1 ? "\(effect.name): " : ""
                let found = try problems(of: effect, library: library)
                report.problems += found.problems.map { prefix + $0 }
                report.warnings += found.warnings.map { prefix + $0 }
            }
        } catch {
            report.problems.append(String(describing: error).replacingOccurrences(of: "\n", with: "; "))
        }
        return report
    }

    /// Renders a layer transition at 64×64 as `checkShader` renders a transition file: it must be
    /// "from" at progress 0, "to" at 1, and show something between. Returns what is wrong.
    public func checkLayerTransition(_ transition: LayerTransition) throws -> [String] {
        let size = Self.checkSize
        let from = CheckImages.from(size)
        let to = CheckImages.to(size)
        return try Self.endpointProblems(of: makeTransition(transition, from: from, to: to), from: from, to: to)
    }

    private static func endpointProblems(of transition: TransitionRenderer, from: Image, to: Image) throws -> [String] {
        var problems: [String] = []
        // Each frame is judged alone, as the first of a sequence: a transition that reads its
        // previous frame (a trail) is then "from" at 0 and "to" at 1 like any other.
        func frame(at progress: Double) throws -> Image {
            try transition.resetHistory()
            return try transition.render(progress: progress)
        }
        if !CheckImages.matches(try frame(at: 0), from) { problems.append("progress 0 is not the \"from\" image") }
        if !CheckImages.matches(try frame(at: 1), to) { problems.append("progress 1 is not the \"to\" image") }
        // One colour at the midpoint alone is a design (a fade through black, a crop through its
        // background); one colour at a quarter, a half and three quarters is a shader drawing nothing.
        if try [0.25, 0.5, 0.75].allSatisfy({ CheckImages.isBlank(try frame(at: $0)) }) {
            problems.append("progress 0.25, 0.5 and 0.75 are blank (one colour)")
        }
        return problems
    }

    /// What is wrong with one effect of a checked file.
    /// An unused uniform fails a native file (its header promised a parameter) but only warns for a
    /// foreign one, whose author wrote it for another host. So do a foreign transition's endpoints
    /// and middle: the public gl-transitions collection has transitions that are not exactly "from"
    /// at 0 (a radial wipe with a soft edge) or that are one colour at 0.5 (a crop through a
    /// background colour), and its own hosts render them so.
    private func problems(
        of effect: EffectDescription, library: EffectLibrary
    ) throws -> (problems: [String], warnings: [String]) {
        var behaviour: [String] = []
        let size = Self.checkSize
        let from = CheckImages.from(size)
        let to = CheckImages.to(size)
        let renderer: GraphRenderer
        if effect.kind == .transition {
            let graph = try library.makeTransition(effect.name, from: ImageSource(from), to: ImageSource(to))
            let transition = TransitionRenderer(
                graph: graph, renderer: try makeRenderer(for: graph.output, width: size, height: size))
            renderer = transition.renderer
            behaviour = try Self.endpointProblems(of: transition, from: from, to: to)
        } else {
            let node = EffectNode(effect)
            for image in [from, to].prefix(effect.inputs.count) { ImageSource(image) --> node }
            let output = FrameOutput()
            node --> output
            renderer = try makeRenderer(for: output, width: size, height: size)
            // A GPUImage file's uniforms were set by its Swift class; here one with no `// = value`
            // starts at 0, where many formulas (a cell size, a threshold, an opacity) draw one
            // flat colour: worth a warning before a user wonders why.
            if effect.format == .gpuImage, CheckImages.isBlank(try renderer.renderImage()) {
                behaviour.append(
                    "with its parameters at their defaults it draws one flat colour; give them defaults (// = value) or set them"
                )
            }
        }
        // Uniforms the compiler dropped, and compiled-in switches the body never mentions.
        // A parameter that sets a stage's size (`@size`, `@downsample`) is used by the plan, not the code.
        var unused = try renderer.unusedParameters.map(\.parameter).filter { !effect.setsStageSize($0) }
        let usage = GLSLUsage(effect.source)
        unused += effect.parameters.filter { $0.isCompiledIn && !usage.uses($0.name) }.map(\.name)
        let messages = unused.map { "parameter '\($0)' is declared but never used" }
        guard effect.format == .native else { return ([], behaviour + messages) }
        // A transition reading its previous frame (a trail) shows its first input there on a
        // sequence's first frame, so its ends depend on the frames before: they only warn.
        return effect.readsPreviousOutput ? (messages, behaviour) : (behaviour + messages, [])
    }
}

/// The images a shader check renders with: different from each other at every pixel.
enum CheckImages {
    static func from(_ size: Int) -> Image {
        var image = try! Image(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size { image[x, y] = RGBA(UInt8(64 + x * 2), UInt8(32 + y * 3), 40) }
        }
        return image
    }

    static func to(_ size: Int) -> Image {
        var image = try! Image(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size { image[x, y] = (x / 8 + y / 8) % 2 == 0 ? RGBA(20, 90, 230) : RGBA(240, 240, 60) }
        }
        return image
    }

    static func matches(_ a: Image, _ b: Image) -> Bool {
        zip(a.pixels, b.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }

    static func isBlank(_ image: Image) -> Bool {
        let first = image[0, 0]
        return (0..<image.height).allSatisfy { y in (0..<image.width).allSatisfy { image[$0, y] == first } }
    }
}
