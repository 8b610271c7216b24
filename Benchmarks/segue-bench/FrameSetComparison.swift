import Foundation
import Segue

/// Two folders of `FrameSet`s compared frame by frame: the largest channel difference and the
/// PSNR of each, printed one line a frame and a summary.
struct FrameSetComparison {
    let reference: FrameSet
    let candidate: FrameSet
    /// The largest difference allowed per channel, in 8-bit levels.
    let tolerance: Int

    /// Prints the comparison; returns how many frames failed (over the tolerance without hash
    /// noise, or missing).
    func run() throws -> Int {
        var failures = 0
        var noisy: [String] = []
        let entries = try reference.entries()
        for entry in entries {
            let expected = try Image(contentsOfFile: reference.path(entry.file))
            guard let actual = try? Image(contentsOfFile: candidate.path(entry.file)) else {
                print("MISSING \(entry.file)")
                failures += 1
                continue
            }
            let difference = ImageDifference(expected, actual)
            let psnr = Self.psnr(expected, actual)
            let verdict = difference.largest <= tolerance ? "ok" : entry.noise ? "noise" : "FAIL"
            if verdict == "FAIL" { failures += 1 }
            if verdict == "noise" { noisy.append(entry.file) }
            let shownPSNR = psnr.isInfinite ? "inf" : String(format: "%.1f dB", psnr)
            print(
                "\(verdict.padding(toLength: 6, withPad: " ", startingAt: 0)) \(entry.file.padding(toLength: 48, withPad: " ", startingAt: 0)) largest \(difference.largest), PSNR \(shownPSNR)"
            )
        }
        print(
            "\(entries.count) frames: \(entries.count - failures - noisy.count) within \(tolerance)/255, \(noisy.count) with hash noise over it, \(failures) failed"
        )
        return failures
    }

    /// Peak signal-to-noise ratio over every channel, in dB; infinite for identical frames.
    static func psnr(_ a: Image, _ b: Image) -> Double {
        guard a.pixels.count == b.pixels.count, !a.pixels.isEmpty else { return 0 }
        var sum = 0.0
        for (x, y) in zip(a.pixels, b.pixels) {
            let d = Double(x) - Double(y)
            sum += d * d
        }
        let mse = sum / Double(a.pixels.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}
