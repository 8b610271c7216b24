import Foundation
@_spi(Benchmarks) import Segue
import SegueGL

/// Facts about the machine and the run, for the table's header and the JSON: the report's
/// `machine` entry, read through as if its fields were this value's own, and what the run adds.
@dynamicMemberLookup
struct MachineInfo: Sendable {
    var machine: JSONReport.Machine
    var gpuTiming: GPUTiming
    var loadAverage: String
    var date: Date
    var command: String

    subscript<Value>(dynamicMember fact: KeyPath<JSONReport.Machine, Value>) -> Value { machine[keyPath: fact] }

    static func collect(engine: Engine, gpuTiming: GPUTiming) -> MachineInfo {
        let info = engine.info
        let machine = JSONReport.Machine(
            cpu: cpuModel(), cores: ProcessInfo.processInfo.activeProcessorCount,
            eglPlatform: info.platform.rawValue
                + (info.device.isEmpty || info.device == "none" ? "" : " (\(info.device))"),
            glVendor: info.vendor, glRenderer: info.renderer, glVersion: info.version,
            timerQueryExtension: TimerQuery.isSupported(in: engine.context),
            timerQueriesUsed: gpuTiming == .timerQueries, gpuTiming: gpuTiming.note,
            kernel: ProcessInfo.processInfo.operatingSystemVersionString,
            lpNumThreads: ProcessInfo.processInfo.environment["LP_NUM_THREADS"])
        return MachineInfo(
            machine: machine, gpuTiming: gpuTiming, loadAverage: currentLoadAverage(), date: Date(),
            command: CommandLine.arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " "))
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
