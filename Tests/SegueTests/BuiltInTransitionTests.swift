import Foundation
import Segue
import Testing

/// The typed built-ins (`BuiltInTransition`, `BuiltInEffect`): generated from the headers and
/// current, drawing what the string API draws, and checked as it checks.
@Suite(.requiresGPU)
struct BuiltInTransitionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/Segue/BuiltIns").standardizedFileURL

    /// The committed sources are what the headers give now; `SEGUE_WRITE_BUILT_INS=1` rewrites them.
    @Test func theTypedFunctionsAreTheHeadersOfNow() throws {
        let library = try EffectLibrary(environment: [:])
        let sources = [
            "BuiltInTransitions.swift": try BuiltInSourceWriter.transitions(of: library),
            "BuiltInEffects.swift": try BuiltInSourceWriter.effects(of: library),
            "BuiltInEffectParameters.swift": try BuiltInSourceWriter.effectParameters(of: library),
        ]
        for (name, source) in sources {
            let file = Self.folder.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["SEGUE_WRITE_BUILT_INS"] == "1" {
                try Data(source.utf8).write(to: file)
            }
            let committed = try String(contentsOf: file, encoding: .utf8)
            #expect(
                committed == source,
                "\(name) is stale: SEGUE_WRITE_BUILT_INS=1 swift test --filter BuiltInTransitionTests")
        }
    }

    /// Each typed built-in names a transition, with every parameter the header gives at its default.
    @Test func everyBuiltInHasItsHeadersParameters() throws {
        let library = try EffectLibrary(environment: [:])
        let transitions = library.transitions
        #expect(BuiltInTransition.all.map(\.name) == transitions.map(\.name))
        for (typed, described) in zip(BuiltInTransition.all, transitions) {
            let parameters = described.parameters.filter { $0.type != .image }
            #expect(typed.values.map(\.name) == parameters.map(\.name), "\(typed.name)")
            #expect(typed.values.map(\.value) == parameters.map(\.defaultValue), "\(typed.name)")
        }
    }

    /// Every typed built-in at its defaults draws the bytes the string API draws.
    @Test func typedAndNamedTransitionsDrawTheSameBytes() throws {
        let engine = try TestEngine.engine()
        let from = TestImages.pattern(width: 33, height: 17, seed: 3)
        let to = TestImages.pattern(width: 33, height: 17, seed: 7)
        for typed in BuiltInTransition.all {
            let named = try engine.makeTransition(typed.name, from: from, to: to).render(progress: 0.37)
            let drawn = try engine.makeTransition(typed, from: from, to: to).render(progress: 0.37)
            #expect(drawn.pixels == named.pixels, "\(typed.name)")
        }
    }

    /// A value given typed is the value given by name; one out of range is refused with the same error.
    @Test func typedValuesAreCheckedAsNamedOnesAre() throws {
        let engine = try TestEngine.engine()
        let from = TestImages.pattern(width: 48, height: 32, seed: 3)
        let to = TestImages.pattern(width: 48, height: 32, seed: 7)
        let named = try engine.makeTransition("cube", from: from, to: to)
        try named.set("perspective", 3.5)
        try named.set("background", SIMD4<Float>(0.2, 0.4, 0.6, 1))
        let typed = try engine.makeTransition(
            .cube(perspective: 3.5, background: SIMD4(0.2, 0.4, 0.6, 1)), from: from, to: to)
        #expect(try typed.render(progress: 0.4).pixels == named.render(progress: 0.4).pixels)

        let smooth = try engine.makeTransition("pixellate-dissolve", from: from, to: to)
        try smooth.set("smooth", true)
        let typedSmooth = try engine.makeTransition(.pixellateDissolve(smooth: true), from: from, to: to)
        #expect(try typedSmooth.render(progress: 0.3).pixels == smooth.render(progress: 0.3).pixels)

        let byName = #expect(throws: EffectError.self) {
            try engine.makeTransition("cube", from: from, to: to).set("perspective", 0.5)
        }
        let byType = #expect(throws: EffectError.self) {
            try engine.makeTransition(.cube(perspective: 0.5), from: from, to: to)
        }
        #expect(byName.map { "\($0)" } == byType.map { "\($0)" })
    }

    /// Each typed filter, blend and generator makes a node of its effect with the header's defaults.
    @Test func everyBuiltInEffectHasItsHeadersParameters() throws {
        let library = try EffectLibrary(environment: [:])
        let effects = library.effects.values.filter { $0.kind != .transition }.sorted { $0.name < $1.name }
        #expect(BuiltInEffect.all.map(\.name) == effects.map(\.name))
        for (typed, described) in zip(BuiltInEffect.all, effects) {
            let node = try EffectNode(typed)
            let named = EffectNode(try library.effect(named: described.name))
            #expect(node.effect.name == described.name)
            for parameter in described.parameters where parameter.type != .image {
                #expect(try node.value(of: parameter.name) == named.value(of: parameter.name), "\(typed.name)")
            }
        }
    }

    /// Typed effects with values draw the bytes their names with the same values set draw.
    @Test func typedAndNamedEffectsDrawTheSameBytes() throws {
        let engine = try TestEngine.engine()
        let image = TestImages.pattern(width: 33, height: 17, seed: 5)
        func draw(_ node: EffectNode) throws -> Image {
            let output = FrameOutput()
            ImageSource(image) --> node --> output
            return try engine.makeRenderer(for: output, width: 33, height: 17).renderImage()
        }
        let cases: [(BuiltInEffect, [(String, ParameterValue)])] = [
            (.pixellate(fractionalWidthOfAPixel: 0.1), [("fractionalWidthOfAPixel", .float(0.1))]),
            (.gaussianBlur(blurRadiusInPixels: 3), [("blurRadiusInPixels", .float(3))]),
            (.vignette(color: SIMD4(0.1, 0.2, 0.8, 1)), [("color", .vec4(SIMD4(0.1, 0.2, 0.8, 1)))]),
            (.openingFilter(radius: 2), [("radius", .int(2))]),
        ]
        for (typed, values) in cases {
            let named = EffectNode(try engine.library.effect(named: typed.name))
            for (name, value) in values { try named.set(name, value) }
            #expect(try draw(EffectNode(typed)).pixels == draw(named).pixels, "\(typed.name)")
        }
        #expect(throws: EffectError.self) { try EffectNode(.pixellate(fractionalWidthOfAPixel: -1)) }
    }

    /// A typed property sets what the name sets and reads it back; a refused value is not taken,
    /// and the next frame says why until a value in range replaces it.
    @Test func typedPropertiesSetWhatNamesSet() throws {
        let engine = try TestEngine.engine()
        let image = TestImages.pattern(width: 33, height: 17, seed: 5)
        let typed = try EffectNode(.pixellate())
        let named = try EffectNode(.pixellate())
        let output = FrameOutput()
        ImageSource(image) --> typed --> output
        let renderer = try engine.makeRenderer(for: output, width: 33, height: 17)
        let namedOutput = FrameOutput()
        ImageSource(image) --> named --> namedOutput
        let namedRenderer = try engine.makeRenderer(for: namedOutput, width: 33, height: 17)
        func drawNamed() throws -> Image { try namedRenderer.renderImage() }
        typed.pixellate.fractionalWidthOfAPixel = 0.1
        typed.pixellate.smooth = true
        try named.set("fractionalWidthOfAPixel", Float(0.1))
        try named.set("smooth", true)
        #expect(typed.pixellate.fractionalWidthOfAPixel == 0.1)
        #expect(typed.pixellate.smooth)
        #expect(try renderer.renderImage().pixels == drawNamed().pixels)

        typed.pixellate.fractionalWidthOfAPixel = 7
        #expect(typed.pixellate.fractionalWidthOfAPixel == 0.1)
        #expect {
            try renderer.renderImage()
        } throws: { error in
            guard case RenderError.refusedValue(_, "fractionalWidthOfAPixel", let reason) = error else { return false }
            return reason.contains("7")
        }
        typed.pixellate.fractionalWidthOfAPixel = 0.1
        #expect(try renderer.renderImage().pixels == drawNamed().pixels)

        let blur = try EffectNode(.gaussianBlur())
        blur.pixellate.fractionalWidthOfAPixel = 0.2
        #expect(blur.pixellate.fractionalWidthOfAPixel == 0.05)
        let matrix = try EffectNode(.colorMatrixFilter())
        matrix.colorMatrixFilter.intensity = 0.5
        #expect(matrix.colorMatrixFilter.intensity == 0.5)
        matrix.colorMatrixFilter.colorMatrix = [Float](repeating: 0.5, count: 16)
        #expect(matrix.colorMatrixFilter.colorMatrix == [Float](repeating: 0.5, count: 16))
    }
}
