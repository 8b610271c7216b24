import ArgumentParser
import Foundation

/// The commands a manifest's job may be, with the options each takes as ArgumentParser describes
/// them, so that a manifest's keys are exactly the command line's long options.
enum BatchJobKind: String, CaseIterable {
    case render, concat, apply

    /// What one long option takes: nothing (a flag, `true` or `false`), one value, or a list.
    enum Arity { case flag, value, list }

    /// The command a job of this kind runs.
    var command: ParsableCommand.Type {
        switch self {
        case .render: Render.self
        case .concat: Concat.self
        case .apply: Apply.self
        }
    }

    /// The keys a manifest handles itself rather than passing on: `params`, and a concat's
    /// `inputs` and an apply's `effects`, which are not long options.
    var ownKeys: [String] {
        switch self {
        case .render: ["params"]
        case .concat: ["inputs", "params"]
        case .apply: ["effects"]
        }
    }

    /// Keys whose values name files, taken relative to the manifest's folder.
    var pathKeys: Set<String> {
        switch self {
        case .render: ["from", "to", "gesture", "out"]
        case .concat: ["inputs", "spec", "audio", "out"]
        case .apply: ["input", "with", "out"]
        }
    }

    /// Options a batch sets itself or that make no sense without a terminal: one engine and one
    /// effect library serve the whole shard, and output goes to files.
    static let refusedKeys: [String: String] = [
        "shaders": "give --shaders to 'segue batch'; one effect library serves every job of a shard",
        "watch": "a batch job renders once",
        "progress-stdin": "a batch job has no standard input",
        "realtime": "a batch job renders as fast as it can",
        "format": "a batch job writes files, not standard output",
        "dry-run": "a batch job renders",
        "quiet": "a batch prints one line per job itself",
        "param": "give parameters as \"params\": {\"name\": value}",
        "help": "not an option of a job", "version": "not an option of a job",
    ]

    /// Every long option of the command and what it takes, read once from ArgumentParser's own
    /// description of the command.
    var options: [String: Arity] {
        Self.optionTables[self] ?? [:]
    }

    private static let optionTables: [BatchJobKind: [String: Arity]] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0, readOptions(of: $0.command)) })

    private static func readOptions(of command: ParsableCommand.Type) -> [String: Arity] {
        guard let data = command._dumpHelp().data(using: .utf8),
            let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let info = top["command"] as? [String: Any], let arguments = info["arguments"] as? [[String: Any]]
        else { return [:] }
        var table: [String: Arity] = [:]
        for argument in arguments {
            let kind = argument["kind"] as? String
            guard kind == "option" || kind == "flag" else { continue }
            let repeating = argument["isRepeating"] as? Bool ?? false
            for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                guard let long = name["name"] as? String else { continue }
                table[long] = kind == "flag" ? .flag : repeating ? .list : .value
            }
        }
        return table
    }
}
