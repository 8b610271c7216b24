import Foundation

/// Hot reload: watches the files of the effects a renderer draws and swaps in new versions.
///
/// Call `reloadChanged()` whenever convenient (each frame, or on a timer): it compares the
/// files' modification times with the last look, reloads changed files, and re-plans the graph.
/// A file that no longer loads or compiles leaves the last good version running and is reported.
public final class ShaderReloader: @unchecked Sendable {
    /// What a look at the files found.
    public enum Result: Sendable, Equatable {
        /// No watched file changed.
        case unchanged
        /// These files changed and now run.
        case reloaded([String])
        /// A changed file failed; the previous version keeps running.
        case failed(SegueError)
    }

    private let renderer: GraphRenderer
    private var stamps: [String: Date] = [:]

    /// Watches every effect file (not built-ins) that `renderer` draws.
    public init(renderer: GraphRenderer) {
        self.renderer = renderer
        for file in watchedFiles { stamps[file] = Self.modificationDate(file) }
    }

    /// Watches the effects of a transition.
    public convenience init(transition: TransitionRenderer) {
        self.init(renderer: transition.renderer)
    }

    /// The files being watched.
    public var watchedFiles: [String] {
        Array(Set(renderer.effectNodes.filter { !$0.effect.isBuiltIn }.map(\.effect.file))).sorted()
    }

    /// Reloads the files that changed since the last call and re-plans the renderer.
    public func reloadChanged() -> Result {
        let changed = watchedFiles.filter { Self.modificationDate($0) != stamps[$0] }
        guard !changed.isEmpty else { return .unchanged }
        for file in changed { stamps[file] = Self.modificationDate(file) }
        do throws(SegueError) {
            var replacements: [(node: EffectNode, effect: EffectDescription)] = []
            for file in changed {
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw .unreadableFile(path: file, reason: "no such file")
                }
                let effects = try EffectFileLoader.load(source: String(decoding: data, as: UTF8.self), file: file)
                for node in renderer.effectNodes where node.effect.file == file {
                    // A file of one effect may rename it; in a family, each node keeps its variant.
                    guard let effect = effects.count == 1 ? effects[0] : effects.first(where: { $0.name == node.effect.name }) else {
                        throw .malformedShader(file: file, line: 1, message: "no longer defines \(node.effect.name)")
                    }
                    replacements.append((node, effect))
                }
            }
            try renderer.replace(replacements)
            return .reloaded(changed)
        } catch {
            return .failed(error)
        }
    }

    private static func modificationDate(_ file: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
    }
}
