@_spi(Benchmarks) import Segue
import SegueGL

/// Whether GPU time per frame is measured with timer queries, and if not, why.
enum GPUTiming: Sendable, Equatable {
    case timerQueries
    case unavailable(reason: String)

    /// What `--gpu-timer` asks for.
    enum Request: String, Sendable, CaseIterable {
        /// Timer queries where the driver has trustworthy ones.
        case auto
        /// Timer queries wherever the driver has the extension, even llvmpipe's.
        case on
        /// No timer queries.
        case off
    }

    /// Decides for `engine`'s driver.
    static func decide(_ request: Request, engine: Engine) -> GPUTiming {
        guard request != .off else { return .unavailable(reason: "not measured (--gpu-timer off)") }
        guard TimerQuery.isSupported(in: engine.context) else {
            return .unavailable(reason: "the driver has no \(TimerQuery.extensionName)")
        }
        // llvmpipe bins the query's begin and end into every 64×64 tile and each rasterizer thread
        // overwrites its start time per tile, so the result spans roughly the last tiles, not the frame.
        if request == .auto && engine.info.renderer.contains("llvmpipe") {
            return .unavailable(
                reason:
                    "llvmpipe's \(TimerQuery.extensionName) times per tile, not per frame (--gpu-timer on shows it anyway); its rendering is CPU time, in cpu"
            )
        }
        return .timerQueries
    }

    /// One line for the table and JSON.
    var note: String {
        switch self {
        case .timerQueries:
            return
                "\(TimerQuery.extensionName) around each frame's draw commands (uploads included, readback excluded), median of \(EngineJob.gpuFrames) frames"
        case .unavailable(let reason): return "n/a: \(reason)"
        }
    }
}
