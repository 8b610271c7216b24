import ArgumentParser
import Foundation
import Segue

@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Render transitions between two images on the GPU, headless.",
        discussion: """
            Exit status: 0 done; 1 failed while working (an image, an effect, a file, the GPU); 2 a usage \
            error (an unknown option or command, a value of the wrong form).

            Shell completions: segue --generate-completion-script bash|zsh|fish (see README).

            Examples:
              segue list
              segue render --from a.png --to b.png --transition cube --out frames/
              segue render --from a.png --to b.png --progress 0.5 --out mid.jpg
              segue batch jobs.json --shard 0/4
            """,
        version: SegueVersion.current,
        subcommands: [
            Render.self, Concat.self, Apply.self, Batch.self, Sheet.self, HistogramCommand.self, List.self, Plan.self,
            ShaderCommand.self, CheckCommand.self, Info.self, Preview.self,
        ]
    )
}

extension SegueCommand {
    /// Parses and runs the command, reporting every mistake through `reportError`: a library error
    /// (ImageError, EffectError, RenderError, VideoError, SlideshowError, TimingError, GLError) exits with status 1, a
    /// command-line mistake with 2, and help prints as usual.
    static func main() {
        if let mistake = unknownSubcommand(in: Array(CommandLine.arguments.dropFirst())) {
            reportError(mistake)
            exit(withError: ExitCode(2))
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            // Help and version requests, and exits already explained, end as ArgumentParser ends them.
            if code == .success || error is ExitCode { exit(withError: error) }
            reportError(message(for: error))
            exit(withError: code == .validationFailure ? ExitCode(2) : code)
        }
    }
}

extension SegueCommand {
    /// "unknown command 'lst'; did you mean 'list'?" when the first argument names no subcommand,
    /// where ArgumentParser would only call it unexpected.
    static func unknownSubcommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName ?? $0._commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        return "unknown command '\(first)'; "
            + (didYouMean(closestNames(to: first, in: names)) ?? "commands: " + names.joined(separator: ", "))
    }
}

/// Options shared by commands that load effects.
struct ShaderOptions: ParsableArguments {
    @Option(
        name: .customLong("shaders"),
        help: ArgumentHelp("A directory of extra effect files (repeatable).", valueName: "dir"))
    var directories: [String] = []

    /// The library with the built-ins and the folders; each notice (an override, a broken file)
    /// goes to stderr once, except a broken file that defines one of `requested`, whose use is the
    /// error that says the same.
    func makeLibrary(requested: [String] = []) throws(EffectError) -> EffectLibrary {
        let library = try EffectLibrary(directories: directories)
        let explained = Set(library.brokenFiles.filter { requested.contains($0.name) }.map(\.diagnostic.description))
        for notice in library.notices where !explained.contains(notice) {
            FileHandle.standardError.write(Data("segue: notice: \(notice)\n".utf8))
        }
        return library
    }
}
