import Foundation
import Segue
import Testing

/// LookupFilter, CubeLookup and ToneCurveFilter on the GPU against their CPU references, on a
/// generated image and an odd size, at two intensities.
@Suite(.requiresGPU)
struct LookupTableTests {
    static let pictures: [Image] = [
        TestImages.pattern(width: 64, height: 48), TestImages.pattern(width: 33, height: 17, seed: 7),
    ]

    /// Renders `effect` over `image` with `table` fed and `parameters` set.
    static func render(
        _ effect: String, _ image: Image, table: LookupTable, _ parameters: [String: ParameterValue] = [:]
    ) throws -> Image {
        let engine = try TestEngine.engine()
        let node = EffectNode(try engine.library.effect(named: effect))
        try table.feed(node)
        for (name, value) in parameters { try node.set(name, value) }
        let output = FrameOutput()
        ImageSource(image) --> node --> output
        return try engine.makeRenderer(for: output, width: image.width, height: image.height).renderImage()
    }

    static func expectClose(_ gpu: Image, _ reference: Image, within tolerance: Int, _ label: String) {
        let comparison = ImageComparison(gpu, reference, tolerance: tolerance)
        #expect(comparison.maxDifference <= tolerance, "\(label) \(gpu.width)x\(gpu.height): \(comparison)")
    }

    @Test(arguments: [1.0, 0.5])
    func lookupImageMatchesGPUImagesFormula(intensity: Double) throws {
        for (label, map) in [
            ("identity", LookupReferences.identity), ("swap", LookupReferences.swapChannels),
            ("invert", LookupReferences.invert), ("curved", LookupReferences.curved),
        ] {
            let lookup = LookupReferences.gpuImageLookup(map)
            let table = try LookupTable(gpuImageLookup: lookup, file: "\(label).png")
            for image in Self.pictures {
                let gpu = try Self.render("LookupFilter", image, table: table, ["intensity": .float(Float(intensity))])
                Self.expectClose(
                    gpu, LookupReferences.lookupFilter(image, lookup: lookup, intensity: intensity), within: 1,
                    "LookupFilter \(label) \(intensity)")
                if label == "identity" {
                    Self.expectClose(gpu, image, within: 1, "LookupFilter identity reproduces the image")
                }
            }
        }
    }

    @Test(arguments: [1.0, 0.5])
    func cubeFileMatchesTrilinearInterpolation(intensity: Double) throws {
        let cases: [(String, LookupReferences.Map, Int, Double, Double)] = [
            ("identity", LookupReferences.identity, 17, 0, 1), ("swap", LookupReferences.swapChannels, 2, 0, 1),
            ("invert", LookupReferences.invert, 33, 0, 1), ("curved", LookupReferences.curved, 9, 0, 1),
            ("curved-domain", LookupReferences.curved, 12, -0.25, 1.5),
        ]
        for (label, map, size, low, high) in cases {
            let table = try LookupTable(
                cubeText: LookupReferences.cubeText(map, size: size, low: low, high: high), file: "\(label).cube")
            for image in Self.pictures {
                let gpu = try Self.render("CubeLookup", image, table: table, ["intensity": .float(Float(intensity))])
                let reference = LookupReferences.cubeLookup(
                    image, map: map, size: size, low: low, high: high, intensity: intensity)
                // The table is stored in 8 bits (half a level) and filtered with the GPU's weights.
                Self.expectClose(gpu, reference, within: 2, "CubeLookup \(label) size \(size) \(intensity)")
                if label == "identity" {
                    Self.expectClose(gpu, image, within: 1, "CubeLookup identity reproduces the image")
                }
            }
        }
    }

    @Test func toneCurvesMapEveryLevelExactly() throws {
        let curve = try ToneCurve(
            red: [SIMD2(0, 0.1), SIMD2(0.6, 0.5), SIMD2(1, 0.95)], blue: [SIMD2(0, 1), SIMD2(1, 0)],
            rgbComposite: [SIMD2(0, 0), SIMD2(0.25, 0.15), SIMD2(0.75, 0.9), SIMD2(1, 1)])
        let levels = curve.levels()
        for image in Self.pictures {
            let gpu = try Self.render("ToneCurveFilter", image, table: LookupTable(toneCurve: curve))
            let reference = LookupReferences.recolour(image) { c in
                let l = levels[Int((c.x * 255).rounded())].x
                let m = levels[Int((c.y * 255).rounded())].y
                let n = levels[Int((c.z * 255).rounded())].z
                return SIMD3(Double(l), Double(m), Double(n)) / 255
            }
            Self.expectClose(gpu, reference, within: 0, "ToneCurveFilter")
        }
    }

    @Test func aCubeOf64IsGPUImagesLayoutAndLooksUpAlike() throws {
        let cube = try LookupTable(
            cubeText: LookupReferences.cubeText(LookupReferences.curved, size: 64), file: "64.cube")
        #expect(cube.image == LookupReferences.gpuImageLookup(LookupReferences.curved))
    }

    /// The tables are plain inputs read through the sampling functions, so a lookup fuses with the
    /// colour operations around it into one pass, which gives what one pass per node gives.
    @Test func lookupsFuseWithTheirNeighbours() throws {
        let engine = try TestEngine.engine()
        let image = Self.pictures[1]
        let saturation = EffectNode(try engine.library.effect(named: "SaturationAdjustment"))
        try saturation.set("saturation", 1.5)
        let cube = EffectNode(try engine.library.effect(named: "CubeLookup"))
        try LookupTable(cubeText: LookupReferences.cubeText(LookupReferences.curved, size: 9), file: "c.cube").feed(
            cube)
        let lookup = EffectNode(try engine.library.effect(named: "LookupFilter"))
        try LookupTable(gpuImageLookup: LookupReferences.gpuImageLookup(LookupReferences.swapChannels), file: "s.png")
            .feed(lookup)
        let curves = EffectNode(try engine.library.effect(named: "ToneCurveFilter"))
        try LookupTable(toneCurve: ToneCurve(rgbComposite: [SIMD2(0, 0.1), SIMD2(0.5, 0.4), SIMD2(1, 1)])).feed(curves)
        let output = FrameOutput()
        ImageSource(image) --> saturation --> cube --> lookup --> curves --> output
        #expect(try Engine.plan(output, width: 33, height: 17).passes.count == 1)
        let fused = try engine.makeRenderer(for: output, width: 33, height: 17).renderImage()
        let unfused = try engine.makeRenderer(for: output, width: 33, height: 17, options: PlanOptions(fuse: false))
            .renderImage()
        // Unfused passes round to 8 bits between effects; one level's difference before the tone
        // curve picks the neighbouring entry, which lies up to the curve's slope (above 1) away.
        Self.expectClose(fused, unfused, within: 2, "fused lookups")
    }

    @Test(arguments: ["LookupFilter", "CubeLookup", "ToneCurveFilter"])
    func theIdentityTablesLeaveTheImage(effect: String) throws {
        let engine = try TestEngine.engine()
        let input = try #require(engine.library.effect(named: effect).extraImageInputs.first)
        let table = try #require(LookupTable.identity(forInput: input))
        for image in Self.pictures {
            Self.expectClose(try Self.render(effect, image, table: table), image, within: 1, "\(effect) identity")
        }
        #expect(LookupTable.identity(forInput: "luma") == nil)
    }

    @Test func anUnfedTableIsAMissingInput() throws {
        let engine = try TestEngine.engine()
        let output = FrameOutput()
        ImageSource(Self.pictures[1]) --> EffectNode(try engine.library.effect(named: "LookupFilter")) --> output
        #expect(throws: RenderError.self) { try engine.makeRenderer(for: output, width: 33, height: 17).renderImage() }
    }
}
