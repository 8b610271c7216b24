import Foundation
import Segue
import Testing

/// Layers carrying library filters, their parameters animated by `effect` behaviours: the GPU
/// against `LayerReference` given each effect layer's snapshot filtered on the CPU (the filters'
/// own references) at that progress's parameter values.
@Suite(.requiresGPU)
struct LayerEffectsTests {
    static let progresses = [0.0, 0.2, 0.5, 0.8, 1.0]

    /// "to" still under "from" turning sepia as it shrinks and fades; its intensity runs 0 → 1.
    static let sepiaShrink = LayerTransition(
        name: "sepia-shrink",
        layers: [
            Layer(source: .to),
            Layer(
                source: .from,
                behaviours: [
                    Behaviour(.effect("intensity"), from: .number(0), to: .number(1)),
                    Behaviour(.scale, from: .number(1), to: .number(0.6), curve: .timing(.easeIn)),
                    Behaviour(.opacity, from: .number(1), to: .number(0), start: 0.5, duration: 0.5),
                ],
                effects: [LayerEffect("SepiaToneFilter")]),
        ])

    /// `image` through the colour operation `name` with `parameters`, on the CPU.
    static func filtered(_ image: Image, _ name: String, _ parameters: [String: String] = [:]) -> Image {
        let transform = ColourReference.transform(name, parameters)
        let input = StraightAlpha.Input(premultiplied: StraightAlpha.premultiplied(image))
        return CPUReference.render(width: image.width, height: image.height) { uv in
            StraightAlpha.written(transform(input, uv))
        }
    }

    /// `image` as SepiaToneFilter at `intensity` leaves it, on the CPU.
    static func sepia(_ image: Image, intensity: Double) -> Image {
        filtered(image, "SepiaToneFilter", ["intensity": "\(intensity)"])
    }

    /// `transition` on the photo and the odd-sized pair against the reference given "from" as
    /// `filter` leaves it at each progress.
    func expectMatchesReference(
        _ transition: LayerTransition, at progresses: [Double], fromFiltered filter: (Image, Double) -> Image
    ) throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            let renderer = try TestEngine.engine().makeTransition(transition, from: from, to: to)
            for p in progresses {
                let reference = LayerReference.render(
                    Self.withoutEffects(transition), from: filter(from, p), to: to, progress: p)
                expectMatches(try renderer.render(progress: p), reference, progress: p, "\(transition.name) \(size)")
            }
        }
    }

    /// The transition with its effects taken off, for the reference (which ignores `effect` behaviours).
    static func withoutEffects(_ transition: LayerTransition) -> LayerTransition {
        var plain = transition
        plain.layers = transition.layers.map { layer in
            var layer = layer
            layer.effects = []
            return layer
        }
        return plain
    }

    func expectMatches(_ gpu: Image, _ reference: Image, progress: Double, _ label: String) {
        let comparison = ImageComparison(gpu, reference)
        #expect(comparison.meetsReferenceTolerance, "\(label) at \(progress): \(comparison)")
    }

    @Test func anAnimatedSepiaMatchesTheReference() throws {
        try expectMatchesReference(Self.sepiaShrink, at: Self.progresses) { Self.sepia($0, intensity: $1) }
    }

    @Test func aDismissalFiltersTheLayerItShows() throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            let dismissal = try TestEngine.engine().makeTransition(Self.sepiaShrink, from: to, to: from, reversed: true)
            for p in Self.progresses {
                // Played backwards: at p the presentation stands at 1 − p, its "from" (here `from`) filtered so far.
                let reference = LayerReference.render(
                    Self.withoutEffects(Self.sepiaShrink), from: Self.sepia(from, intensity: 1 - p), to: to,
                    progress: p, reversed: true)
                expectMatches(try dismissal.render(progress: p), reference, progress: p, "reversed \(size)")
            }
        }
    }

    /// A blur whose radius grows over a still "to" (read at each pixel), and a still blur of
    /// "from" moving over it: two chains, one animated and one drawn once.
    static let blurs = LayerTransition(
        name: "blurs",
        layers: [
            Layer(
                source: .to, behaviours: [Behaviour(.effect("blurRadiusInPixels"), from: .number(1), to: .number(5))],
                effects: [LayerEffect("GaussianBlur")]),
            Layer(
                source: .from, region: LayerRect(x: 0.1, y: 0.2, width: 0.5, height: 0.6),
                behaviours: [Behaviour(.translation, from: .vector([0, 0]), to: .vector([0.3, 0.1]))],
                effects: [LayerEffect("GaussianBlur", ["blurRadiusInPixels": .float(3)])]),
        ])

    @Test func blursOfBothSnapshotsMatchTheReference() throws {
        for (size, from, to) in try TestImages.transitionPairs() {
            let transition = try TestEngine.engine().makeTransition(Self.blurs, from: from, to: to)
            let blurredFrom = MultiPassReference.render("GaussianBlur", ["blurRadiusInPixels": "3"], from)
            for p in [0.0, 0.5, 1.0] {
                let radius = 1 + 4 * p
                let blurredTo = MultiPassReference.render("GaussianBlur", ["blurRadiusInPixels": "\(radius)"], to)
                let reference = LayerReference.render(
                    Self.withoutEffects(Self.blurs), from: blurredFrom, to: blurredTo, progress: p)
                expectMatches(try transition.render(progress: p), reference, progress: p, "blurs \(size)")
            }
        }
    }

    /// Copies of a repeated layer share its chain, and a chain of two filters applies both in order.
    @Test func repeatedLayersShareTheirFilters() throws {
        var strips = Layer(
            source: .from,
            behaviours: [Behaviour(.translation, from: .vector([0, 0]), to: .vector([0, 0.2]))],
            effects: [LayerEffect("ColorInversion"), LayerEffect("SepiaToneFilter", ["intensity": .float(0.5)])])
        strips.repetition = LayerRepetition(count: .fixed(3), maximum: 3)
        let transition = LayerTransition(name: "inverted-strips", layers: [Layer(source: .to), strips])
        let from = TestImages.pattern(width: 120, height: 90)
        let to = TestImages.otherPattern(width: 120, height: 90)
        let filtered = Self.sepia(Self.filtered(from, "ColorInversion"), intensity: 0.5)
        let renderer = try TestEngine.engine().makeTransition(transition, from: from, to: to)
        for p in [0.0, 0.6] {
            let reference = LayerReference.render(Self.withoutEffects(transition), from: filtered, to: to, progress: p)
            expectMatches(try renderer.render(progress: p), reference, progress: p, "inverted strips")
        }
        #expect(try renderer.renderer.plan.passes.count == 2, "one pass for the fused filters, one for the layers")
    }

    /// A behaviour file's effects, with the `effect` behaviour naming a parameter both ways.
    @Test func aBehaviourFileCarriesEffects() throws {
        let json = """
            {"name": "file-sepia", "layers": [
              {"source": "to"},
              {"source": "from", "effects": ["SepiaToneFilter", {"name": "ColorInversion"}],
               "behaviours": [{"type": "effect", "parameter": "SepiaToneFilter.intensity", "from": 0, "to": 1},
                              {"type": "scale", "from": 1, "to": 0.6, "curve": "easeIn"},
                              {"type": "fade", "from": 1, "to": 0, "start": 0.5, "duration": 0.5}]}
            ]}
            """
        let transition = try LayerTransition(behaviourFile: Array(json.utf8), file: "file-sepia.json")
        #expect(transition.layers[1].effects == [LayerEffect("SepiaToneFilter"), LayerEffect("ColorInversion")])
        let from = TestImages.pattern(width: 97, height: 61)
        let to = TestImages.otherPattern(width: 97, height: 61)
        let renderer = try TestEngine.engine().makeTransition(transition, from: from, to: to)
        for p in [0.0, 0.4] {
            let filtered = Self.filtered(Self.sepia(from, intensity: p), "ColorInversion")
            let reference = LayerReference.render(Self.withoutEffects(transition), from: filtered, to: to, progress: p)
            expectMatches(try renderer.render(progress: p), reference, progress: p, "file-sepia")
        }
    }

    /// What the library decides (names, inputs, parameters) fails when the transition is built,
    /// at the effect's place in the file.
    @Test(arguments: [
        (#"["Sepiaa"]"#, "[]", "x.json:1:57: unknown effect 'Sepiaa'"),
        (
            #"["DissolveBlend"]"#, "[]",
            "x.json:1:57: 'DissolveBlend' takes 2 inputs; a layer's effects are filters of one"
        ),
        (
            #"[{"name": "GaussianBlur", "params": {"radius": 2}}]"#, "[]",
            "x.json:1:66: 'GaussianBlur' has no parameter 'radius'; valid: blurRadiusInPixels"
        ),
        (
            #"[{"name": "GaussianBlur", "params": {"blurRadiusInPixels": 900}}]"#, "[]",
            "x.json:1:66: GaussianBlur.blurRadiusInPixels = 900.0 is invalid"
        ),
        (
            #"["GaussianBlur"]"#, #"[{"type": "effect", "parameter": "sigma", "from": 0, "to": 1}]"#,
            "x has no parameter 'sigma'"
        ),
        (
            #"["GaussianBlur", "GaussianBlur"]"#,
            #"[{"type": "effect", "parameter": "blurRadiusInPixels", "from": 0, "to": 1}]"#,
            "x has no parameter 'blurRadiusInPixels'; valid: GaussianBlur#2.blurRadiusInPixels, GaussianBlur.blurRadiusInPixels"
        ),
    ])
    func libraryProblemsNameTheirPlace(effects: String, behaviours: String, message: String) throws {
        let json =
            #"{"name": "x", "layers": [{"source": "from", "effects": "# + effects + #", "behaviours": "#
            + behaviours + "}]}"
        let transition = try LayerTransition(behaviourFile: Array(json.utf8), file: "x.json")
        let image = TestImages.pattern(width: 16, height: 16)
        let error = #expect(throws: EffectError.self) {
            try TestEngine.engine().makeTransition(transition, from: image, to: image)
        }
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }

    /// LAYERS.md's example: "to" coming into focus under "from" going sepia, blurring and shrinking.
    @Test func theGuidesExampleMatchesTheReference() throws {
        let guide = try String(
            contentsOf: ReadmeExampleTests.root.appendingPathComponent("LAYERS.md"), encoding: .utf8)
        let json = try #require(
            guide.components(separatedBy: "```json\n").first { $0.contains("\"blur-away\"") }?
                .components(separatedBy: "```")[0])
        let transition = try LayerTransition(behaviourFile: Array(json.utf8), file: "blur-away.json")
        let from = try TestImages.photo("coffee.png")
        let to = TestImages.resized(try TestImages.photo("chelsea.png"), width: from.width, height: from.height)
        let renderer = try TestEngine.engine().makeTransition(transition, from: from, to: to)
        #expect(try renderer.render(progress: 1) == to)
        for p in [0.0, 0.3, 0.6] {
            let toRadius = 6 - 6 * TimingCurve.easeOut.value(at: p)
            let blurredTo = MultiPassReference.render("GaussianBlur", ["blurRadiusInPixels": "\(toRadius)"], to)
            let agedFrom = MultiPassReference.render(
                "GaussianBlur", ["blurRadiusInPixels": "\(8 * p)"], Self.sepia(from, intensity: p))
            let reference = LayerReference.render(
                Self.withoutEffects(transition), from: agedFrom, to: blurredTo, progress: p)
            expectMatches(try renderer.render(progress: p), reference, progress: p, "blur-away")
        }
    }

    /// Pixellate's cells grow on a moving layer: its reads go through the cell grid's readers.
    @Test func aGrowingPixellateOnAMovingLayerMatchesTheReference() throws {
        let transition = LayerTransition(
            name: "pixellate-away",
            layers: [
                Layer(source: .to),
                Layer(
                    source: .from,
                    behaviours: [
                        Behaviour(.effect("fractionalWidthOfAPixel"), from: .number(0.01), to: .number(0.1)),
                        Behaviour(.rotation(.z), from: .number(0), to: .number(20)),
                        Behaviour(.scale, from: .number(1), to: .number(0.7)),
                    ],
                    effects: [LayerEffect("Pixellate")]),
            ])
        try expectMatchesReference(transition, at: [0, 0.5, 1]) {
            CPUReference.pixellate($0, fraction: Float(0.01 + 0.09 * $1))
        }
    }

    /// A filter that leaves its layer translucent shows what is below, though the snapshot is opaque.
    @Test func aTranslucentFilterOverAnotherLayerShowsThrough() throws {
        let transition = LayerTransition(
            name: "see-through",
            layers: [
                Layer(source: .to),
                Layer(
                    source: .from, behaviours: [Behaviour(.effect("opacity"), from: .number(1), to: .number(0))],
                    effects: [LayerEffect("OpacityAdjustment")]),
            ])
        try expectMatchesReference(transition, at: [0, 0.5, 1]) {
            Self.filtered($0, "OpacityAdjustment", ["opacity": "\(1 - $1)"])
        }
    }

    /// Users' own filter files on layers, from the folder that holds the behaviour file naming
    /// them: a native file with a parameter a behaviour animates, and a GPUImage shader that
    /// samples its texture itself (which cannot fuse).
    @Test func usersOwnFilterFilesWorkOnLayers() throws {
        let directory = try ShaderDirectory()
        try directory.write(
            "Warm.glsl",
            """
            // @name Warm
            // @kind filter
            // @param float warmth = 0 [0, 1] How much red to add.
            vec4 effect(vec2 uv) {
                vec4 c = getInputColor(uv);
                return vec4(min(c.r + 0.3 * warmth * c.a, c.a), c.g, c.b, c.a);
            }
            """)
        try directory.write(
            "Swap.fsh",
            """
            varying highp vec2 textureCoordinate;
            uniform sampler2D inputImageTexture;
            void main() {
                lowp vec4 c = texture2D(inputImageTexture, textureCoordinate);
                gl_FragColor = vec4(c.b, c.r, c.g, c.a);
            }
            """)
        try directory.write(
            "warm-swap.json",
            #"""
            {"name": "warm-swap", "layers": [
              {"source": "to", "effects": ["Swap"]},
              {"source": "from", "effects": ["Warm"],
               "behaviours": [{"type": "effect", "parameter": "warmth", "from": 0, "to": 1},
                              {"type": "rotate", "axis": "y", "from": 0, "to": 60}]}
            ]}
            """#)
        let library = try directory.library()
        #expect(library.brokenFiles.isEmpty, "\(library.brokenFiles.map(\.diagnostic))")
        let engine = try Engine(library: library)
        let from = TestImages.pattern(width: 333, height: 177)
        let to = TestImages.otherPattern(width: 333, height: 177)
        let renderer = try engine.makeTransition("warm-swap", from: from, to: to)
        let transition = try #require(library.layerTransitions["warm-swap"])
        var swapped = to
        for y in 0..<to.height {
            for x in 0..<to.width {
                let c = to[x, y]
                swapped[x, y] = RGBA(c.b, c.r, c.g, c.a)
            }
        }
        for p in [0.0, 0.5, 0.9] {
            var warm = from
            for y in 0..<from.height {
                for x in 0..<from.width {
                    let c = from[x, y]
                    let red = min(Double(c.r) / 255 + 0.3 * p, 1)
                    warm[x, y] = RGBA(CPUReference.quantize(Float(red)), c.g, c.b, c.a)
                }
            }
            let reference = LayerReference.render(Self.withoutEffects(transition), from: warm, to: swapped, progress: p)
            expectMatches(try renderer.render(progress: p), reference, progress: p, "warm-swap")
        }
    }
}
