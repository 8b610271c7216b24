import Segue
import Testing

/// Transitions against CPU references written from their definitions.
///
/// The bar is the foundation's: 99% of pixels within 2/255 and PSNR ≥ 40 dB. Transitions that read
/// only whole texels (crossfade, the wipes and slides, ffmpeg's ports) must match exactly but for
/// rounding: 100% within 1/255.
@Suite(.requiresGPU)
struct TransitionsReferenceTests {
    /// "from" and "to" at an odd size and a square one.
    static func images(_ width: Int, _ height: Int) -> (Image, Image) {
        (TestImages.pattern(width: width, height: height), TestImages.otherPattern(width: width, height: height))
    }

    static let sizes = [(333, 177), (128, 128)]
    static let progresses: [Float] = [0.1, 0.25, 0.5, 0.75, 0.9]

    func render(
        _ name: String, _ from: Image, _ to: Image, progress: Float, parameters: [String: String] = [:]
    ) throws -> Image {
        let transition = try TestEngine.engine().makeTransition(name, from: from, to: to)
        for (key, value) in parameters { try transition.set(key, parsing: value) }
        return try transition.render(progress: Double(progress))
    }

    /// Whole-texel transitions: every pixel within 1/255 of the reference (GL rounds as the CPU does).
    func expectExact(_ name: String, reference: (Image, Image, Float) -> Image) throws {
        for (width, height) in Self.sizes {
            let (from, to) = Self.images(width, height)
            for progress in Self.progresses {
                let comparison = ImageComparison(
                    try render(name, from, to, progress: progress), reference(from, to, progress), tolerance: 1)
                #expect(comparison.fractionWithin == 1, "\(name) \(width)x\(height) p=\(progress): \(comparison)")
            }
        }
    }

    @Test func crossfade() throws {
        try expectExact("crossfade") { TransitionReference.crossfade($0, $1, progress: $2) }
    }

    @Test func wipeleft() throws {
        try expectExact("wipeleft") { TransitionReference.wipeleft($0, $1, progress: $2) }
    }

    @Test func slideleft() throws {
        try expectExact("slideleft") { TransitionReference.slideleft($0, $1, progress: $2) }
    }

    /// ffmpeg 5.1 cannot be the reference for fadegrays (it reads an uninitialised sum), so the
    /// reference is upstream's fixed formula.
    @Test func fadegrays() throws {
        try expectExact("fadegrays") { TransitionReference.fadegrays($0, $1, progress: $2) }
    }

    /// The transitions ffmpeg added after 5.1, which the installed ffmpeg may lack.
    @Test(arguments: TransitionReference.Wind.allCases)
    func wind(_ kind: TransitionReference.Wind) throws {
        try expectExact(kind.rawValue) { TransitionReference.wind(kind, $0, $1, progress: $2) }
    }

    @Test(arguments: TransitionReference.Slide.allCases)
    func coverAndReveal(_ kind: TransitionReference.Slide) throws {
        try expectExact(kind.rawValue) { TransitionReference.slide(kind, $0, $1, progress: $2) }
    }

    /// zoom reads "from" bilinearly; GL's filtering weights have 8 fractional bits, so the
    /// foundation's bar (99% within 2/255, PSNR ≥ 40 dB) applies rather than exactness.
    @Test(arguments: [(Float(0.1), SIMD2<Float>(0.5, 0.5)), (0.3, SIMD2(0.2, 0.7))])
    func zoom(endScale: Float, center: SIMD2<Float>) throws {
        for (width, height) in Self.sizes {
            let (from, to) = Self.images(width, height)
            for progress in Self.progresses {
                let gpu = try render(
                    "zoom", from, to, progress: progress,
                    parameters: ["endScale": "\(endScale)", "center": "\(center.x),\(center.y)"])
                let comparison = ImageComparison(
                    gpu, TransitionReference.zoom(from, to, progress: progress, endScale: endScale, center: center))
                Metrics.note("zoom \(width)x\(height) p=\(progress) scale=\(endScale): \(comparison)")
                #expect(
                    comparison.meetsReferenceTolerance,
                    "zoom \(width)x\(height) p=\(progress) scale=\(endScale): \(comparison)")
            }
        }
    }

    /// flip: bilinear reads on a page in perspective. Pixels on the page's outline are decided by
    /// the GPU's cos/sin against libm's, which may differ by an ulp and flip a pixel between the
    /// page and what lies behind it; the foundation's bar still holds with room to spare.
    @Test(arguments: 0...3)
    func flip(direction: Int) throws {
        for (width, height) in Self.sizes {
            let (from, to) = Self.images(width, height)
            for progress in Self.progresses {
                for (perspective, shading) in [(Float(4), Float(0.5)), (1.5, 1)] {
                    let parameters = [
                        "direction": "\(direction)", "perspective": "\(perspective)", "shading": "\(shading)",
                    ]
                    let gpu = try render("flip", from, to, progress: progress, parameters: parameters)
                    let reference = TransitionReference.flip(
                        from, to, progress: progress, perspective: perspective, shading: shading, direction: direction)
                    let comparison = ImageComparison(gpu, reference)
                    Metrics.note("flip \(width)x\(height) p=\(progress) \(parameters): \(comparison)")
                    #expect(
                        comparison.meetsReferenceTolerance,
                        "flip \(width)x\(height) p=\(progress) \(parameters): \(comparison)")
                }
            }
        }
    }

    /// An independent look at flip's orientation: the still halves are exact copies, and the page
    /// turning over the right half is "from" darkened, then "to"'s left half lands on the left.
    @Test func flipTurnsTheRightHalfOverToTheLeft() throws {
        let (from, to) = Self.images(128, 128)
        let early = try render("flip", from, to, progress: 0.25)
        let late = try render("flip", from, to, progress: 0.75)
        for y in 0..<128 {
            for x in 0..<64 {
                #expect(early[x, y] == from[x, y], "left half at 0.25 should still be \"from\" at (\(x), \(y))")
                #expect(
                    late[x + 64, y] == to[x + 64, y], "right half at 0.75 should already be \"to\" at (\(x + 64), \(y))"
                )
            }
        }
        // Near the hinge the page is barely displaced: early on it is dimmed "from", late it is dimmed "to".
        let hinge = (x: 66, y: 64)
        #expect(
            early[hinge.x, hinge.y].r <= from[hinge.x, hinge.y].r && early[hinge.x, hinge.y] != to[hinge.x, hinge.y])
        #expect(late[127 - hinge.x, hinge.y] != from[127 - hinge.x, hinge.y])
    }
}
