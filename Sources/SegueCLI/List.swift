import ArgumentParser
import Foundation
import Segue

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every effect and transition with its parameters.",
        discussion: """
            Each parameter prints as name: type = default [min, max]; the default is written as --param takes it.

            Examples:
              segue list
              segue list --json | jq '.[] | select(.kind == "transition") | .name'
              segue list --shaders ./my-effects
              segue list --kind blend
              segue list --markdown --kind filter --kind blend --kind generator   # docs/FILTERS.md's tables
            """
    )

    @Flag(help: "Print JSON for tools.") var json = false
    @Flag(help: "Print Markdown tables, one per kind: name, aliases, parameters with ranges, summary.") var markdown =
        false
    @Option(help: "List only effects of this kind: filter, blend, transition or generator; repeat for several.")
    var kind: [String] = []
    @OptionGroup var shaders: ShaderOptions

    func validate() throws {
        if json && markdown { throw ValidationError("give --json or --markdown, not both") }
        for name in kind where EffectKind(rawValue: name) == nil {
            throw ValidationError(
                "--kind '\(name)' is not one of " + EffectKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }

    func run() throws {
        let library = try shaders.makeLibrary()
        let kinds = kind.isEmpty ? Set(EffectKind.allCases) : Set(kind.compactMap(EffectKind.init(rawValue:)))
        let effects = library.effects.values.filter { kinds.contains($0.kind) }
            .sorted { ($0.kind.rawValue, $0.name) < ($1.kind.rawValue, $1.name) }
        // Transitions that are not effect files: composites and layer transitions.
        let composites = kinds.contains(.transition) ? library.transitions.filter { $0.form != .effect } : []
        if markdown {
            print(
                ListMarkdown.tables(
                    effects: effects, composites: composites, aliases: { Self.aliases(of: $0, in: library) }),
                terminator: "")
            return
        }
        if json {
            let entries =
                effects.map { ListEntry(effect: $0, aliases: Self.aliases(of: $0.name, in: library)) }
                + composites.map(ListEntry.init(composite:))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(entries), as: UTF8.self))
            return
        }
        for effect in effects {
            let aliases = Self.aliases(of: effect.name, in: library)
            let aliasText = aliases.isEmpty ? "" : "; aliases: " + aliases.joined(separator: ", ")
            print(
                "\(effect.name) (\(effect.kind.rawValue); inputs: \(effect.inputs.joined(separator: ", "))\(aliasText)) \(effect.summary)"
            )
            Self.printParameters(effect.parameters.filter { $0.name != "progress" })
        }
        for composite in composites {
            print(
                "\(composite.name) (transition, \(composite.form == .layers ? "layers" : "composite"); inputs: from, to) \(composite.summary)"
            )
            Self.printParameters(composite.parameters)
        }
        // Apart from the rest, so a broken file is noticed without hiding what works.
        if !library.brokenFiles.isEmpty {
            print("")
            print("Broken files (their effects are unavailable; `segue shader check FILE` says more):")
            for broken in library.brokenFiles {
                print("    \(broken.name): \(broken.diagnostic)")
            }
        }
    }

    /// The other names that ask for the effect `name`, sorted.
    private static func aliases(of name: String, in library: EffectLibrary) -> [String] {
        library.aliases.filter { $0.value == name }.map(\.key).sorted()
    }

    static func printParameters(_ parameters: [EffectParameter]) {
        for parameter in parameters {
            let range = parameter.range.map { " [\($0.lowerBound.formatted), \($0.upperBound.formatted)]" } ?? ""
            print(
                "    \(parameter.name): \(parameter.type.rawValue) = \(parameter.type == .image ? "(an image file)" : parameter.defaultValue.text)\(range)  \(parameter.summary)"
            )
        }
    }
}

/// One effect or transition as `segue list --json` writes it.
private struct ListEntry: Encodable {
    var name: String
    var kind: String
    var format: String
    var summary: String
    var inputs: [String]
    var file: String?
    var parameters: [Parameter]
    /// Other names of the effect (`@alias`); absent when it has none.
    var aliases: [String]?

    struct Parameter: Encodable {
        var name: String
        var type: String
        /// The default, typed: a number, a boolean or an array of numbers.
        var `default`: ParameterJSON
        var summary: String
        var range: [Double]?

        init(_ parameter: EffectParameter) {
            name = parameter.name
            type = parameter.type.rawValue
            self.default = ParameterJSON(value: parameter.defaultValue)
            summary = parameter.summary
            range = parameter.range.map { [$0.lowerBound, $0.upperBound] }
        }
    }

    init(effect: EffectDescription, aliases: [String]) {
        name = effect.name
        self.aliases = aliases.isEmpty ? nil : aliases
        kind = effect.kind.rawValue
        format = effect.format.rawValue
        summary = effect.summary
        inputs = effect.inputs
        file = effect.file
        parameters = effect.parameters.filter { $0.name != "progress" }.map(Parameter.init)
    }

    init(composite: TransitionDescription) {
        name = composite.name
        kind = "transition"
        format = composite.form == .layers ? "layers" : "composite"
        file = composite.file
        summary = composite.summary
        inputs = ["from", "to"]
        parameters = composite.parameters.map(Parameter.init)
    }
}
