import Foundation
import Segue

/// A temporary directory of effect files for a test, removed when released.
final class ShaderDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-shaders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var path: String { url.path }

    /// Writes `source` to `name` and returns the file's path.
    @discardableResult
    func write(_ name: String, _ source: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// A library of the built-ins plus this directory.
    func library() throws(EffectError) -> EffectLibrary {
        try EffectLibrary(directories: [path], environment: [:])
    }
}
