import Foundation
import PackagePlugin

/// Embeds the preview's page and its two sample images into its target as `EmbeddedFiles`, so
/// that `segue` carries them and can be copied to another machine alone.
@main
struct EmbedPreviewFiles: BuildToolPlugin {
    /// Each file, by the name it has in `EmbeddedFiles`, relative to the target's folder.
    static let files = [
        ("previewHTML", "Page/preview.html"), ("fromPNG", "Samples/from.png"), ("toPNG", "Samples/to.png"),
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        let files = Self.files.map { ($0.0, folder.appending(path: $0.1)) }
        return [
            .buildCommand(
                displayName: "Embedding the preview's page and samples",
                executable: try context.tool(named: "FileEmbedder").url,
                arguments: [output.path, "EmbeddedFiles"] + files.map { "\($0.0)=\($0.1.path)" },
                inputFiles: files.map(\.1),
                outputFiles: [output]
            )
        ]
    }
}
