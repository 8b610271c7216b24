import ArgumentParser
import Foundation
import Segue

@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Render transitions between two images on the GPU, headless.",
        subcommands: [Render.self, Apply.self, Sheet.self, List.self, Plan.self, ShaderCommand.self, Info.self]
    )
}

/// Runs `body`, turning a library error into one clear line on stderr and exit status 1.
func reportingErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as SegueError {
        throw failure(error.description)
    } catch let error as TimingError {
        throw failure(error.description)
    }
}

/// Writes `message` to stderr as one line and returns the exit status that reports it.
private func failure(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("segue: error: \(message.replacingOccurrences(of: "\n", with: "; "))\n".utf8))
    return .failure
}

/// Options shared by commands that load effects.
struct ShaderOptions: ParsableArguments {
    @Option(name: .customLong("shaders"), help: ArgumentHelp("A directory of extra effect files (repeatable).", valueName: "dir"))
    var directories: [String] = []

    func makeLibrary() throws(SegueError) -> EffectLibrary {
        let library = try EffectLibrary(directories: directories)
        for notice in library.notices {
            FileHandle.standardError.write(Data("segue: notice: \(notice)\n".utf8))
        }
        return library
    }
}
