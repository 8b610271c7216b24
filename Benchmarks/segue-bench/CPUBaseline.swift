import Segue

/// The CPU baseline: `CPUEffect` on this thread, frame after frame into one reused buffer.
struct CPUBaseline {
    let effect: CPUEffect
    let images: (from: Image, to: Image)

    /// Warm-up, then one window.
    func run(window: MeasurementWindow, warmupFrames: Int) -> WindowMeasurement {
        var output = [UInt8](repeating: 0, count: images.from.pixels.count)
        for index in 0..<warmupFrames {
            effect.render(
                from: images.from, to: images.to, progress: Double(index) / Double(max(warmupFrames, 1)), into: &output)
        }
        return FrameDriver.loop(window) { progress in
            effect.render(from: images.from, to: images.to, progress: progress, into: &output)
        }
    }

    /// The frame at `progress`, to check it against the engine's.
    func image(progress: Double) throws -> Image {
        var output = [UInt8](repeating: 0, count: images.from.pixels.count)
        effect.render(from: images.from, to: images.to, progress: progress, into: &output)
        return try Image(width: images.from.width, height: images.from.height, pixels: output)
    }
}
