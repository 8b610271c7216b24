import ArgumentParser
import Foundation
import Segue
import SegueJobs

extension JobDescription {
    /// The help of the option `name`, from the job's table of options (which the manifest's keys share).
    static func help(_ name: String) -> ArgumentHelp {
        guard let key = key(name) else { preconditionFailure("\(kind) has no option '\(name)'") }
        return ArgumentHelp(key.help, valueName: key.valueName)
    }
}
