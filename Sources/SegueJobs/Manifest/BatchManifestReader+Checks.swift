import Foundation
import Segue

extension BatchManifestReader {
    /// Checks the job's values, then its options together as the command does, with its output
    /// renamed for the check (`BatchOutputNames.checkedOut`); the complaint goes to the field it
    /// names. A missing option is the complaint the command line makes, and the only one; after a
    /// value that reads as an option there is none.
    mutating func checkValidates<Job: RunnableJob>(
        _ decoded: ManifestJob<Job>, out: ManifestJob<Job>.Output, at position: JSONPosition
    ) {
        for mistake in decoded.valueMistakes { problem(mistake.position, mistake.message) }
        guard !decoded.lacksAValue else { return }
        if let missing = decoded.missingKey {
            problem(position, "Missing expected argument '\(missing.synopsis)'")
            return
        }
        var job = decoded.job
        job.out = BatchOutputNames(out: out.path).checkedOut
        do {
            try job.validate()
        } catch {
            let message = "\(error)".replacingOccurrences(of: job.out, with: out.written)
            if Self.mentions(message, option: "out") {
                problem(out.position, message)
            } else if let field = decoded.given.first(where: {
                $0.key != "inputs" && Self.mentions(message, option: $0.key)
            }) {
                problem(field.position, message)
            } else {
                problem(position, message)
            }
        }
    }

    /// Whether `message` names `--option` (not merely an option that starts the same).
    static func mentions(_ message: String, option: String) -> Bool {
        var rest = Substring(message)
        while let range = rest.range(of: "--" + option) {
            let next = rest[range.upperBound...].first
            if next == nil || !(next!.isLetter || next!.isNumber || next! == "-") { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// Two jobs writing the same output is a mistake, reported at the later one's `out`.
    mutating func checkOutputIsOwn(_ path: String, written: String, at position: JSONPosition, job index: Int) {
        let item = BatchOutputNames(out: path).item
        if let first = writers[item] {
            problem(
                position,
                "job \(index + 1) writes \(written), as job \(first.job + 1) (line \(first.position.line)) does; two jobs may not write the same path"
            )
        } else {
            writers[item] = (index, position)
        }
    }
}
