import SegueGL

/// One thing a layer pass does this frame, bottom first (`LayerQuads.steps`).
enum LayerStep: Equatable, Sendable {
    /// Clears the target to a colour, premultiplied.
    case clear(SIMD4<Float>)
    /// Draws layer input `input`'s image where it shows: over the whole target (`pixels` nil) or
    /// over `pixels`, top row first, from the same pixels of the image. Copied at opacity 1,
    /// mixed over what is there by the device's constant-alpha blending below it (whole only).
    case image(input: Int, opacity: Float, pixels: PixelRegion?)
    /// Draws a run of quads with the program made for its kind.
    case quads(QuadRun)
}

extension LayerQuads {
    /// The layer input (0: "from", 1: "to") a layer shows unchanged, where its pixels are exactly
    /// that image's at every frame but for its opacity: a still snapshot layer with no shadow and
    /// no effects. Drawn as a copy or a blend of the image, such a layer costs a memory copy or
    /// the driver's own blending instead of shaded pixels. Above the base only a layer over the
    /// whole frame is (a quad's edges are the rasterizer's, not whole pixels).
    static func imageInput(of drawn: DrawnLayer) -> Int? {
        guard drawn.isStill, !drawn.regionVaries, drawn.effectSlot == nil, drawn.layer.shadow == nil else {
            return nil
        }
        switch drawn.layer.source {
        case .from: return 0
        case .to: return 1
        case .color, .group: return nil
        }
    }

    /// Whether layer `index` may be drawn from its image: one that shows it unchanged, in the
    /// base or over the whole frame.
    func drawsImage(_ index: Int) -> Bool {
        imageInputs[index] != nil && (index < baseCount || layers[index].layer.region == .frame)
    }

    /// This frame's steps: layers that show an image unchanged as images where `drawable` says
    /// that input can be (an opaque image of the target's size, in a final pass), every other
    /// layer in runs of quads, split where hiding (`hides`) changes.
    ///
    /// An image at opacity 1 is a copy, exact. Below 1 it is a blend whose constant the device
    /// rounds to 8 bits, within 1/255 of the quad; a second could be two levels off, so one blend
    /// at most is drawn as an image, the other layers as quads.
    func steps(hides: [Bool], drawable: (Int) -> Bool) -> [LayerStep] {
        let current = coverages.current
        func image(_ layer: Int) -> Int? {
            imageInputs[layer].flatMap { drawable($0) ? $0 : nil }
        }
        var steps: [LayerStep] = []
        var runs = runs[...]
        var blends = 0
        if let base = baseImages(current, image) {
            runs = runs.dropFirst()
            (steps, blends) = (base.steps, base.blends)
        } else if let clearColour {
            steps.append(.clear(clearColour))
        }
        for run in runs {
            guard run.first < layers.count else {
                steps.append(.quads(run))
                continue
            }
            for layer in run.first..<(run.first + run.count) {
                let opacity = current[layer].opacity
                if drawsImage(layer), let input = image(layer), opacity >= 1 || blends == 0 {
                    if opacity > 0 { steps.append(.image(input: input, opacity: opacity, pixels: nil)) }
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

    /// The base drawn as images, or nil where it is shaded: every base layer an image that can be
    /// drawn, bottom first. Over a bottom layer copied whole, one layer over the whole frame may
    /// blend; otherwise the background is cleared and each layer is copied where it shows, so that
    /// no blend meets the clear's rounding.
    private func baseImages(
        _ current: [LayerCoverage], _ image: (Int) -> Int?
    ) -> (steps: [LayerStep], blends: Int)? {
        guard baseCount > 0 else { return nil }
        let bottomCopied = layers[0].layer.region == .frame && current[0].opacity >= 1
        var steps: [LayerStep] = bottomCopied ? [] : [.clear(premultipliedBackground)]
        var blends = 0
        for layer in 0..<baseCount {
            guard let input = image(layer) else { return nil }
            let opacity = current[layer].opacity
            guard opacity > 0 else { continue }
            if opacity < 1 {
                guard bottomCopied, blends == 0, layers[layer].layer.region == .frame else { return nil }
                blends = 1
            }
            var pixels: PixelRegion?
            if LayerShader.hasBounds(layers[layer]) {
                // Set with the first progress, as the shader's bounds are.
                guard let bounds = current[layer].pixels else { return nil }
                pixels = bounds
            }
            steps.append(.image(input: input, opacity: opacity, pixels: pixels))
        }
        return (steps, blends)
    }
}
