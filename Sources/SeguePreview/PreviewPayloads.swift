import Foundation
import Segue

/// The JSON text messages the server sends the page (frames go as binary messages, `PreviewFrame`).
enum PreviewPayload {
    /// The first message of a session: its id (for uploads) and the server's version.
    struct Hello: Encodable {
        var type = "hello"
        var session: String
        var version: String
        var gesture: PreviewGestureRules
    }

    /// Every transition and filter the library has, and the files of the folders that did not load.
    struct Library: Encodable {
        var type = "library"
        var effects: [Effect]
        var broken: [Problem]
    }

    /// One entry of the picker.
    struct Effect: Encodable {
        var name, kind, summary: String
        var file: String?
    }

    /// What the page shows of the session: the selection, its controls, plan and command.
    struct State: Encodable {
        var type = "state"
        var selection, kind, summary: String
        var parameters: [Parameter]
        var plan, command: String
        var images: [String: String]
        /// The slots still showing a built-in sample, which the page offers for download.
        var samples: [String]
        var size: String
        var error: Problem?
    }

    /// A control: the parameter's type, range and default, and its current value, as text the
    /// command line takes (`--param NAME=VALUE`).
    struct Parameter: Encodable {
        var name, type, summary, value, defaultValue: String
        var minimum, maximum: Double?
    }

    /// A mistake located in a file, with the lines around it for the page to show.
    struct Problem: Encodable, Equatable {
        var file: String?
        var line: Int?
        var column: Int?
        var message: String
        /// `file:line: message`, as the command line says it.
        var text: String
        /// The file's lines around `line`, the first of them being `firstLine`.
        var source: [String]?
        var firstLine: Int?
    }

    /// A message about the session that is not its state.
    struct Notice: Encodable {
        var type: String
        var message: String?
        var url: String?
        var outcome: String?
        var seq: UInt32?
    }

    /// The message as JSON text.
    static func text(_ payload: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(payload) else {
            return #"{"type":"error","message":"unencodable message"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension PreviewPayload.Problem {
    /// The problem an error is: located where the error names a file and line.
    init(_ error: any Error) {
        switch error {
        case EffectError.malformedShader(let file, let line, let message):
            self.init(file: file, line: line, column: nil, message: message)
        case EffectError.malformedBehaviourFile(let file, let line, let column, let message):
            self.init(file: file, line: line, column: column, message: message)
        case EffectError.shaderCompile(let diagnostics) where !diagnostics.isEmpty:
            let first = diagnostics[0]
            self.init(file: first.file, line: first.line, column: first.column, message: first.message)
        default:
            let text = String(describing: error).replacingOccurrences(of: "\n", with: "; ")
            self.init(file: nil, line: nil, column: nil, message: text, text: text)
        }
    }

    /// A problem in `file` at `line`.
    init(file: String, line: Int, column: Int?, message: String) {
        let place = column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
        self.init(file: file, line: line, column: column, message: message, text: "\(place): \(message)")
    }

    /// This problem with its file's lines around the line, when the file lies in one of
    /// `folders` (nothing else is ever read for the page).
    func withSource(inside folders: [String]) -> Self {
        guard let file, let line, line > 0, PreviewPaths.isInside(file, folders),
            let data = FileManager.default.contents(atPath: file)
        else { return self }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let first = max(1, line - 3)
        let last = min(lines.count, line + 3)
        guard first <= last else { return self }
        var located = self
        located.source = lines[(first - 1)..<last].map(String.init)
        located.firstLine = first
        return located
    }
}

/// Which paths lie inside which folders, symbolic links and `..` resolved.
enum PreviewPaths {
    static func isInside(_ path: String, _ folders: [String]) -> Bool {
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return folders.contains { folder in
            let base = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
            return resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/")
        }
    }
}
