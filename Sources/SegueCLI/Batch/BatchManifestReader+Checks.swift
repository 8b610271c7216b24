import Foundation
import Segue

extension BatchManifestReader {
    /// Parses the job's command line with the command's own parser and checks, as if typed; each
    /// complaint goes to the field it names, and a value of the wrong form is left out to find the next.
    mutating func checkParses(
        _ options: BatchJobOptions, kind: BatchJobKind, out: BatchJobOptions.Output, at position: JSONPosition,
        checkFolder: String
    ) {
        let checkOut = BatchOutputNames(out: out.path).out(in: checkFolder)
        var segments = options.segments
        for _ in 0...segments.count {
            do {
                _ = try kind.command.parse(segments.flatMap(\.arguments) + ["--out", checkOut, "--quiet"])
                return
            } catch {
                let message = kind.command.message(for: error).replacingOccurrences(of: checkOut, with: out.written)
                if Self.mentions(message, option: "out") {
                    problem(out.position, message)
                    return
                }
                guard
                    let index = segments.firstIndex(where: { segment in
                        segment.key != "inputs"
                            && Self.mentions(message, option: segment.parameter == nil ? segment.key : "param")
                    })
                else {
                    problem(position, message)
                    return
                }
                problem(segments[index].position, message)
                // A value of the wrong form is independent of the rest; a check across options
                // (validate) would only complain again about what lacks the field taken out.
                guard message.hasPrefix("The value '") else { return }
                segments.remove(at: index)
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
    mutating func checkOutputIsOwn(_ out: BatchJobOptions.Output, job index: Int) {
        let item = BatchOutputNames(out: out.path).item
        if let first = writers[item] {
            problem(
                out.position,
                "job \(index + 1) writes \(out.written), as job \(first.job + 1) (line \(first.position.line)) does; two jobs may not write the same path"
            )
        } else {
            writers[item] = (index, out.position)
        }
    }
}
