import Foundation
import Segue
import SegueGL
import Testing

/// Long runs in one process (set SEGUE_SOAK=1; minutes each): resident memory stays flat after
/// warm-up and no GL objects are made per frame. Results are recorded in docs/RELIABILITY.md.
@Suite(
    .enabled(if: ProcessInfo.processInfo.environment["SEGUE_SOAK"] == "1", "a soak runs with SEGUE_SOAK=1"),
    .requiresGPU, .serialized)
struct SoakTests {
    /// Resident memory of this process, in bytes.
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }

    /// A sink that checks each frame's size and keeps nothing.
    final class CountingSink: FrameSink {
        let pixelFormat = FramePixelFormat.rgba
        let frameBytes: Int
        private(set) var count = 0

        init(frameBytes: Int) { self.frameBytes = frameBytes }

        func append(_ frame: UnsafeRawBufferPointer) throws {
            precondition(frame.count == frameBytes)
            count += 1
        }

        func finish() throws {}
        func cancel() {}
    }

    @Test func aHundredThousandFramesKeepMemoryFlat() throws {
        let engine = try TestEngine.privateEngine()
        let image = TestImages.pattern(width: 32, height: 24)
        let transition = try engine.makeTransition("pixellate-dissolve", from: image, to: image.flippedForSoak())
        let sink = CountingSink(frameBytes: 32 * 24 * 4)
        let recorder = try FrameRecorder(transition: transition, sink: sink)
        let total = 100_000
        let warmUp = 5_000
        var afterWarmUp = (resident: 0, counters: GLCounters())
        var peak = 0
        let started = Date()
        for index in 0..<total {
            try recorder.record(progress: Double(index % 1000) / 999)
            if index == warmUp { afterWarmUp = (Self.residentBytes(), engine.counters) }
            if index > warmUp && index % 1000 == 0 { peak = max(peak, Self.residentBytes()) }
        }
        try recorder.finish()
        let growth = max(peak, Self.residentBytes()) - afterWarmUp.resident
        let made = engine.counters.since(afterWarmUp.counters)
        print(
            "soak: \(total) frames of 32x24 in \(String(format: "%.1f", Date().timeIntervalSince(started))) s; resident \(Self.megabytes(afterWarmUp.resident)) after warm-up, growth \(Self.megabytes(growth)); GL objects created after warm-up \(made.objectsCreated), programs linked \(made.programsLinked), uploads \(made.uploads)"
        )
        #expect(sink.count == total)
        #expect(growth < 5_000_000, "resident memory grew \(Self.megabytes(growth))")
        #expect(made.objectsCreated == 0 && made.programsLinked == 0 && made.uploads == 0)
    }

    @Test func aThousandHotReloadsKeepMemoryFlat() throws {
        let directory = try ShaderDirectory()
        let tint = { (red: Int) in
            "// @name Tint\n// @kind transition\nvec4 effect(vec2 uv) { return mix(getFromColor(uv), vec4(\(red).0 / 255.0, 0.0, 1.0, 1.0), progress); }\n"
        }
        let file = try directory.write("Tint.glsl", tint(0))
        let engine = try Engine(library: try directory.library())
        let image = TestImages.pattern(width: 16, height: 16)
        let transition = try engine.makeTransition("Tint", from: image, to: image)
        let reloader = try ShaderReloader(transition: transition)
        let total = 1_000
        let warmUp = 50
        var afterWarmUp = (resident: 0, counters: GLCounters())
        var peak = 0
        var perReload = 0
        for index in 1...total {
            let before = engine.counters
            try HotReloadTests.rewrite(file, tint(index % 256))
            #expect(reloader.reloadChanged() == .reloaded([file]))
            #expect(try transition.render(progress: 1)[0, 0] == RGBA(UInt8(index % 256), 0, 255))
            if index == 1 { perReload = engine.counters.since(before).objectsCreated }
            if index == warmUp { afterWarmUp = (Self.residentBytes(), engine.counters) }
            if index > warmUp && index % 50 == 0 { peak = max(peak, Self.residentBytes()) }
        }
        let growth = max(peak, Self.residentBytes()) - afterWarmUp.resident
        let made = engine.counters.since(afterWarmUp.counters)
        let reloads = total - warmUp
        print(
            "soak: \(total) hot reloads; resident \(Self.megabytes(afterWarmUp.resident)) after warm-up, growth \(Self.megabytes(growth)); after warm-up \(made.programsLinked) programs linked and \(made.objectsCreated) GL objects created for \(reloads) reloads and renders (\(perReload) each)"
        )
        #expect(growth < 5_000_000, "resident memory grew \(Self.megabytes(growth))")
        // Each reload makes what its first made (a program and its shaders) and no more: flat
        // memory shows the old ones are released.
        #expect(
            made.programsLinked == reloads && made.objectsCreated == reloads * perReload && perReload <= 3, "\(made)")
    }
}

extension Image {
    /// The image upside down: a second input that differs from the first.
    fileprivate func flippedForSoak() -> Image {
        var flipped = self
        for y in 0..<height { for x in 0..<width { flipped[x, y] = self[x, height - 1 - y] } }
        return flipped
    }
}
