import Foundation
import PackagePlugin

/// Embeds every effect file under the package's top-level `Shaders/` folder, subfolders included
/// (shaders, the snippets they include, and the behaviour files of layer transitions), into the target that uses it, so that
/// a built binary carries its effects and can be copied to another machine alone. Other files
/// there (READMEs) are left out.
@main
struct EmbedShaders: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let shaders = context.package.directoryURL.appending(path: "Shaders")
        let files = try FileManager.default
            .subpathsOfDirectory(atPath: shaders.path)
            .filter { path in [".glsl", ".frag", ".fsh", ".glsli", ".json"].contains { path.hasSuffix($0) } }
            .sorted()
            .map { shaders.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedShaders.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) effect files",
                executable: try context.tool(named: "ShaderEmbedder").url,
                arguments: [output.path, shaders.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}
