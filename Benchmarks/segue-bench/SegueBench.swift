import ArgumentParser
import Foundation
import Segue

/// `segue-bench`: frames per second of Segue's transitions, with same-run baselines.
struct SegueBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue-bench",
        abstract:
            "Measure Segue's transitions (FPS, frame times, GPU and CPU time, per-frame GL work) against raw GL, ffmpeg xfade and a CPU loop.",
        discussion: """
            Every cell (effect × size) runs each mode and baseline side by side, repetitions interleaved, \
            and reports medians. The table goes to stdout, progress to stderr. BENCHMARKS.md explains the figures.
            """,
        subcommands: [
            CompareCommand.self, PlotCommand.self, FramesCommand.self, PreviewCommand.self, BatchBenchCommand.self,
        ]
    )

    @OptionGroup var options: BenchOptions

    /// Parses and runs, printing a mistake in the command line as one line rather than ArgumentParser's usage dump.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode { exit(withError: error) }
            Console.error(message(for: error))
            exit(withError: code)
        }
    }

    func run() throws {
        if options.endToEnd {
            try runEndToEnd()
            return
        }
        if options.filterChain {
            try runFilterChain()
            return
        }
        let configuration: BenchConfiguration
        do {
            configuration = try options.resolve()
        } catch {
            // One clear line, not ArgumentParser's usage dump: the mistake is in a value, not the syntax.
            Console.error(error.message)
            throw ExitCode.validationFailure
        }
        try reportingErrors { try BenchRun(configuration: configuration).execute() }
    }
}

/// Runs `body`, turning an error into one line on stderr and exit status 1: a `BenchFailure`'s
/// message, or a library error (ImageError, EffectError, RenderError, GLError) in its own words.
/// An `ExitCode` passes through.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let exit as ExitCode {
        throw exit
    } catch let failure as BenchFailure {
        Console.error(failure.message)
        throw ExitCode.failure
    } catch {
        Console.error(String(describing: error).replacingOccurrences(of: "\n", with: "; "))
        throw ExitCode.failure
    }
}

extension SegueBench {
    /// `--filter-chain`: the chain on the first image fitted to 1080p, with ffmpeg where it is found.
    private func runFilterChain() throws {
        do {
            let engine = try Engine()
            let images = try options.images.load()
            let image = try images.fitted(to: FilterChainBench.size, engine: engine).from
            let ffmpeg = options.baselines.contains("ffmpeg") ? ChildProcess.locate(options.ffmpeg) : nil
            if ffmpeg == nil {
                Console.note("filter chain: no ffmpeg baseline (\(options.ffmpeg) not found or not asked for)")
            }
            try FilterChainBench(
                ffmpeg: ffmpeg, image: image, window: (options.seconds, options.frames), warmup: options.warmup,
                repetitions: options.repetitions
            ).run(engine: engine)
        } catch let error as BenchFailure {
            Console.error(error.message)
            throw ExitCode.failure
        }
    }

    /// `--end-to-end`: the whole-process table, with `segue` from beside this program.
    private func runEndToEnd() throws {
        let segue = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "segue"
        ).path
        guard FileManager.default.isExecutableFile(atPath: segue), let ffmpeg = ChildProcess.locate(options.ffmpeg)
        else {
            Console.error(
                "--end-to-end needs segue beside segue-bench (swift build -c release) and \(options.ffmpeg) on PATH")
            throw ExitCode.failure
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-end-to-end-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let job = EndToEnd(
            ffmpeg: ffmpeg, segue: segue, from: options.images.from ?? SourceImages.defaultFrom,
            to: options.images.to ?? SourceImages.defaultTo,
            repetitions: options.repetitions, directory: directory)
        do {
            try options.onlyCopyBetween ? job.runCopyBetween() : job.run()
        } catch let error as BenchFailure {
            Console.error(error.message)
            throw ExitCode.failure
        }
    }
}

/// Writes to stderr, which carries messages and progress so stdout holds only the table.
enum Console {
    /// Prints `segue-bench: error: message` on one line of stderr.
    static func error(_ message: String) {
        write("segue-bench: error: \(message)\n")
    }

    /// Prints `segue-bench: note: message` on stderr.
    static func note(_ message: String) {
        write("segue-bench: note: \(message)\n")
    }

    /// Writes text to stderr unbuffered.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// A failure while measuring, reported as one line.
struct BenchFailure: Error, CustomStringConvertible {
    var message: String

    var description: String { message }
}
