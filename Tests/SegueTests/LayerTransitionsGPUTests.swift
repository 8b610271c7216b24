import Foundation
import Segue
import Testing

/// The GPU layer compositor against `LayerReference`: exact at 0 and 1; in between, the
/// foundation's bar (99% of pixels within 2/255, PSNR ≥ 40 dB), since the GPU filters and
/// rasterises the turned and scaled layers in single precision.
@Suite(.requiresGPU)
struct LayerTransitionsGPUTests {
    static let progresses = [0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0]

    /// Exact at the endpoints, within the reference tolerance elsewhere.
    func expectMatches(_ gpu: Image, _ reference: Image, progress: Double, _ label: String) {
        if progress == 0 || progress == 1 {
            #expect(gpu.pixels == reference.pixels, "\(label) at \(progress): \(ImageComparison(gpu, reference))")
        } else {
            let comparison = ImageComparison(gpu, reference)
            #expect(comparison.meetsReferenceTolerance, "\(label) at \(progress): \(comparison)")
        }
    }

    @Test(arguments: BuiltInLayerTransitions.all.map(\.name))
    func builtInMatchesReference(_ name: String) throws {
        let model = BuiltInLayerTransitions.all.first { $0.name == name }!
        for (size, from, to) in try TestImages.transitionPairs() {
            let transition = try TestEngine.engine().makeTransition(name, from: from, to: to)
            for p in Self.progresses {
                expectMatches(
                    try transition.render(progress: p), LayerReference.render(model, from: from, to: to, progress: p),
                    progress: p, "\(name) \(size)")
            }
        }
    }

    /// A transition built in Swift, using what the built-ins do not: a colour layer, x and z turns,
    /// a non-uniform scale, a cubic Bézier and a spring with velocity.
    static let swiftBuilt = LayerTransition(
        name: "swift-built", background: SIMD4(0.2, 0.1, 0.3, 1),
        layers: [
            Layer(source: .from),
            Layer(
                source: .color(SIMD4(1, 0.5, 0, 0.6)), region: LayerRect(x: 0.1, y: 0.6, width: 0.3, height: 0.3),
                behaviours: [
                    Behaviour(
                        .rotation(.z), from: .number(0), to: .number(45),
                        curve: .timing(.cubicBezier(x1: 0.2, y1: 0.8, x2: 0.3, y2: 1))),
                    Behaviour(.opacity, from: .number(1), to: .number(0)),
                ]),
            Layer(
                source: .to, anchor: SIMD2(0.5, 0),
                behaviours: [
                    Behaviour(
                        .rotation(.x), from: .number(-80), to: .number(0), curve: .spring(damping: 0.6, velocity: 1)),
                    Behaviour(.scale, from: .vector([0.6, 0.9]), to: .number(1)),
                    Behaviour(.opacity, from: .number(0), to: .number(1), duration: 0.4),
                ]),
        ])

    @Test func swiftBuiltMatchesReference() throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            let transition = try TestEngine.engine().makeTransition(Self.swiftBuilt, from: from, to: to)
            for p in Self.progresses {
                let gpu = try transition.render(progress: p)
                let reference = LayerReference.render(Self.swiftBuilt, from: from, to: to, progress: p)
                if p == 0 {
                    // Not an image at 0 (a translucent colour layer is blended there): within a level.
                    #expect(
                        ImageComparison(gpu, reference, tolerance: 1).fractionWithin == 1, "swift-built \(size) at 0")
                } else {
                    expectMatches(gpu, reference, progress: p, "swift-built \(size)")
                }
            }
        }
    }

    /// Played backwards (a dismissal), slide-fade's windows mirror. The engine's dismissal from
    /// X to Y is the presentation from Y to X run backwards: the reference's reversed playback of
    /// the presentation (from, to) is the engine's dismissal (to, from).
    @Test func reversedPlaybackMirrorsWindows() throws {
        let model = BuiltInLayerTransitions.slideFade
        for (size, from, to) in try TestImages.transitionPairs() {
            let dismissal = try TestEngine.engine().makeTransition("slide-fade", from: to, to: from, reversed: true)
            for p in Self.progresses {
                expectMatches(
                    try dismissal.render(progress: p),
                    LayerReference.render(model, from: from, to: to, progress: p, reversed: true), progress: p,
                    "slide-fade reversed \(size)")
            }
        }
    }

    @Test func parameterSetThroughTheTransition() throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            let transition = try TestEngine.engine().makeTransition("zoom-fade", from: from, to: to)
            try transition.set("endScale", Float(0.3))
            for p in [0.5, 0.9] {
                let reference = LayerReference.render(
                    BuiltInLayerTransitions.zoomFade, from: from, to: to, progress: p,
                    parameters: ["endScale": .float(0.3)])
                expectMatches(
                    try transition.render(progress: p), reference, progress: p, "zoom-fade endScale 0.3 \(size)")
            }
        }
    }

    /// Scale, then turn, then move, on one layer, whatever order the behaviours are listed in.
    @Test func compositionOrderOnOneLayer() throws {
        let behaviours = [
            Behaviour(.translation, from: .vector([0, 0]), to: .vector([0.2, 0.1])),
            Behaviour(.rotation(.z), from: .number(0), to: .number(30)),
            Behaviour(.scale, from: .vector([1, 1]), to: .vector([0.5, 0.8])),
        ]
        for order in [behaviours, behaviours.reversed()] {
            let model = LayerTransition(
                name: "order", layers: [Layer(source: .from, anchor: SIMD2(0.25, 0.25), behaviours: order)])
            for (size, from, to) in try TestImages.transitionPairs() {
                let transition = try TestEngine.engine().makeTransition(model, from: from, to: to)
                expectMatches(
                    try transition.render(progress: 0.7),
                    LayerReference.render(model, from: from, to: to, progress: 0.7), progress: 0.7, "order \(size)")
            }
        }
    }

    /// After the second frame, frames upload nothing and create no GL objects (on its second
    /// frame a still gets the upright twin its layers are copied from, as a wipe's images do).
    @Test func framesAfterTheSecondAllocateNothing() throws {
        let engine = try TestEngine.privateEngine()
        let from = TestImages.pattern(width: 333, height: 177)
        let to = TestImages.otherPattern(width: 333, height: 177)
        for name in ["page-flip", "photo-zoom", "explode", "zoom-fade", "crossfade-views"] {
            let transition = try engine.makeTransition(name, from: from, to: to)
            _ = try transition.render(progress: 0)
            _ = try transition.render(progress: 0.01)
            let before = engine.counters
            for frame in 1...50 { _ = try transition.render(progress: Double(frame) / 50) }
            let delta = engine.counters.since(before)
            #expect(delta.uploads == 0, "\(name): \(delta)")
            #expect(delta.objectsCreated == 0 && delta.programsLinked == 0, "\(name): \(delta)")
        }
    }
}

/// The built-in behaviour files are what the reference tests check: each parses to its Swift mirror.
struct BuiltInBehaviourFileTests {
    @Test(arguments: BuiltInLayerTransitions.all.map(\.name))
    func builtInFileParsesToItsSwiftMirror(_ name: String) throws {
        let path = SourceRulesTests.root.appendingPathComponent("Shaders/Behaviours/\(name).json").path
        var parsed = try LayerTransition(contentsOfBehaviourFile: path)
        parsed.file = nil
        #expect(parsed == BuiltInLayerTransitions.all.first { $0.name == name })
    }

    @Test func theLibraryListsEveryBuiltInLayerTransition() throws {
        let library = try EffectLibrary(environment: [:])
        let layered = library.transitions.filter { $0.form == .layers }.map(\.name).sorted()
        #expect(layered == (BuiltInLayerTransitions.all + ViewControllerAnimators.all).map(\.name).sorted())
        #expect(layered.count == 16)
    }
}

/// photo-zoom's moving piece is the `sourceRect` region of "from", wherever that is.
@Suite(.requiresGPU)
struct PhotoZoomParameterTests {
    @Test(arguments: [0.0, 0.3, 0.6, 1.0])
    func aSourceRectElsewhereMovesThatRegion(progress: Double) throws {
        let from = try TestImages.photo("coffee.png")
        let to = TestImages.resized(try TestImages.photo("chelsea.png"), width: from.width, height: from.height)
        let transition = try TestEngine.engine().makeTransition("photo-zoom", from: from, to: to)
        let corner = ParameterValue.vec4(SIMD4(0.05, 0.1, 0.3, 0.25))
        try transition.set("sourceRect", corner)
        let reference = LayerReference.render(
            BuiltInLayerTransitions.photoZoom, from: from, to: to, progress: progress,
            parameters: ["sourceRect": corner])
        let comparison = ImageComparison(try transition.render(progress: progress), reference)
        #expect(comparison.meetsReferenceTolerance, "p=\(progress): \(comparison)")
        if progress == 0 { #expect(try transition.render(progress: 0) == from) }
    }
}

/// photo-zoom lands as "to" itself wherever `destinationRect` is: the moving piece shows "to"'s
/// own picture there, not the whole of "to" squeezed into it.
@Suite(.requiresGPU)
struct PhotoZoomHandOverTests {
    @Test(arguments: [
        SIMD4<Float>(0, 0, 1, 1), SIMD4<Float>(0.5, 0.25, 0.4, 0.5), SIMD4<Float>(0.1, 0.6, 0.3, 0.35),
    ])
    func theEndIsExactlyToForAnyDestination(_ destination: SIMD4<Float>) throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            let transition = try TestEngine.engine().makeTransition("photo-zoom", from: from, to: to)
            try transition.set("destinationRect", ParameterValue.vec4(destination))
            #expect(try transition.render(progress: 1).pixels == to.pixels, "\(size) \(destination)")
            let reference = LayerReference.render(
                BuiltInLayerTransitions.photoZoom, from: from, to: to, progress: 0.6,
                parameters: ["destinationRect": .vec4(destination)])
            let comparison = ImageComparison(try transition.render(progress: 0.6), reference)
            #expect(comparison.meetsReferenceTolerance, "\(size) \(destination) at 0.6: \(comparison)")
        }
    }
}

/// `"region": "$name"` reads a vec4 parameter; anything else is one clear error.
struct RegionParameterFileTests {
    static func read(
        _ region: String, type: String = "vec4", value: String = "[0.1, 0.2, 0.3, 0.4]"
    ) throws -> LayerTransition {
        let json =
            #"{"name": "r", "params": [{"name": "rect", "type": "\#(type)", "default": \#(value)}], "layers": [{"source": "from", "region": \#(region)}]}"#
        return try LayerTransition(behaviourFile: Array(json.utf8), file: "r.json")
    }

    @Test func aRegionParameterIsKeptWithItsDefault() throws {
        let layer = try Self.read(#""$rect""#).layers[0]
        #expect(layer.regionParameter == "rect")
        #expect(
            layer.region
                == LayerRect(
                    x: Double(Float(0.1)), y: Double(Float(0.2)), width: Double(Float(0.3)), height: Double(Float(0.4)))
        )
    }

    @Test func anUnknownOrMistypedRegionParameterIsOneClearError() throws {
        #expect(
            throws: EffectError.malformedBehaviourFile(
                file: "r.json", line: 1, column: 134, message: "unknown parameter '$nope' in 'region'; declared: $rect")
        ) {
            _ = try Self.read(#""$nope""#)
        }
        #expect(
            throws: EffectError.malformedBehaviourFile(
                file: "r.json", line: 1, column: 116,
                message: "'region' needs [x, y, width, height] (a vec4 parameter), but '$rect' is a float")
        ) {
            _ = try Self.read(#""$rect""#, type: "float", value: "1")
        }
        // Outside the frame.
        #expect(throws: EffectError.self) { _ = try Self.read(#""$rect""#, value: "[0.8, 0, 0.5, 1]") }
    }

    @Test func coloursAreWrittenAsParametersAreSoNamesWork() throws {
        let json =
            #"{"name": "c", "background": "white", "layers": [{"source": "navy"}, {"source": "from", "shadow": {"clearEdge": "left", "color": "0,0,0,0.5"}}]}"#
        let transition = try LayerTransition(behaviourFile: Array(json.utf8), file: "c.json")
        #expect(transition.background == SIMD4(1, 1, 1, 1))
        #expect(transition.layers[0].source == .color(SIMD4(0, 0, Float(128) / 255, 1)))
        #expect(transition.layers[1].shadow?.color == SIMD4(0, 0, 0, 0.5))
    }
}
