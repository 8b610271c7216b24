import ArgumentParser
import Foundation
import Segue

/// `segue-bench frames-diff REF NEW`: each frame's largest channel difference and PSNR.
struct FramesDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames-diff",
        abstract: "Compare two folders written by `segue-bench frames`: largest difference per channel and PSNR of each frame.",
        discussion: "Exits 1 when a frame without hash noise differs by more than --tolerance levels, or a frame is missing."
    )

    @Argument(help: ArgumentHelp("The reference folder.", valueName: "reference"))
    var reference: String

    @Argument(help: ArgumentHelp("The folder to check.", valueName: "candidate"))
    var candidate: String

    @Option(help: ArgumentHelp("The largest difference allowed per channel, in 8-bit levels.", valueName: "levels"))
    var tolerance = 1

    func run() throws {
        var failures = 0, noisy: [String] = []
        do {
            let entries = try FrameSet(folder: reference).entries()
            for entry in entries {
                let expected = try Image(contentsOfFile: FrameSet(folder: reference).path(entry.file))
                guard let actual = try? Image(contentsOfFile: FrameSet(folder: candidate).path(entry.file)) else {
                    print("MISSING \(entry.file)")
                    failures += 1
                    continue
                }
                let difference = ImageDifference(expected, actual)
                let psnr = Self.psnr(expected, actual)
                let verdict = difference.largest <= tolerance ? "ok" : entry.noise ? "noise" : "FAIL"
                if verdict == "FAIL" { failures += 1 }
                if verdict == "noise" { noisy.append(entry.file) }
                print("\(verdict.padding(toLength: 6, withPad: " ", startingAt: 0)) \(entry.file.padding(toLength: 48, withPad: " ", startingAt: 0)) largest \(difference.largest), PSNR \(psnr.isInfinite ? "inf" : String(format: "%.1f dB", psnr))")
            }
            print("\(entries.count) frames: \(entries.count - failures - noisy.count) within \(tolerance)/255, \(noisy.count) with hash noise over it, \(failures) failed")
        } catch {
            Console.error(String(describing: error).replacingOccurrences(of: "\n", with: "; "))
            throw ExitCode(2)
        }
        if failures > 0 { throw ExitCode.failure }
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
