import ArgumentParser
import Foundation
import Segue
import SegueJobs

@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Render transitions between two images on the GPU, headless.",
        discussion: """
            Exit status: 0 done; 1 failed while working (an image, an effect, a file, the GPU); 2 a usage \
            error (an unknown option, command or --param name, a value of the wrong form or out of its range).

            Shell completions: segue --generate-completion-script bash|zsh|fish (see README).

            Examples:
              segue list
              segue render --from a.png --to b.png --transition cube --out frames/
              segue render --from a.png --to b.png --progress 0.5 --out mid.jpg
              segue batch jobs.json --shard 0/4
            """,
        version: VersionLine.text,
        subcommands: [
            Render.self, Concat.self, Apply.self, Batch.self, Sheet.self, HistogramCommand.self, List.self, Plan.self,
            ShaderCommand.self, CheckCommand.self, Info.self, Gallery.self,
        ] + optionalCommands
    )
}

/// The commands of the package's traits that this build has: `preview` unless it was built with
/// `--disable-default-traits`, as the demo builds it.
#if Preview
    private let optionalCommands: [any ParsableCommand.Type] = [Preview.self]
#else
    private let optionalCommands: [any ParsableCommand.Type] = []
#endif

extension SegueCommand {
    /// Parses and runs the command, reporting every mistake through `reportError`: a library error
    /// (ImageError, EffectError, RenderError, VideoError, SlideshowError, TimingError, GLError) exits with status 1, a
    /// command-line mistake with 2, and help prints as usual. Every way out ends in `exitAfterStopping`.
    static func main() {
        if let mistake = unknownSubcommand(in: Array(CommandLine.arguments.dropFirst())) {
            reportError(mistake)
            exitAfterStopping(ExitCode(2))
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            // Help and version requests, and exits already explained, print as ArgumentParser prints them.
            if code == .success || error is ExitCode {
                let text = fullMessage(for: error)
                if !text.isEmpty, code == .success {
                    print(text)
                } else if !text.isEmpty {
                    FileHandle.standardError.write(Data((text + "\n").utf8))
                }
                exitAfterStopping(code)
            }
            reportError(message(for: error))
            exitAfterStopping(code == .validationFailure || isCommandLineMistake(error) ? ExitCode(2) : code)
        }
        exitAfterStopping(.success)
    }

    /// Whether `error` is only the command line's mistakes, status 2: options that do not go
    /// together (a job's `JobOptionError`), or `--param` values (an unknown name, a value of the
    /// wrong form or outside its range, a rectangle past the frame).
    static func isCommandLineMistake(_ error: any Error) -> Bool {
        if error is JobOptionError { return true }
        if let list = error as? ErrorList { return list.errors.allSatisfy(isCommandLineMistake) }
        switch error as? EffectError {
        case .unknownParameter, .invalidParameterValue, .parameterDrivenByProgress: return true
        default: return false
        }
    }

    /// The process's one exit: every engine still open (a server's, one a failed command left to
    /// a task still unwinding) is closed and its GL thread joined, and the output flushed, before
    /// `exit` runs the C libraries' exit handlers, which race any GL or driver thread still at work.
    static func exitAfterStopping(_ code: ExitCode) -> Never {
        Engine.closeAll()
        fflush(nil)
        Foundation.exit(code.rawValue)
    }
}

extension SegueCommand {
    /// "unknown command 'lst'; did you mean 'list'?" when the first argument names no subcommand,
    /// where ArgumentParser would only call it unexpected.
    static func unknownSubcommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        return "unknown command '\(first)'; "
            + (didYouMean(closestNames(to: first, in: names)) ?? "commands: " + names.joined(separator: ", "))
    }
}

/// Options shared by commands that load effects.
struct ShaderOptions: ParsableArguments {
    @Option(name: .customLong("shaders"), help: ArgumentHelp(ShaderFolders.help, valueName: "dir"))
    var directories: [String] = []

    /// The folders, as a job holds them.
    var folders: ShaderFolders { ShaderFolders(directories: directories) }

    /// The library with the built-ins and the folders (see `ShaderFolders.makeLibrary`).
    func makeLibrary(requested: [String] = []) throws(EffectError) -> EffectLibrary {
        try folders.makeLibrary(requested: requested) { JobConsole.show($0) }
    }
}
