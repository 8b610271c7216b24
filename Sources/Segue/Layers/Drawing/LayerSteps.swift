import SegueGL

/// One thing a layer pass does this frame, bottom first (`LayerQuads.steps`).
enum LayerStep: Equatable, Sendable {
    /// Clears the target to a colour, premultiplied.
    case clear(SIMD4<Float>)
    /// Draws layer input `input`'s image over the whole target: copied at opacity 1, mixed over
    /// what is there by the device's constant-alpha blending below it.
    case image(input: Int, opacity: Float)
    /// Draws a run of quads with the program made for its kind.
    case quads(QuadRun)
}

extension LayerQuads {
    /// The layer input (0: "from", 1: "to") a layer shows whole, where its pixels are exactly
    /// that image's at every frame but for its opacity: a still snapshot layer over the whole
    /// frame, with no shadow and no effects. Drawn as a copy or a blend of the image, such a
    /// layer costs a memory copy or the driver's own blending instead of a shaded quad.
    static func wholeImageInput(of drawn: DrawnLayer) -> Int? {
        guard drawn.isStill, !drawn.regionVaries, drawn.effectSlot == nil, drawn.layer.shadow == nil,
            drawn.layer.region == .frame
        else { return nil }
        switch drawn.layer.source {
        case .from: return 0
        case .to: return 1
        case .color, .group: return nil
        }
    }

    /// This frame's steps: layers that show an image whole as images where `drawable` says that
    /// input can be (an opaque image of the target's size, in a final pass), every other layer
    /// in runs of quads, split where hiding (`hides`) changes.
    ///
    /// An image at opacity 1 is a copy, exact. Below 1 it is a blend whose constant the device
    /// rounds to 8 bits, within 1/255 of the quad; a second could be two levels off, so one blend
    /// at most is drawn as an image, the other layers as quads. The base goes as images when its
    /// bottom layer is a copy (the background hidden) and all its layers can.
    func steps(hides: [Bool], drawable: (Int) -> Bool) -> [LayerStep] {
        let opacities = coverages.current.map(\.opacity)
        func image(_ layer: Int) -> Int? {
            wholeImages[layer].flatMap { drawable($0) ? $0 : nil }
        }
        var steps: [LayerStep] = []
        var runs = runs[...]
        let base = 0..<baseCount
        var blends = base.filter { opacities[$0] > 0 && opacities[$0] < 1 }.count
        if baseCount > 0, opacities[0] >= 1, blends <= 1, base.allSatisfy({ image($0) != nil }) {
            runs = runs.dropFirst()
            for layer in base where opacities[layer] > 0 {
                steps.append(.image(input: image(layer)!, opacity: opacities[layer]))
            }
        } else {
            blends = 0
            if let clearColour { steps.append(.clear(clearColour)) }
        }
        for run in runs {
            guard run.first < layers.count else {
                steps.append(.quads(run))
                continue
            }
            for layer in run.first..<(run.first + run.count) {
                let opacity = opacities[layer]
                if let input = image(layer), opacity >= 1 || blends == 0 {
                    if opacity > 0 { steps.append(.image(input: input, opacity: opacity)) }
                    if opacity > 0, opacity < 1 { blends += 1 }
                    continue
                }
                let blending = run.blends && !hides[layer]
                if case .quads(var last) = steps.last, last.value == run.value, last.blends == blending,
                    last.first + last.count == layer
                {
                    last.count += 1
                    steps[steps.count - 1] = .quads(last)
                } else {
                    steps.append(.quads(QuadRun(first: layer, count: 1, value: run.value, blends: blending)))
                }
            }
        }
        return steps
    }
}
