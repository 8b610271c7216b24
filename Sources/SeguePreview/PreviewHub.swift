import Foundation
import Segue

/// What every session shares: the engine (one GL context), the library as the folders hold it
/// now, the images shown by default, the render queue and the folder of exported clips; and the
/// watch over the folders, which reloads the library and tells each session.
actor PreviewHub {
    nonisolated let engine: Engine
    nonisolated let configuration: PreviewConfiguration
    nonisolated let queue: RenderQueue
    nonisolated let exports: URL
    nonisolated let defaultImages: PreviewImages
    private(set) var library: EffectLibrary
    private var sessions: [UUID: PreviewSession] = [:]
    private var watcher: FolderWatcher

    init(engine: Engine, configuration: PreviewConfiguration, images: PreviewImages) throws {
        self.engine = engine
        self.configuration = configuration
        defaultImages = images
        library = engine.library
        watcher = FolderWatcher(folders: configuration.shaderDirectories)
        exports = FileManager.default.temporaryDirectory.appendingPathComponent("segue-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
        queue = RenderQueue(engine: engine, timeout: configuration.frameTimeout) { [exports] effect, seconds in
            FileHandle.standardError.write(
                Data(
                    ("segue: error: a frame of '\(effect)' took more than \(seconds.formatted()) s to draw; stopped "
                        + "(the effect is too slow for this GPU at this size; --frame-timeout sets the limit)\n").utf8))
            // The GL thread is inside the driver and cannot be stopped or joined, so no exit
            // handler may run beside it (as `segue render --frame-timeout` ends).
            try? FileManager.default.removeItem(at: exports)
            _exit(1)
        }
    }

    /// Lets the frame being drawn finish, ends the render queue's threads and closes the engine,
    /// and removes the exported clips: the server is going, on whatever path it leaves by.
    nonisolated func shutDown() {
        queue.stop()
        engine.close()
        try? FileManager.default.removeItem(at: exports)
    }

    /// Keeps a session, so that uploads and library changes reach it.
    func register(_ session: PreviewSession) {
        sessions[session.id] = session
    }

    /// Forgets a session that closed: what it drew with is released with it.
    func unregister(_ id: UUID) {
        sessions[id] = nil
    }

    func session(_ id: UUID) -> PreviewSession? { sessions[id] }

    var sessionCount: Int { sessions.count }

    /// Every transition and filter, and the folders' files that did not load.
    var libraryPayload: PreviewPayload.Library {
        let transitions = library.transitions.sorted { $0.name < $1.name }.map {
            PreviewPayload.Effect(name: $0.name, kind: "transition", summary: $0.summary, file: $0.file)
        }
        let filters = library.effects.values.filter { $0.kind != .transition }.sorted { $0.name < $1.name }.map {
            PreviewPayload.Effect(name: $0.name, kind: $0.kind.rawValue, summary: $0.summary, file: $0.file)
        }
        let broken = library.brokenFiles.map {
            PreviewPayload.Problem(
                file: $0.diagnostic.file, line: $0.diagnostic.line, column: nil, message: $0.diagnostic.message
            )
            .withSource(inside: configuration.shaderDirectories)
        }
        return PreviewPayload.Library(effects: transitions + filters, broken: broken)
    }

    /// Looks at the folders every `watchInterval` seconds until cancelled; a change reloads the
    /// library and tells every session.
    func watch() async {
        guard !configuration.shaderDirectories.isEmpty else { return }
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(configuration.watchInterval))
            let changed = watcher.changes()
            guard !changed.isEmpty else { continue }
            do {
                library = try EffectLibrary(directories: configuration.shaderDirectories)
            } catch {
                // A folder that cannot be read leaves the last library in use.
                for session in sessions.values { await session.notice(PreviewPayload.Problem(error)) }
                continue
            }
            let payload = libraryPayload
            for session in sessions.values { await session.libraryChanged(library, payload: payload, files: changed) }
        }
    }
}

/// The two images a session shows, and what the page calls them.
struct PreviewImages: Sendable {
    var from: Image
    var to: Image
    var fromName: String
    var toName: String
    /// The slots ("from", "to") that hold the built-in samples.
    var samples: Set<String> = []

    func isSample(_ slot: String) -> Bool { samples.contains(slot) }

    /// The built-in sample of `slot` ("from" or "to"), as a PNG file's bytes.
    static func sample(_ slot: String) -> [UInt8]? {
        switch slot {
        case "from": return EmbeddedFiles.fromPNG
        case "to": return EmbeddedFiles.toPNG
        default: return nil
        }
    }
}
