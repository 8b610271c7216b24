import ArgumentParser
import Foundation
import Segue

@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Render transitions between two images on the GPU, headless.",
        subcommands: [Render.self, Apply.self, Sheet.self, List.self, Plan.self, ShaderCommand.self, CheckCommand.self, Info.self]
    )
}

extension SegueCommand {
    /// Parses and runs the command, reporting every mistake through `reportError`: a library error
    /// (ImageError, EffectError, RenderError, TimingError, GLError) exits with status 1, a
    /// command-line mistake with 2, and help prints as usual.
    static func main() {
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

/// Options shared by commands that load effects.
struct ShaderOptions: ParsableArguments {
    @Option(name: .customLong("shaders"), help: ArgumentHelp("A directory of extra effect files (repeatable).", valueName: "dir"))
    var directories: [String] = []

    func makeLibrary() throws(EffectError) -> EffectLibrary {
        let library = try EffectLibrary(directories: directories)
        for notice in library.notices {
            FileHandle.standardError.write(Data("segue: notice: \(notice)\n".utf8))
        }
        return library
    }
}
