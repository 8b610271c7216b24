import Foundation

/// A file a job reads itself (a gesture track) that could not be read, with the system's reason.
struct FileReadFailure: Error, CustomStringConvertible {
    var path: String
    var underlying: any Error

    var description: String { "\(path): cannot read: \((underlying as NSError).localizedDescription)" }
}
