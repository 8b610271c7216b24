import Foundation
import Synchronization

/// Hot reload: watches the files of the effects a renderer draws and swaps in new versions.
///
/// Call `reloadChanged()` whenever convenient (each frame, or on a timer): it compares the
/// files' modification times with the last look, reloads changed files, and re-plans the graph.
/// A file that no longer loads or compiles leaves the last good version running and is reported.
///
/// Threads: safe to share; one look at the files runs at a time, and the new effects are swapped
/// in on the GL thread between frames.
public final class ShaderReloader: Sendable {
    /// What a look at the files found.
    public enum Result: Sendable, Equatable {
        /// No watched file changed.
        case unchanged
        /// These files changed and now run.
        case reloaded([String])
        /// A changed file failed (an `EffectError`, or the driver's `GLError`); the previous
        /// version keeps running.
        case failed(any Error)

        /// Equal when of the same case with the same files, or failures with the same message.
        public static func == (lhs: Result, rhs: Result) -> Bool {
            switch (lhs, rhs) {
            case (.unchanged, .unchanged): return true
            case (.reloaded(let a), .reloaded(let b)): return a == b
            case (.failed(let a), .failed(let b)): return String(describing: a) == String(describing: b)
            default: return false
            }
        }
    }

    private let renderer: GraphRenderer
    /// Each watched file's modification time at the last look.
    private let stamps: Mutex<[String: Date]>

    /// Watches every effect file (not built-ins) that `renderer` draws.
    public init(renderer: GraphRenderer) throws {
        self.renderer = renderer
        stamps = Mutex([:])
        let files = try watchedFiles
        stamps.withLock { stamps in
            for file in files { stamps[file] = Self.modificationDate(file) }
        }
    }

    /// Watches the effects of a transition.
    public convenience init(transition: TransitionRenderer) throws {
        try self.init(renderer: transition.renderer)
    }

    /// The files being watched: the effects' own, and the snippets they include from disk.
    public var watchedFiles: [String] {
        get throws {
            let effects = try renderer.effectNodes.map(\.effect).filter { !$0.isBuiltIn }
            return Array(Set(effects.map(\.file) + effects.flatMap(\.includedFiles))).sorted()
        }
    }

    /// Reloads the files that changed since the last call and re-plans the renderer.
    public func reloadChanged() -> Result {
        stamps.withLock { stamps in
            do {
                let changed = try watchedFiles.filter { Self.modificationDate($0) != stamps[$0] }
                guard !changed.isEmpty else { return .unchanged }
                for file in changed { stamps[file] = Self.modificationDate(file) }
                let nodes = try renderer.effectNodes
                // A changed snippet reloads every file that includes it.
                let reloaded = Set(
                    nodes.map(\.effect).filter {
                        changed.contains($0.file) || !Set($0.includedFiles).isDisjoint(with: changed)
                    }.map(\.file))
                var replacements: [(node: EffectNode, effect: EffectDescription)] = []
                for file in reloaded.sorted() {
                    let data: [UInt8]
                    do throws(FileAccess.Failure) {
                        data = try FileAccess.read(file)
                    } catch {
                        throw EffectError.unreadableFile(path: file, reason: error.reason)
                    }
                    let effects = try EffectFileLoader.load(source: String(decoding: data, as: UTF8.self), file: file)
                    for node in nodes where node.effect.file == file {
                        // A file of one effect may rename it; in a family, each node keeps its variant.
                        guard
                            let effect = effects.count == 1
                                ? effects[0] : effects.first(where: { $0.name == node.effect.name })
                        else {
                            throw EffectError.malformedShader(
                                file: file, line: 1, message: "no longer defines \(node.effect.name)")
                        }
                        replacements.append((node, effect))
                    }
                }
                try renderer.replace(replacements)
                // Snippets a new version began to include are watched from now on.
                for file in try watchedFiles where stamps[file] == nil { stamps[file] = Self.modificationDate(file) }
                return .reloaded(changed)
            } catch {
                return .failed(error)
            }
        }
    }

    private static func modificationDate(_ file: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
    }
}
