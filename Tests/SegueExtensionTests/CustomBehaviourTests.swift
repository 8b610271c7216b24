import Foundation
import Segue
import Testing

/// An iris closing on the layer's centre as it fades: the seed's setup / addAnimations pair,
/// readable from behaviour files with an option of its own.
struct Iris: BehaviourFileReadable {
    static let optionKeys = ["size"]
    /// The layer's size at the end, as a fraction of its size at the start.
    var size = 0.2

    init(size: Double) { self.size = size }

    init(options: BehaviourOptions) throws(JSONIssue) {
        size = try options.number("size", default: 0.2)
        guard size > 0 else { throw options.issue("'size' must be greater than 0", at: "size") }
    }

    func setUp(_ layer: inout LayerAttributes, context: BehaviourContext) {}

    func animate(_ layer: inout LayerAttributes, context: BehaviourContext) {
        let f = layer.frame
        layer.frame = LayerRect(
            x: f.x + f.width * (1 - size) / 2, y: f.y + f.height * (1 - size) / 2, width: f.width * size,
            height: f.height * size)
        layer.opacity = 0
    }
}

/// Opacity along half a sine, 1 → 0 → 1 → 0 …: a behaviour that is not an animation from one
/// state to another, so it writes `apply` itself; once its window has passed, `complete` hides it.
struct Pulse: LayerBehaviour {
    var beats = 2.0

    func setUp(_ layer: inout LayerAttributes, context: BehaviourContext) {}
    func animate(_ layer: inout LayerAttributes, context: BehaviourContext) {}

    func apply(at fraction: Double, to layer: inout LayerAttributes, context: BehaviourContext) {
        layer.opacity *= abs(cos(fraction * beats * .pi / 2))
    }

    func complete(_ layer: inout LayerAttributes, context: BehaviourContext) {
        layer.opacity = 0
    }
}

/// Sepia coming in through the effect below the layer.
struct Age: LayerBehaviour {
    func setUp(_ layer: inout LayerAttributes, context: BehaviourContext) {
        layer.effectParameters["intensity"] = 0
    }

    func animate(_ layer: inout LayerAttributes, context: BehaviourContext) {
        layer.effectParameters["intensity"] = 1
    }
}

/// The engine, or nil (skipping) where no EGL platform works and `SEGUE_REQUIRE_GPU` is not 1.
enum ExtensionEngine {
    static let opened = Result { try Engine() }

    static var isAvailable: Bool {
        if case .success = opened { return true }
        return ProcessInfo.processInfo.environment["SEGUE_REQUIRE_GPU"] == "1"
    }
}

/// A user's own behaviours, written against the public API only, end to end through the engine.
@Suite(
    .enabled(
        if: ExtensionEngine.isAvailable, "no EGL platform is usable here (set SEGUE_REQUIRE_GPU=1 to fail instead)"))
struct CustomBehaviourTests {
    static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8) throws -> Image {
        try Image(width: 64, height: 48, color: RGBA(r, g, b))
    }

    static func pattern(_ seed: Int) throws -> Image {
        var image = try Image(width: 91, height: 57)
        for y in 0..<57 {
            for x in 0..<91 {
                image[x, y] = RGBA(
                    UInt8((x * 3 + seed * 40) % 256), UInt8((y * 4 + x) % 256), UInt8((seed * 90 + y * 2) % 256))
            }
        }
        return image
    }

    /// The iris renders exactly as the built-in `move` and `fade` it is the sum of.
    @Test func anIrisEqualsItsBuiltInEquivalent() throws {
        let engine = try ExtensionEngine.opened.get()
        let (from, to) = (try Self.pattern(1), try Self.pattern(2))
        let custom = LayerTransition(
            name: "iris",
            layers: [
                Layer(source: .to),
                Layer(source: .from, behaviours: [Behaviour(Iris(size: 0.3), curve: .timing(.easeInOut))]),
            ])
        let builtIn = LayerTransition(
            name: "iris-built-in",
            layers: [
                Layer(source: .to),
                Layer(
                    source: .from,
                    behaviours: [
                        Behaviour(
                            .frame, from: .vector([0, 0, 1, 1]), to: .vector([0.35, 0.35, 0.3, 0.3]),
                            curve: .timing(.easeInOut)),
                        Behaviour(.opacity, from: .number(1), to: .number(0), curve: .timing(.easeInOut)),
                    ]),
            ])
        let a = try engine.makeTransition(custom, from: from, to: to)
        let b = try engine.makeTransition(builtIn, from: from, to: to)
        for p in [0.0, 0.25, 0.5, 0.8, 1.0] {
            #expect(try a.render(progress: p) == b.render(progress: p), "at \(p)")
        }
        #expect(try a.render(progress: 0) == from)
        #expect(try a.render(progress: 1) == to)
    }

    /// Opacity from `apply` in the window, `complete`'s after it: exact colours over a solid pair.
    @Test func aPulseSetsOpacityItselfAndCompleteHoldsAfterTheWindow() throws {
        let engine = try ExtensionEngine.opened.get()
        let (red, blue) = (try Self.solid(255, 0, 0), try Self.solid(0, 0, 255))
        let transition = LayerTransition(
            name: "pulse",
            layers: [Layer(source: .to), Layer(source: .from, behaviours: [Behaviour(Pulse(), duration: 0.5)])])
        let renderer = try engine.makeTransition(transition, from: red, to: blue)
        for p in [0.0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.9] {
            let opacity = p > 0.5 ? 0 : abs(cos(p / 0.5 * 2 * .pi / 2))
            let pixel = try renderer.render(progress: p)[31, 23]
            #expect(
                abs(Double(pixel.r) - 255 * opacity) <= 1 && abs(Double(pixel.b) - 255 * (1 - opacity)) <= 1,
                "at \(p): \(pixel)")
        }
    }

    /// A behaviour may drive the effect below its layer: `Age` against an `effect` behaviour.
    @Test func aBehaviourDrivesTheLayersEffect() throws {
        let engine = try ExtensionEngine.opened.get()
        let (from, to) = (try Self.pattern(3), try Self.pattern(4))
        let sepia = [LayerEffect("SepiaToneFilter")]
        let custom = LayerTransition(
            name: "age",
            layers: [Layer(source: .to), Layer(source: .from, behaviours: [Behaviour(Age())], effects: sepia)])
        let builtIn = LayerTransition(
            name: "age-built-in",
            layers: [
                Layer(source: .to),
                Layer(
                    source: .from, behaviours: [Behaviour(.effect("intensity"), from: .number(0), to: .number(1))],
                    effects: sepia),
            ])
        let a = try engine.makeTransition(custom, from: from, to: to)
        let b = try engine.makeTransition(builtIn, from: from, to: to)
        for p in [0.0, 0.3, 0.7, 1.0] {
            #expect(try a.render(progress: p) == b.render(progress: p), "at \(p)")
        }
        #expect(try a.render(progress: 0.7) != a.render(progress: 0))
    }

    /// Registered by name, the type works from a behaviour file in a folder the library reads,
    /// and its own mistakes are reported at their place in the file.
    @Test func aRegisteredTypeWorksFromABehaviourFile() throws {
        try LayerBehaviourRegistry.register(Iris.self, as: "iris")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-iris-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        {"name": "iris-file", "layers": [
          {"source": "to"},
          {"source": "from", "behaviours": [{"type": "iris", "size": 0.3, "curve": "easeInOut"}]}
        ]}
        """.write(to: folder.appendingPathComponent("iris.json"), atomically: true, encoding: .utf8)
        try """
        {"name": "iris-broken", "layers": [{"source": "from", "behaviours": [{"type": "iris", "size": -1}]}]}
        """.write(to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let library = try EffectLibrary(directories: [folder.path])
        let engine = try Engine(library: library)
        let (from, to) = (try Self.pattern(1), try Self.pattern(2))
        let fromFile = try engine.makeTransition("iris-file", from: from, to: to)
        let inSwift = try engine.makeTransition(
            LayerTransition(
                name: "iris-swift",
                layers: [
                    Layer(source: .to),
                    Layer(source: .from, behaviours: [Behaviour(Iris(size: 0.3), curve: .timing(.easeInOut))]),
                ]),
            from: from, to: to)
        #expect(try fromFile.render(progress: 0.6) == inSwift.render(progress: 0.6))
        let broken = library.brokenFiles.first { $0.file.hasSuffix("broken.json") }
        #expect(
            broken?.diagnostic.description.contains("broken.json:1:95: 'size' must be greater than 0") == true,
            "\(String(describing: broken?.diagnostic))")
    }
}

/// The README shows `Iris` as this target compiles it.
@Suite struct ReadmeBehaviourTests {
    @Test func theReadmesIrisIsTheOneTested() throws {
        let here = URL(fileURLWithPath: #filePath)
        let tests = try String(contentsOf: here, encoding: .utf8)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
        let start = try #require(tests.range(of: "/// An iris closing"))
        let end = try #require(tests.range(of: "/// Opacity along half a sine"))
        let iris = tests[start.lowerBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(readme.contains(iris))
    }
}
