import Foundation
import Segue
import Testing

@testable import segue_bench

/// `segue-bench --filter-chain` on one frame a mode: its table has every contender, with the
/// passes each plan draws. No timing assertions.
struct FilterChainBenchTests {
    @Test(.enabled(if: BenchTests.gpuUsable)) func tableListsFusedAndUnfusedPlans() {
        let result = BenchTests.run(["--filter-chain", "--frames", "1", "--warmup", "0", "--baselines", "none"])
        #expect(result.status == 0, "\(result.stderr)")
        // The four colour filters in one pass, the blur's two stages, Sharpen; unfused, one pass each.
        #expect(result.stdout.contains("| Segue fused, drawn (GPU finished) | 4 | "), "\(result.stdout)")
        #expect(result.stdout.contains("| Segue unfused, drawn and read back | 7 | "), "\(result.stdout)")
        #expect(!result.stdout.contains("ffmpeg ("))
        #expect(result.stderr.contains("no ffmpeg baseline"))
    }

    @Test func chainNamesBuiltInOperations() throws {
        let library = try EffectLibrary(environment: [:])
        for (name, parameters) in FilterChainBench.chain {
            let effect = try library.effect(named: name)
            for key in parameters.keys { _ = try effect.parameter(named: key) }
        }
    }
}
