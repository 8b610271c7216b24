import Testing

@testable import Segue

/// natgeo drawn as CENatGeoAnimationController animates it, both ways: every transform a cubic
/// keyframe animation paced ease-in-out, the old view swinging open in the keyframe at 0.2–1.0
/// and, dismissed, the revealed view closing at 0–0.8 while the dismissed one flies out at 0–1
/// (`ViewControllerAnimators.natgeo`, written from the Objective-C source, not from the file).
@Suite(.requiresGPU)
struct NatGeoTests {
    /// Inside the windows, where reading a keyframe as a window or a linear curve moves the
    /// views by many pixels.
    static let progresses = [0.2, 0.5, 0.65, 0.8]
    /// The bar: against the CPU reference llvmpipe's rasterization and 8-bit sampling leave 48–59
    /// dB here, with only a few pixels of a frame past 2/255 (where an edge crosses a pixel
    /// centre); the old file's windows (0.2–1.0 linear for the dismissed view, 0–1 for the
    /// revealed one) are 9–26 dB away, with 0.3–93% of the pixels within 2/255.
    static let minimumPSNR = 40.0
    /// Pixels within 2/255 in every channel.
    static let minimumFractionWithin = 0.999

    @Test(arguments: [false, true])
    func drawsTheSourcesKeyframes(reversed: Bool) throws {
        let model = ViewControllerAnimators.natgeo
        let played = reversed ? try #require(model.dismissalTransition) : model
        for (size, from, to) in try TestImages.transitionPairs() {
            let transition = try TestEngine.engine().makeTransition("natgeo", from: from, to: to, reversed: reversed)
            for p in Self.progresses {
                let reference = LayerReference.render(played, from: from, to: to, progress: p)
                let comparison = ImageComparison(try transition.render(progress: p), reference)
                #expect(
                    comparison.psnr >= Self.minimumPSNR && comparison.fractionWithin >= Self.minimumFractionWithin,
                    "natgeo \(reversed ? "dismissed" : "forwards") \(size) at \(p): \(comparison)")
            }
        }
    }
}
