import Foundation
import Segue

/// One job of a manifest, checked: the command line it stands for, with every file made absolute,
/// and where it writes.
struct BatchJob {
    /// Its place in the manifest's list, from 0.
    var index: Int
    var kind: BatchJobKind
    /// The command's arguments without `--out`, which the batch gives (a temporary name first):
    /// `inputs` first, then the options.
    var arguments: [String]
    /// A concat's stills and clips, absolute.
    var inputs: [String] = []
    /// The output, absolute.
    var out: String
    /// The output as the manifest writes it, which records and tables name the job by.
    var name: String
    /// Where the job starts in the manifest.
    var position: JSONPosition

    /// The full command line with `out` as the output: what `segue KIND …` would be given.
    func commandLine(out: String) -> [String] {
        arguments + ["--out", out, "--quiet"]
    }

    /// The files the job reads: every argument that names an existing regular file.
    var inputFiles: [String] {
        arguments.filter { argument in
            var isDirectory: ObjCBool = false
            return argument.hasPrefix("/")
                && FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
    }
}

extension BatchJob {
    /// The value of the long option `name` in the arguments, if given.
    func value(of name: String) -> String? {
        guard let index = arguments.firstIndex(of: "--" + name), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// Every value given for the long option `name`.
    func values(of name: String) -> [String] {
        arguments.indices.dropLast().filter { arguments[$0] == "--" + name }.map { arguments[$0 + 1] }
    }
}
