import Foundation

/// The names around a job's output: the item renamed into place when the job is done (a file, or
/// the folder of a sequence), the hidden name it is made under, and the same output placed in
/// another folder (where the manifest is checked).
package struct BatchOutputNames {
    /// The output as the command is given it, absolute.
    package var out: String
    /// What is renamed into place: the file, or a sequence's folder.
    package var item: String
    /// What follows the item in `out`: "" for a file, "/" for a folder, "/%04d.png" for a pattern.
    package var tail: String

    package init(out: String) {
        self.out = out
        let url = URL(fileURLWithPath: out)
        if url.lastPathComponent.contains("%") {
            item = url.deletingLastPathComponent().path
            tail = "/" + url.lastPathComponent
        } else if out.hasSuffix("/") || url.pathExtension.isEmpty || Self.isDirectory(out) {
            item = url.path
            tail = "/"
        } else {
            item = url.path
            tail = ""
        }
    }

    /// The folder the item lies in.
    package var folder: String { URL(fileURLWithPath: item).deletingLastPathComponent().path }

    /// `--out` for checking the command line: the same kind of output under a hidden name in the
    /// root folder. The check needs a folder that exists whether or not the output's does yet, and
    /// nothing is written there, so a batch needs no writable temporary folder (a pod with a
    /// read-only root and no `/tmp`).
    var checkedOut: String {
        "/.segue-batch-check." + URL(fileURLWithPath: item).lastPathComponent + tail
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
