import Foundation
import Testing

@testable import Segue

/// Transition parameters are typed, reach every node they name, and cannot set what progress drives;
/// handles stay right across reloads; composites are library entries like any other.
struct ParameterModelTests {
    static let library = try! EffectLibrary(environment: [:])

    @Test func aTransitionParameterReachesEveryNodeItNames() throws {
        let image = TestImages.pattern(width: 8, height: 8)
        let graph = try Self.library.makeTransition(
            "pixellate-dissolve", from: ImageSource(image), to: ImageSource(image))
        #expect(graph.parameters.map(\.name) == ["smooth"])
        try graph.set("smooth", true)
        let pixellates = try Engine.plan(graph.output, width: 8, height: 8, options: PlanOptions(fuse: false)).passes
            .flatMap(\.nodes).filter { $0.effect.name == "Pixellate" }
        #expect(pixellates.count == 2)
        for node in pixellates { #expect(try node.value(of: "smooth") == .bool(true), "\(node.name)") }
        #expect(try graph.value(of: "smooth") == .bool(true))
    }

    @Test(.requiresGPU, arguments: [0.3, 0.7])
    func smoothPixellateDissolveMatchesItsReferenceOnBothSides(progress: Double) throws {
        let engine = try TestEngine.engine()
        let from = TestImages.pattern(width: 333, height: 177)
        let to = TestImages.otherPattern(width: 333, height: 177)
        let transition = try engine.makeTransition("pixellate-dissolve", from: from, to: to)
        try transition.set("smooth", true)
        let comparison = ImageComparison(
            try transition.render(progress: progress),
            CPUReference.pixellateDissolve(from, to, progress: Float(progress), smooth: true))
        #expect(comparison.meetsReferenceTolerance, "\(comparison)")
    }

    @Test func progressDrivenParametersAreNotSettable() throws {
        let image = TestImages.pattern(width: 4, height: 4)
        let composite = try Self.library.makeTransition(
            "pixellate-dissolve", from: ImageSource(image), to: ImageSource(image))
        for name in ["mix", "fractionalWidthOfAPixel", "progress"] {
            #expect(throws: EffectError.parameterDrivenByProgress(effect: "pixellate-dissolve", name: name)) {
                try composite.set(name, Float(0.5))
            }
        }
        let single = try Self.library.makeTransition("crossfade", from: ImageSource(image), to: ImageSource(image))
        #expect(!single.parameters.contains { $0.name == "progress" })
        #expect(throws: EffectError.parameterDrivenByProgress(effect: "crossfade", name: "progress")) {
            try single.set("progress", Float(0.5))
        }
    }

    @Test func valuesAreCheckedForTypeAndRange() throws {
        let node = EffectNode(try Self.library.effect(named: "Pixellate"))
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "Pixellate", name: "smooth", value: "0.5", expected: "true or false")
        ) {
            try node.set("smooth", Float(0.5))
        }
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "Pixellate", name: "fractionalWidthOfAPixel", value: "2.0", expected: "a value in [0, 1]")
        ) {
            try node.set("fractionalWidthOfAPixel", Float(2))
        }
        let handle = try node.parameter("fractionalWidthOfAPixel")
        #expect(handle.type == .float)
        #expect(throws: EffectError.self) { try node.set(handle, true) }
        try node.set(handle, Float(0.25))
        #expect(try node.value(of: "fractionalWidthOfAPixel") == .float(0.25))
    }

    @Test func aCompiledInParameterSetThroughAHandleReplansTheGraph() throws {
        let node = EffectNode(try Self.library.effect(named: "Pixellate"))
        let output = FrameOutput()
        ImageSource(TestImages.pattern(width: 4, height: 4)) --> node --> output
        let plan = try Engine.plan(output, width: 4, height: 4)
        #expect(!plan.isStale)
        try node.set(try node.parameter("smooth"), true)
        #expect(plan.isStale)
    }

    @Test func aHandleFindsItsParameterAfterAReloadThatReordersThem() throws {
        let directory = try ShaderDirectory()
        func file(_ parameters: String) -> String {
            "// @name Levels\n// @kind filter\n\(parameters)\nvec4 effect(vec2 uv) { return vec4(red, green, 0.0, 1.0); }\n"
        }
        let path = try directory.write("Levels.glsl", file("// @param float red = 0\n// @param float green = 0"))
        let node = EffectNode(try directory.library().effect(named: "Levels"))
        let green = try node.parameter("green")
        var reloaded = try directory.library()
        try directory.write("Levels.glsl", file("// @param float green = 0\n// @param float red = 0"))
        node.replaceEffect(try reloaded.addFile(path)[0])
        try node.set(green, Float(0.75))
        #expect(try node.value(of: "green") == .float(0.75))
        #expect(try node.value(of: "red") == .float(0))
        try directory.write("Levels.glsl", file("// @param float red = 0"))
        node.replaceEffect(try reloaded.addFile(path)[0])
        #expect(throws: EffectError.unknownParameter(effect: "Levels", name: "green", valid: ["red"])) {
            try node.set(green, Float(0.5))
        }
    }

    @Test(.requiresGPU) func aHandleAcrossAHotReloadDrawsTheRightUniform() throws {
        let directory = try ShaderDirectory()
        func file(_ parameters: String) -> String {
            "// @name Levels\n// @kind filter\n\(parameters)\nvec4 effect(vec2 uv) { return vec4(red, green, 0.0, 1.0); }\n"
        }
        let path = try directory.write(
            "Levels.glsl", file("// @param float red = 0 [0, 1]\n// @param float green = 0 [0, 1]"))
        let engine = try Engine(library: try directory.library())
        let node = EffectNode(try engine.library.effect(named: "Levels"))
        let output = FrameOutput()
        ImageSource(TestImages.pattern(width: 4, height: 4)) --> node --> output
        let renderer = try engine.makeRenderer(for: output, width: 4, height: 4)
        let green = try node.parameter("green")
        try node.set(green, Float(1))
        #expect(try renderer.renderImage()[0, 0] == RGBA(0, 255, 0))
        try directory.write("Levels.glsl", file("// @param float green = 0 [0, 1]\n// @param float red = 0 [0, 1]"))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: path)
        let reloader = try ShaderReloader(renderer: renderer)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: path)
        #expect(reloader.reloadChanged() == .reloaded([path]))
        try node.set(green, Float(0.5))
        #expect(try renderer.renderImage()[0, 0] == RGBA(0, 128, 0))
    }

    @Test func aUserFileShadowsABuiltInCompositeUnderOneName() throws {
        let directory = try ShaderDirectory()
        let path = try directory.write(
            "pd.glsl",
            """
            // @name pixellate-dissolve
            // @kind transition
            // @param float strength = 1
            vec4 effect(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress * strength); }
            """)
        let library = try directory.library()
        #expect(library.transitionNames.filter { $0 == "pixellate-dissolve" }.count == 1)
        #expect(library.transitions.first { $0.name == "pixellate-dissolve" }?.file == path)
        #expect(
            library.notices.contains { $0.contains("overrides the built-in composite transition pixellate-dissolve") })
        let image = TestImages.pattern(width: 4, height: 4)
        let graph = try library.makeTransition("pixellate-dissolve", from: ImageSource(image), to: ImageSource(image))
        #expect(graph.parameters.map(\.name) == ["strength"])
    }

    @Test func compositesAreListedWithTheirParameters() throws {
        let entry = try #require(Self.library.transitions.first { $0.name == "pixellate-dissolve" })
        #expect(entry.file == nil)
        #expect(entry.parameters.map(\.name) == ["smooth"])
        #expect(Set(Self.library.transitionNames).count == Self.library.transitionNames.count)
    }

    @Test(.requiresGPU) func anImageParameterIsTypedAndTextIsParsedOnlyAtTheEdge() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "masked.glsl",
            """
            uniform sampler2D mask;
            vec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), texture2D(mask, uv).r * progress); }
            """)
        let engine = try Engine(library: try directory.library())
        let from = TestImages.pattern(width: 6, height: 6)
        let to = TestImages.otherPattern(width: 6, height: 6)
        let transition = try engine.makeTransition("masked", from: from, to: to)
        let mask = try #require(transition.parameters.first { $0.name == "mask" })
        #expect(mask.type == .image)
        #expect(throws: EffectError.self) { try transition.set("mask", Float(1)) }
        try transition.set("mask", try Image(width: 6, height: 6, color: RGBA(255, 255, 255)))
        #expect(try transition.render(progress: 1) == to)
        #expect(throws: EffectError.self) { _ = try mask.value(from: "/some/file.png", effect: "masked") }
    }
}
