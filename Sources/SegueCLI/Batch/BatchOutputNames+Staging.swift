import Foundation
import SegueJobs

extension BatchOutputNames {
    /// A short name for the output, the same whoever computes it: what its temporary names carry.
    var key: String { String(SHA256.hex(of: Array(item.utf8)).prefix(16)) }

    /// What the hidden names of this output start with (the command's own temporary names of them too).
    var stagingMarker: String { ".segue-batch-\(key)." }

    /// The hidden item the job writes, beside the real one.
    var stagedItem: String { folder + "/" + stagingMarker + URL(fileURLWithPath: item).lastPathComponent }

    /// `--out` for writing the hidden item.
    var stagedOut: String { stagedItem + tail }
}
