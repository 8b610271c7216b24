import Foundation
import PackagePlugin

/// Writes the commit the package was checked out at into the target that uses it, so that
/// `segue --version` says which source a binary was built from. The command runs again when git
/// moves HEAD or the branch it names.
@main
struct StampBuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        return [
            .buildCommand(
                displayName: "Stamping the build's commit",
                executable: try context.tool(named: "CommitStamper").url,
                arguments: [output.path, package.path],
                inputFiles: Self.gitFiles(in: package),
                outputFiles: [output]
            )
        ]
    }

    /// The files whose change moves HEAD: HEAD itself, the branch it names, and the packed refs,
    /// in the checkout's git folder (a worktree's `.git` file points to its own); none outside git.
    static func gitFiles(in package: URL) -> [URL] {
        var gitFolder = package.appending(path: ".git")
        if let pointer = try? String(contentsOf: gitFolder, encoding: .utf8), pointer.hasPrefix("gitdir: ") {
            let path = pointer.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitFolder = URL(fileURLWithPath: path, relativeTo: package)
        }
        let head = gitFolder.appending(path: "HEAD")
        guard let text = try? String(contentsOf: head, encoding: .utf8) else { return [] }
        var files = [head]
        if text.hasPrefix("ref: ") {
            let ref = text.dropFirst("ref: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            // A worktree keeps its HEAD apart; branches and packed refs live in the common folder.
            let common =
                (try? String(contentsOf: gitFolder.appending(path: "commondir"), encoding: .utf8))
                .map { URL(fileURLWithPath: $0.trimmingCharacters(in: .whitespacesAndNewlines), relativeTo: gitFolder) }
                ?? gitFolder
            files += [common.appending(path: ref), common.appending(path: "packed-refs")]
        }
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
