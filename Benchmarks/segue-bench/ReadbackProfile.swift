@_spi(Benchmarks) import Segue
import SegueGL

/// `--profile`'s readback breakdown: `FrameStream` with the delivered bytes copied out as a sink
/// would, or only mapped, for RGBA and 4:2:0, at two ring depths; and the CPU's own memcpy
/// of a frame's bytes. The differences say whether the copy, the map or the wait costs the time.
struct ReadbackProfile {
    let engine: Engine
    let configuration: BenchConfiguration

    private struct Variant {
        var name: String
        var format: FramePixelFormat
        var depth: Int
        var copies: Bool
    }

    private static let variants = [
        Variant(name: "RGBA, ring of 3, copied out (the bench's async)", format: .rgba, depth: 3, copies: true),
        Variant(name: "RGBA, ring of 3, mapped only", format: .rgba, depth: 3, copies: false),
        Variant(name: "RGBA, ring of 6, copied out", format: .rgba, depth: 6, copies: true),
        Variant(name: "4:2:0, ring of 3, copied out", format: .yuv420p(.bt709), depth: 3, copies: true),
        Variant(name: "4:2:0, ring of 3, mapped only", format: .yuv420p(.bt709), depth: 3, copies: false),
    ]

    func run(transition: TransitionRenderer, size: FrameSize) throws {
        print("")
        print(
            "\(size) readback (pixellate-dissolve; median µs per frame and CPU µs per frame, medians of \(configuration.repetitions))"
        )
        for variant in Self.variants {
            let stream = try FrameStream(renderer: transition.renderer, format: variant.format, depth: variant.depth)
            var sink = [UInt8](repeating: 0, count: stream.frameSize)
            var wall: [Double] = []
            var cpu: [Double] = []
            for _ in 1...configuration.repetitions {
                let window = try engine.runOnGLThread {
                    try FrameDriver.loop(configuration.window) { progress in
                        _ = try stream.submit(preparing: { try transition.graph.setProgress(progress) }) { bytes in
                            if variant.copies { sink.withUnsafeMutableBytes { $0.copyMemory(from: bytes) } }
                        }
                    }
                }
                try stream.drain { (_: UnsafeRawBufferPointer) in }
                wall.append(window.wallSeconds / Double(max(window.frames, 1)) * 1e6)
                cpu.append(window.cpuMillisecondsPerFrame * 1000)
            }
            print(
                "  " + variant.name.padding(toLength: 58, withPad: " ", startingAt: 0)
                    + String(format: "%9.1f µs %9.1f µs cpu", Statistics.median(wall) ?? 0, Statistics.median(cpu) ?? 0)
            )
        }
        let bytes = size.width * size.height * 4
        let source = [UInt8](repeating: 1, count: bytes)
        var target = [UInt8](repeating: 0, count: bytes)
        let start = Clocks.monotonic()
        for _ in 0..<20 {
            target.withUnsafeMutableBytes {
                $0.copyMemory(
                    from: UnsafeRawBufferPointer(start: source.withUnsafeBytes { $0.baseAddress }, count: bytes))
            }
        }
        let micros = (Clocks.monotonic() - start) / 20 * 1e6
        print(
            "  " + "memcpy of an RGBA frame between ordinary buffers".padding(toLength: 58, withPad: " ", startingAt: 0)
                + String(format: "%9.1f µs", micros))
    }
}
