import Foundation
import Segue

/// A CPU compositor for layer transitions, written from the specification alone (see
/// `LayerReferenceTests`), to check the GPU compositor against. Arithmetic is in Double.
///
/// The frame is W×H pixels with (0,0) at the top-left and y down; pixel (i, j) is sampled at its
/// centre (i + 0.5, j + 0.5). Layers are composited bottom first, premultiplied "over", onto the
/// background; the result is converted to straight alpha and rounded to 8 bits.
enum LayerReference {
    /// `transition` at `progress` between `from` and `to`, at `from`'s size.
    static func render(
        _ transition: LayerTransition, from: Image, to: Image, progress: Double, reversed: Bool = false,
        parameters: [String: ParameterValue] = [:]
    ) -> Image {
        let width = from.width
        let height = from.height
        let layers = chains(
            transition.layers, progress: progress, reversed: reversed, parameters: parameters,
            declared: transition.parameters, aspect: Double(height) / Double(width)
        ).map { chain in
            PreparedLayer(
                chain, transition: transition, from: from, to: to, parameters: parameters, width: width,
                height: height)
        }
        let background = transition.background.doubles
        var image = try! Image(width: width, height: height)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for j in 0..<height {
                for i in 0..<width {
                    let q = (x: Double(i) + 0.5, y: Double(j) + 0.5)
                    // Premultiplied accumulator, starting from the background.
                    var accumulated = (
                        r: background.r * background.a, g: background.g * background.a,
                        b: background.b * background.a, a: background.a
                    )
                    for layer in layers {
                        guard let c = layer.color(at: q) else { continue }
                        let alpha = min(max(c.a, 0), 1)
                        accumulated = (
                            c.r * alpha + accumulated.r * (1 - alpha), c.g * alpha + accumulated.g * (1 - alpha),
                            c.b * alpha + accumulated.b * (1 - alpha), alpha + accumulated.a * (1 - alpha)
                        )
                    }
                    let a = accumulated.a
                    let straight = a > 0 ? (accumulated.r / a, accumulated.g / a, accumulated.b / a) : (0, 0, 0)
                    let index = (j * width + i) * 4
                    pixels[index] = quantize(straight.0)
                    pixels[index + 1] = quantize(straight.1)
                    pixels[index + 2] = quantize(straight.2)
                    pixels[index + 3] = quantize(a)
                }
            }
        }
        return image
    }

    /// Every layer that shows something, bottom first, with the groups holding it (innermost
    /// first), every state at `progress` and every region. A repeated layer is drawn once per
    /// strip: copy i of n shows, for every region under it, that fraction of strip i (the frame's
    /// width from i/n to (i + 1)/n), and copies past the current count are not drawn.
    static func chains(
        _ layers: [Layer], outer: LayerReferenceGeometry.Chain = [], strip: (index: Int, count: Int)? = nil,
        progress: Double, reversed: Bool, parameters: [String: ParameterValue], declared: [EffectParameter],
        aspect: Double = 1
    ) -> [LayerReferenceGeometry.Chain] {
        var values = Dictionary(uniqueKeysWithValues: declared.map { ($0.name, $0.defaultValue) })
        values.merge(parameters) { _, set in set }
        return layers.flatMap { layer -> [LayerReferenceGeometry.Chain] in
            if let grid = layer.grid {
                return LayerReferenceTiles.tiles(of: layer, grid, aspect: aspect, values: values).flatMap { tile in
                    chains(
                        [tile], outer: outer, strip: strip, progress: progress, reversed: reversed,
                        parameters: parameters, declared: declared, aspect: aspect)
                }
            }
            var strips: [(index: Int, count: Int)?] = [strip]
            if let repetition = layer.repetition {
                var count = repetition.maximum
                if case .parameter(let name) = repetition.count, case .int(let n)? = values[name] { count = Int(n) }
                if case .fixed(let n) = repetition.count { count = n }
                count = min(max(count, 1), repetition.maximum)
                strips = (0..<repetition.maximum).map { ($0, count) }
            }
            return strips.flatMap { strip -> [LayerReferenceGeometry.Chain] in
                var region = PreparedLayer.region(of: layer, parameters: parameters, declared: declared)
                if let strip {
                    region = LayerRect(
                        x: (Double(strip.index) + region.x) / Double(strip.count), y: region.y,
                        width: region.width / Double(strip.count), height: region.height)
                }
                var state = LayerReferenceState(
                    layer, region: region, progress: progress, reversed: reversed, parameters: parameters,
                    declared: declared)
                if let strip, strip.index >= strip.count { state.opacity = 0 }
                let chain = [(layer, state, region)] + outer
                guard layer.source == .group else { return [chain] }
                return chains(
                    layer.sublayers, outer: chain, strip: strip, progress: progress, reversed: reversed,
                    parameters: parameters, declared: declared, aspect: aspect)
            }
        }
    }

    /// Clamp to [0, 1], scale to 255, round to nearest: the float-to-unorm8 conversion.
    static func quantize(_ x: Double) -> UInt8 {
        UInt8((min(max(x, 0), 1) * 255).rounded())
    }
}

/// A straight RGBA colour in Double, for the reference's arithmetic.
typealias LayerReferenceColor = (r: Double, g: Double, b: Double, a: Double)

extension SIMD4<Float> {
    var doubles: LayerReferenceColor { (Double(x), Double(y), Double(z), Double(w)) }
}

/// One layer evaluated at the frame's progress: its geometry, what it shows, its shadow and opacity.
struct PreparedLayer {
    let state: LayerReferenceState
    let geometry: LayerReferenceGeometry
    let layer: Layer
    let snapshot: Image?
    /// The part of the snapshot shown: the region, or its parameter's value (else default).
    let region: LayerRect

    init(
        _ chain: LayerReferenceGeometry.Chain, transition: LayerTransition, from: Image, to: Image,
        parameters: [String: ParameterValue], width: Int, height: Int
    ) {
        layer = chain[0].layer
        region = chain[0].region
        var state = chain[0].state
        // A group's opacity multiplies everything it holds.
        for link in chain.dropFirst() { state.opacity *= link.state.opacity }
        self.state = state
        geometry = LayerReferenceGeometry(
            chain: chain, region: region, transition: transition, width: width, height: height)
        switch layer.source {
        case .from: snapshot = from
        case .to: snapshot = to
        case .color, .group: snapshot = nil
        }
    }

    static func region(of layer: Layer, parameters: [String: ParameterValue], declared: [EffectParameter]) -> LayerRect
    {
        guard let name = layer.regionParameter else { return layer.region }
        let value = parameters[name] ?? declared.first { $0.name == name }?.defaultValue
        guard case .vec4(let v)? = value else { return layer.region }
        return LayerRect(x: Double(v[0]), y: Double(v[1]), width: Double(v[2]), height: Double(v[3]))
    }

    /// The layer's straight colour at pixel centre `q`, opacity applied, or nil where it is absent.
    func color(at q: (x: Double, y: Double)) -> LayerReferenceColor? {
        guard let (u, v) = geometry.layerPoint(at: q) else { return nil }
        var c: LayerReferenceColor
        switch layer.source {
        case .color(let colour): c = colour.doubles
        case .group: return nil
        case .from, .to:
            let image = snapshot!
            let point = (x: region.x + u * region.width, y: region.y + v * region.height)
            // A tile reaching past the snapshot's edge shows nothing there, as a view's snapshot does.
            guard (0...1).contains(point.x), (0...1).contains(point.y) else { return nil }
            c =
                geometry.wholePixelShift != nil
                ? LayerSampling.nearest(image, point) : LayerSampling.bilinear(image, point)
        }
        if let shadow = layer.shadow {
            // CAGradientLayer: the point projected on the line from start to end, clamped.
            var g = 1.0
            if let (start, end) = shadow.gradient {
                let d = (x: end.x - start.x, y: end.y - start.y)
                g = ((u - start.x) * d.x + (v - start.y) * d.y) / (d.x * d.x + d.y * d.y)
                g = min(max(g, 0), 1)
            }
            let s = shadow.color.doubles
            let a = s.a * g * state.shadowOpacity
            c = (c.r * (1 - a) + s.r * a, c.g * (1 - a) + s.g * a, c.b * (1 - a) + s.b * a, c.a)
        }
        c.a *= state.opacity
        return c
    }
}

/// Reading a snapshot at a point given in fractions of it, top-left origin.
enum LayerSampling {
    /// The texel containing the point, clamped to the edge.
    static func nearest(_ image: Image, _ point: (x: Double, y: Double)) -> LayerReferenceColor {
        let x = Int((point.x * Double(image.width)).rounded(.down))
        let y = Int((point.y * Double(image.height)).rounded(.down))
        return texel(image, x, y)
    }

    /// GL_LINEAR: texel centres at (k + 0.5) / size, clamp to edge.
    static func bilinear(_ image: Image, _ point: (x: Double, y: Double)) -> LayerReferenceColor {
        let fx = point.x * Double(image.width) - 0.5
        let fy = point.y * Double(image.height) - 0.5
        let x0 = Int(fx.rounded(.down))
        let y0 = Int(fy.rounded(.down))
        let ax = fx - Double(x0)
        let ay = fy - Double(y0)
        let c00 = texel(image, x0, y0)
        let c10 = texel(image, x0 + 1, y0)
        let c01 = texel(image, x0, y0 + 1)
        let c11 = texel(image, x0 + 1, y0 + 1)
        func mix(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            (a * (1 - ax) + b * ax) * (1 - ay) + (c * (1 - ax) + d * ax) * ay
        }
        return (
            mix(c00.r, c10.r, c01.r, c11.r), mix(c00.g, c10.g, c01.g, c11.g), mix(c00.b, c10.b, c01.b, c11.b),
            mix(c00.a, c10.a, c01.a, c11.a)
        )
    }

    /// Texel (x, y), clamped to the edge, as straight 0…1 values.
    static func texel(_ image: Image, _ x: Int, _ y: Int) -> LayerReferenceColor {
        let x = min(max(x, 0), image.width - 1)
        let y = min(max(y, 0), image.height - 1)
        let index = (y * image.width + x) * 4
        let p = image.pixels
        return (
            Double(p[index]) / 255, Double(p[index + 1]) / 255, Double(p[index + 2]) / 255, Double(p[index + 3]) / 255
        )
    }
}
