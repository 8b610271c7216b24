import Foundation
import Segue

/// Where ffmpeg is and which xfade transitions it has, or why it cannot be used.
enum FFmpegAvailability {
    case available(executable: String, version: String, transitions: Set<String>)
    case unavailable(reason: String)

    /// Looks for `path` (a path, or a name searched in PATH) and asks it for xfade's transitions.
    static func probe(_ path: String) -> FFmpegAvailability {
        guard let executable = ChildProcess.locate(path) else {
            return .unavailable(reason: path.contains("/") ? "ffmpeg not found at \(path)" : "ffmpeg not found in PATH")
        }
        guard let help = try? ChildProcess(executable, arguments: ["-hide_banner", "-h", "filter=xfade"]).run(),
            help.succeeded
        else {
            return .unavailable(reason: "\(executable) did not run")
        }
        let transitions = transitionNames(fromHelp: help.outputText + help.errorText)
        guard !transitions.isEmpty else {
            return .unavailable(reason: "\(executable) has no xfade filter")
        }
        let banner =
            (try? ChildProcess(executable, arguments: ["-version"]).run())?.outputText.split(separator: "\n").first.map(
                String.init) ?? "ffmpeg"
        // "ffmpeg version 5.1.9-0+deb12u1 Copyright …": the first three words say all.
        let version = banner.split(separator: " ").prefix(3).joined(separator: " ")
        return .available(executable: executable, version: version, transitions: transitions)
    }

    /// The values of xfade's `transition` option, from lines such as `     wipeleft   1   ..FV....... wipe left transition`.
    static func transitionNames(fromHelp help: String) -> Set<String> {
        var names: Set<String> = []
        var inTransitionOption = false
        for line in help.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let first = fields.first else { continue }
            if line.hasPrefix("   ") && !line.hasPrefix("    ") {
                // An option line (three spaces); its values follow with more indentation.
                inTransitionOption = first == "transition"
            } else if inTransitionOption, line.hasPrefix("     "), fields.count >= 3, Int(fields[1]) != nil {
                names.insert(String(first))
            }
        }
        names.remove("custom")
        return names
    }
}
