import Foundation
import Segue
import SegueJobs

/// One job of a manifest, checked: its job value, with every file made absolute, and where it writes.
struct BatchJob {
    /// Its place in the manifest's list, from 0.
    var index: Int
    /// The job; its `out` is the output's absolute path.
    var job: any RunnableJob
    /// The output, absolute.
    var out: String
    /// The output as the manifest writes it, which records and tables name the job by.
    var name: String
    /// Where the job starts in the manifest.
    var position: JSONPosition

    var kind: JobKind { type(of: job).kind }

    /// The job writing to `out` instead, and printing nothing: a batch prints one line per job itself.
    func staged(out: String) -> any RunnableJob {
        var staged = job
        staged.out = out
        staged.isQuiet = true
        return staged
    }

    /// The job's options as command-line words, with the output as the manifest writes it: what
    /// its hash is made of.
    var words: [String] {
        var named = job
        named.out = name
        return Array(named.words.dropFirst())
    }

    /// The files the job reads: every word but the output's that names an existing regular file.
    var inputFiles: [String] {
        var reading = job
        reading.out = ""
        return reading.words.filter { word in
            var isDirectory: ObjCBool = false
            return word.hasPrefix("/") && FileManager.default.fileExists(atPath: word, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
    }
}
