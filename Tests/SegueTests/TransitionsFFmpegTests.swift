import Foundation
import Segue
import Testing

/// Segue's ports of ffmpeg's xfade transitions against ffmpeg itself, at progress 0.25, 0.5 and 0.75.
///
/// Skipped when ffmpeg is not on PATH, unless `SEGUE_REQUIRE_GPU=1` (CI), where that fails. Missing
/// photos or an ffmpeg that cannot list its transitions always fail: a silent stand-in would pass
/// without comparing what the tests claim to.
@Suite(
    .requiresGPU,
    .enabled(
        if: FFmpeg.path != nil || FFmpeg.isRequired, "ffmpeg is not on PATH (set SEGUE_REQUIRE_GPU=1 to fail instead)")
)
struct TransitionsFFmpegTests {
    /// How a transition is compared, and why.
    enum Bar: Sendable {
        /// Each pixel is a copy of a "from" or "to" pixel chosen by integer arithmetic alone, as in
        /// vf_xfade.c (wipes, slides, covers, reveals, rectcrop): every pixel within 2/255
        /// (measured: identical).
        case integer
        /// Each pixel is a copy, chosen by comparing a float quotient or root (slices, squeezes,
        /// circlecrop): at least 99.5% of pixels within 2/255 (measured: identical on llvmpipe).
        /// GLSL ES allows 2.5 ulp in division, so a GPU may move a slice edge by a column; one
        /// column of 333 is 0.3% of the pixels.
        case floatDecided
        /// A continuous formula, then ffmpeg truncates to 8 bits where GL rounds: up to 1/255 apart
        /// everywhere (PSNR ≈ 52 dB alone), plus float differences between libm and the GPU in
        /// pow, log, atan and smoothstep edges. Bar: PSNR ≥ 45 dB and 99.5% of pixels within 2/255.
        case blend
        /// Random per pixel (dissolve): ffmpeg's sin-based hash is not reproduced, its
        /// distribution is. Bar: every pixel is a "from" or "to" pixel, and the share of "to"
        /// pixels is within 0.02 of ffmpeg's and of the progress.
        case random
    }

    static let bars: [String: Bar] = {
        var bars: [String: Bar] = [:]
        for name in """
        wipeleft wiperight wipeup wipedown slideleft slideright slideup slidedown rectcrop
        wipetl wipetr wipebl wipebr coverleft coverright coverup coverdown revealleft revealright revealup revealdown
        """.split(whereSeparator: \.isWhitespace) { bars[String(name)] = .integer }
        for name in "circlecrop hlslice hrslice vuslice vdslice squeezeh squeezev".split(separator: " ") {
            bars[String(name)] = .floatDecided
        }
        for name in """
        fade distance fadeblack fadewhite radial smoothleft smoothright smoothup smoothdown circleopen
        circleclose vertopen vertclose horzopen horzclose pixelize diagtl diagtr diagbl diagbr hblur
        fadegrays zoomin fadefast fadeslow hlwind hrwind vuwind vdwind
        """.split(whereSeparator: \.isWhitespace) { bars[String(name)] = .blend }
        bars["dissolve"] = .random
        return bars
    }()

    /// The transitions to compare: every port this ffmpeg also has, except fadegrays where this
    /// ffmpeg has the 5.1 bug (TransitionsReferenceTests checks fadegrays against upstream's formula).
    static var compared: [String] {
        get throws {
            let available = try FFmpeg.xfadeTransitions
            let skipsFadegrays = try FFmpeg.fadegraysIsBroken
            return bars.keys.filter { available.contains($0) && !($0 == "fadegrays" && skipsFadegrays) }.sorted()
        }
    }

    /// The two photos, decoded once; a missing one is an error, not a swap for a generated pattern.
    private static let photos = Result { try (TestImages.photo("coffee.png"), TestImages.photo("chelsea.png")) }

    /// Photos at an odd size, so that integer halves and rounding are exercised, and a square one.
    static func images() throws -> [(from: Image, to: Image)] {
        let (coffee, chelsea) = try photos.get()
        return [(333, 177), (128, 128)].map { width, height in
            (
                TestImages.resized(coffee, width: width, height: height),
                TestImages.resized(chelsea, width: width, height: height)
            )
        }
    }

    @Test func ffmpegIsThereWithEveryXfadeTransitionOf51() throws {
        try #require(FFmpeg.path != nil, "SEGUE_REQUIRE_GPU=1 needs ffmpeg on PATH for the parity tests")
        #expect(
            try FFmpeg.xfadeTransitions.isSuperset(of: TransitionsCatalogTests.xfade51),
            "this ffmpeg lacks some of 5.1's xfade transitions")
        #expect(Set(Self.bars.keys) == Set(TransitionsCatalogTests.xfade51 + TransitionsCatalogTests.xfadeLater))
    }

    @Test(arguments: try compared)
    func matchesFFmpeg(name: String) throws {
        for (from, to) in try Self.images() {
            try compare(name, from: from, to: to)
        }
    }

    func compare(_ name: String, from: Image, to: Image) throws {
        let frames = try FFmpeg.xfadeFrames(name, from: from, to: to)
        let transition = try TestEngine.engine().makeTransition(name, from: from, to: to)
        let size = "\(from.width)x\(from.height)"
        for (index, progress) in [(1, 0.25), (2, 0.5), (3, 0.75)] {
            let ours = try transition.render(progress: progress)
            let theirs = frames[index]
            let comparison = ImageComparison(ours, theirs)
            Metrics.note("xfade \(name) \(size) p=\(progress): \(comparison)")
            switch Self.bars[name]! {
            case .integer:
                #expect(comparison.fractionWithin == 1, "\(name) \(size) p=\(progress): \(comparison)")
            case .floatDecided:
                #expect(comparison.fractionWithin >= 0.995, "\(name) \(size) p=\(progress): \(comparison)")
            case .blend:
                #expect(
                    comparison.psnr >= 45 && comparison.fractionWithin >= 0.995,
                    "\(name) \(size) p=\(progress): \(comparison)")
            case .random:
                let ourShare = Self.shareOfTo(ours, from: from, to: to)
                let theirShare = Self.shareOfTo(theirs, from: from, to: to)
                Metrics.note(
                    "xfade \(name) \(size) p=\(progress): share of \"to\" \(ourShare.share), ffmpeg \(theirShare.share)"
                )
                #expect(
                    abs(ourShare.share - theirShare.share) <= 0.02 && abs(ourShare.share - progress) <= 0.02,
                    "\(name) \(size) p=\(progress): share of \"to\" \(ourShare.share), ffmpeg \(theirShare.share)")
                #expect(
                    ourShare.others == 0, "\(name) \(size) p=\(progress): \(ourShare.others) pixels are neither image")
            }
        }
    }

    /// The share of "to" pixels among those where the two images differ, and the pixel count
    /// that matches neither image.
    static func shareOfTo(_ image: Image, from: Image, to: Image) -> (share: Double, others: Int) {
        var toCount = 0
        var distinct = 0
        var others = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let isFrom = close(image[x, y], from[x, y])
                let isTo = close(image[x, y], to[x, y])
                if !isFrom && !isTo { others += 1 }
                guard !close(from[x, y], to[x, y]) else { continue }
                distinct += 1
                if isTo { toCount += 1 }
            }
        }
        return (Double(toCount) / Double(max(distinct, 1)), others)
    }

    static func close(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.b) - Int(b.b)) <= 1
    }
}

extension FFmpeg {
    /// Whether this ffmpeg has 5.1's fadegrays bug: for RGB input it adds each pixel's R, G and B
    /// to a sum it never resets (upstream later added `bg[0][0] = bg[1][0] = 0;`), so its greys are
    /// wrong. Probed once, on small images, against upstream's formula; throws when the probe cannot run.
    static var fadegraysIsBroken: Bool {
        get throws { try fadegraysProbe.get() }
    }

    private static let fadegraysProbe = Result { () throws -> Bool in
        let from = TestImages.pattern(width: 16, height: 16)
        let to = TestImages.otherPattern(width: 16, height: 16)
        let frames = try xfadeFrames("fadegrays", from: from, to: to)
        return ImageComparison(frames[2], TransitionReference.fadegrays(from, to, progress: 0.5)).maxDifference > 2
    }
}
