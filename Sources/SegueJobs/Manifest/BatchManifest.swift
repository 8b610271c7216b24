import Foundation
import Segue

/// A batch's manifest: a JSON object whose `jobs` each name one command (`render`, `concat`,
/// `apply`) and give it the command line's long options as typed values.
///
///     {"jobs": [{"render": {"from": "a.jpg", "to": "b.png", "progress": 0.5, "out": "out/ab.png"}}]}
///
/// Every mistake is found before anything runs and reported together, each as
/// `FILE:LINE:COLUMN: message`. Files are relative to the manifest's folder unless absolute.
public struct BatchManifest: Sendable {
    /// The manifest as the user named it, for messages.
    public var path: String
    /// Its folder, absolute: what relative files and outputs are taken against.
    public var folder: URL
    /// The jobs, in the manifest's order.
    public var jobs: [BatchJob]

    /// Every mistake of a manifest, one line each.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// Each mistake as `FILE:LINE:COLUMN: message`.
        public var lines: [String]
        public var description: String { lines.joined(separator: "\n") }
    }

    /// Reads and checks the manifest at `path`; transitions, effects and their parameters are
    /// checked against `library`.
    public static func read(_ path: String, library: EffectLibrary) throws(Failure) -> BatchManifest {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let root: JSONNode
        do {
            root = try JSONReader.parse(Array(try Data(contentsOf: url)))
        } catch let issue as JSONIssue {
            throw Failure(lines: ["\(path):\(issue.position): \(issue.message)"])
        } catch {
            throw Failure(lines: ["\(path): cannot read: \((error as NSError).localizedDescription)"])
        }
        var reader = BatchManifestReader(path: path, folder: url.deletingLastPathComponent(), library: library)
        let jobs = reader.jobs(in: root)
        guard reader.problems.isEmpty else {
            throw Failure(lines: reader.problems.map { "\(path):\($0.position): \($0.message)" })
        }
        return BatchManifest(path: path, folder: reader.folder, jobs: jobs)
    }
}
