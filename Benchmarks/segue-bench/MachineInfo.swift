import Foundation
@_spi(Benchmarks) import Segue
import SegueGL

/// Facts about the machine and the run, for the table's header and the JSON.
struct MachineInfo: Sendable {
    var cpu: String
    var cores: Int
    var eglPlatform: String
    var glVendor: String
    var glRenderer: String
    var glVersion: String
    var gpuTiming: GPUTiming
    /// Whether the driver advertises GL_EXT_disjoint_timer_query (used or not).
    var timerQueryExtension: Bool
    var kernel: String
    var loadAverage: String
    var llvmpipeThreads: String?
    var date: Date
    var command: String

    static func collect(engine: Engine, gpuTiming: GPUTiming) -> MachineInfo {
        let info = engine.info
        return MachineInfo(
            cpu: cpuModel(),
            cores: ProcessInfo.processInfo.activeProcessorCount,
            eglPlatform: info.platform.rawValue
                + (info.device.isEmpty || info.device == "none" ? "" : " (\(info.device))"),
            glVendor: info.vendor,
            glRenderer: info.renderer,
            glVersion: info.version,
            gpuTiming: gpuTiming,
            timerQueryExtension: TimerQuery.isSupported(in: engine.context),
            kernel: ProcessInfo.processInfo.operatingSystemVersionString,
            loadAverage: currentLoadAverage(),
            llvmpipeThreads: ProcessInfo.processInfo.environment["LP_NUM_THREADS"],
            date: Date(),
            command: CommandLine.arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
        )
    }

    /// `model name` from /proc/cpuinfo.
    static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line.flatMap { $0.split(separator: ":", maxSplits: 1).last }.map {
            $0.trimmingCharacters(in: .whitespaces)
        } ?? "unknown"
    }

    /// The 1, 5 and 15 minute load averages, to judge whether other work disturbed the run.
    static func currentLoadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
