import ArgumentParser
import Segue

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List every effect and transition with its parameters.")

    @OptionGroup var shaders: ShaderOptions

    func run() throws {
        try reportingErrors {
            let library = try shaders.makeLibrary()
            for effect in library.effects.values.sorted(by: { ($0.kind.rawValue, $0.name) < ($1.kind.rawValue, $1.name) }) {
                print("\(effect.name) (\(effect.kind.rawValue); inputs: \(effect.inputs.joined(separator: ", "))) \(effect.summary)")
                for parameter in effect.parameters where parameter.name != "progress" {
                    let range = parameter.range.map { " [\($0.lowerBound), \($0.upperBound)]" } ?? ""
                    print("    \(parameter.name): \(parameter.type.rawValue) = \(parameter.defaultValue)\(range)  \(parameter.summary)")
                }
            }
            for composite in library.compositeTransitions {
                print("\(composite.name) (transition, composite; inputs: from, to) \(composite.summary)")
            }
        }
    }
}
