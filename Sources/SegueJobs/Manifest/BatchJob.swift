import Foundation
import Segue

/// One job of a manifest, checked: its job value, with every file made absolute, and where it writes.
public struct BatchJob: Sendable {
    /// Its place in the manifest's list, from 0.
    public var index: Int
    /// The job; its `out` is the output's absolute path.
    public var job: any RunnableJob
    /// The output, absolute.
    public var out: String
    /// The output as the manifest writes it, which records and tables name the job by.
    public var name: String
    /// Where the job starts in the manifest.
    public var position: JSONPosition
    /// The options the manifest gives, as command-line words in its order (`ManifestJob.givenWords`).
    public var givenWords: [String]

    /// What the job runs.
    public var kind: JobKind { type(of: job).kind }

    /// The job writing to `out` instead, and printing nothing: a batch prints one line per job itself.
    package func staged(out: String) -> any RunnableJob {
        var staged = job
        staged.out = out
        staged.isQuiet = true
        return staged
    }

    /// What the job's hash is made of: the options as the manifest gives them, and the output as
    /// it writes it.
    package var words: [String] { givenWords + ["--out", name] }

    /// The files the job reads: every word of its options that names an existing regular file.
    package var inputFiles: [String] {
        givenWords.filter { word in
            var isDirectory: ObjCBool = false
            return word.hasPrefix("/") && FileManager.default.fileExists(atPath: word, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
    }
}
