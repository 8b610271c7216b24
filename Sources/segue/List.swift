import ArgumentParser
import Foundation
import Segue

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List every effect and transition with its parameters.")

    @Flag(help: "Print JSON for tools.") var json = false
    @OptionGroup var shaders: ShaderOptions

    func run() throws {
        let library = try shaders.makeLibrary()
        let effects = library.effects.values.sorted { ($0.kind.rawValue, $0.name) < ($1.kind.rawValue, $1.name) }
        if json {
            print(try Self.json(effects: effects, composites: library.compositeTransitions))
            return
        }
        for effect in effects {
            print("\(effect.name) (\(effect.kind.rawValue); inputs: \(effect.inputs.joined(separator: ", "))) \(effect.summary)")
            for parameter in effect.parameters where parameter.name != "progress" {
                let range = parameter.range.map { " [\($0.lowerBound.formatted), \($0.upperBound.formatted)]" } ?? ""
                print("    \(parameter.name): \(parameter.type.rawValue) = \(parameter.defaultValue.text)\(range)  \(parameter.summary)")
            }
        }
        for composite in library.compositeTransitions {
            print("\(composite.name) (transition, composite; inputs: from, to) \(composite.summary)")
        }
    }

    static func json(effects: [EffectDescription], composites: [(name: String, summary: String)]) throws(SegueError) -> String {
        var entries: [[String: Any]] = effects.map { effect in
            [
                "name": effect.name, "kind": effect.kind.rawValue, "format": effect.format.rawValue,
                "summary": effect.summary, "inputs": effect.inputs, "file": effect.file,
                "parameters": effect.parameters.filter { $0.name != "progress" }.map { parameter -> [String: Any] in
                    var entry: [String: Any] = ["name": parameter.name, "type": parameter.type.rawValue,
                                                "default": parameter.defaultValue.text, "summary": parameter.summary]
                    if let range = parameter.range { entry["range"] = [range.lowerBound, range.upperBound] }
                    return entry
                },
            ]
        }
        entries += composites.map {
            ["name": $0.name, "kind": "transition", "format": "composite", "summary": $0.summary, "inputs": ["from", "to"], "parameters": [] as [Any]]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys]) else {
            throw .encodingFailed(reason: "effect list is not JSON")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
