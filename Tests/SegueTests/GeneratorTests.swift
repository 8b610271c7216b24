import Foundation
@_spi(Benchmarks) import Segue
import Testing

/// The generators against their CPU references at two settings and three sizes, two odd; colours
/// with alpha mix premultiplied, so a fade to transparent keeps its hue.
@Suite(.requiresGPU)
struct GeneratorTests {
    typealias Case = ColourOperationTests.Case
    typealias Color = CPUReference.Color
    typealias Point = SIMD2<Float>

    static let cases: [Case] = [
        Case("SolidColorGenerator", ["color": "0.2,0.6,0.9"]), Case("SolidColorGenerator", ["color": "1,0.5,0,0.4"]),
        Case("LinearGradientGenerator"),
        Case(
            "LinearGradientGenerator",
            ["startPoint": "0.1,0.8", "endPoint": "0.9,0.3", "startColor": "1,0,0,1", "endColor": "0,0,1,0"]),
        Case("RadialGradientGenerator"),
        Case(
            "RadialGradientGenerator",
            ["center": "0.3,0.6", "radius": "0.35", "innerColor": "0,1,0,0.5", "outerColor": "0.2,0.1,0.6"]),
        Case("CheckerboardGenerator"),
        Case("CheckerboardGenerator", ["squareSize": "5", "firstColor": "1,0,0", "secondColor": "0,0,1,0.5"]),
        Case("PerlinNoiseGenerator"),
        Case("PerlinNoiseGenerator", ["scale": "23.5", "colorStart": "0.9,0.2,0.1", "colorFinish": "0.1,0.3,1,0.5"]),
    ]

    /// The colour of generator `name` with `parameters` at pixel (x, y) (row 0 at the top) of a
    /// `width`×`height` output, premultiplied, from each generator's definition.
    static func reference(_ name: String, _ p: [String: String], width: Int, height: Int) -> (Int, Int) -> Color {
        func colour(_ key: String, _ fallback: String) -> Color {
            let v = (p[key] ?? fallback).split(separator: ",").map { Float($0)! }
            let straight = Color(v[0], v[1], v[2], v.count > 3 ? v[3] : 1)
            return Color(straight.x * straight.w, straight.y * straight.w, straight.z * straight.w, straight.w)
        }
        func point(_ key: String, _ fallback: Point) -> Point {
            p[key].map {
                let v = $0.split(separator: ",").map { Float($0)! }
                return Point(v[0], v[1])
            } ?? fallback
        }
        /// The pixel's centre in GPUImage's coordinates: (0,0) top-left, (1,1) bottom-right.
        func position(_ x: Int, _ y: Int) -> Point {
            Point((Float(x) + 0.5) / Float(width), (Float(y) + 0.5) / Float(height))
        }
        switch name {
        case "SolidColorGenerator":
            let c = colour("color", "0,0,0")
            return { _, _ in c }
        case "LinearGradientGenerator":
            let start = point("startPoint", Point(0.5, 0))
            let end = point("endPoint", Point(0.5, 1))
            let first = colour("startColor", "0,0,0")
            let last = colour("endColor", "1,1,1")
            return { x, y in
                let line = end - start
                let t = min(max(((position(x, y) - start) * line).sum() / (line * line).sum(), 0), 1)
                return first + (last - first) * t
            }
        case "RadialGradientGenerator":
            let center = point("center", Point(0.5, 0.5))
            let radius = p["radius"].map { Float($0)! } ?? 0.5
            let inner = colour("innerColor", "1,1,1")
            let outer = colour("outerColor", "0,0,0")
            return { x, y in
                // Distance in pixels, over the radius in pixels (a fraction of the width).
                let d = (position(x, y) - center) * Point(Float(width), Float(height))
                let t = min((d * d).sum().squareRoot() / (radius * Float(width)), 1)
                return inner + (outer - inner) * t
            }
        case "CheckerboardGenerator":
            let size = p["squareSize"].map { Int($0)! } ?? 16
            let first = colour("firstColor", "1,1,1")
            let second = colour("secondColor", "0,0,0")
            return { x, y in (x / size + y / size) % 2 == 0 ? first : second }
        case "PerlinNoiseGenerator":
            let scale = p["scale"].map { Float($0)! } ?? 8
            let start = colour("colorStart", "0,0,0")
            let finish = colour("colorFinish", "1,1,1")
            return { x, y in
                let n = (PerlinNoiseReference.noise(position(x, y) * scale) + 1) / 2
                return start + (finish - start) * n
            }
        default:
            fatalError("no generator reference for \(name)")
        }
    }

    @Test(arguments: cases, [(64, 40), (33, 17), (333, 177)])
    func matchesItsReference(generator: Case, size: (Int, Int)) throws {
        let (width, height) = size
        let engine = try TestEngine.engine()
        let node = EffectNode(try engine.library.effect(named: generator.name))
        for (key, value) in generator.parameters { try node.set(key, parsing: value) }
        let output = FrameOutput()
        node --> output
        let gpu = try engine.makeRenderer(for: output, width: width, height: height).renderImage()
        let colour = Self.reference(generator.name, generator.parameters, width: width, height: height)
        var reference = try Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                // The final write divides alpha out.
                let c = StraightAlpha.written(StraightAlpha.straight(colour(x, y)))
                reference[x, y] = RGBA(
                    CPUReference.quantize(c.x), CPUReference.quantize(c.y), CPUReference.quantize(c.z),
                    CPUReference.quantize(c.w))
            }
        }
        let comparison = ImageComparison(StraightAlpha.visible(gpu), StraightAlpha.visible(reference))
        #expect(comparison.meetsReferenceTolerance, "\(generator.testDescription) at \(width)x\(height): \(comparison)")
    }

    /// A generator is a source: filters read it like an image, and it fuses with them.
    @Test func aGeneratorFeedsAFilterInOnePass() throws {
        let engine = try TestEngine.engine()
        let gradient = EffectNode(try engine.library.effect(named: "LinearGradientGenerator"))
        let output = FrameOutput()
        gradient --> EffectNode(try engine.library.effect(named: "ColorInversion")) --> output
        #expect(try Engine.plan(output, width: 16, height: 16).passes.count == 1)
        let image = try engine.makeRenderer(for: output, width: 16, height: 16).renderImage()
        // Inverted: white at the top, black at the bottom.
        #expect(image[0, 0].r > 240 && image[0, 15].r < 15)
    }
}
