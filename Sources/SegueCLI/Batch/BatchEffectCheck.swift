import Foundation
import Segue

/// Checks a job's transition, effects and parameters against the effect library before anything
/// runs (no GL: graphs between placeholder images), and takes image parameters' files against the
/// manifest's folder.
struct BatchEffectCheck {
    var library: EffectLibrary
    var folder: URL

    typealias Mistake = BatchJobOptions.Mistake

    /// The mistakes of the job at `position`, whose options are `options`.
    func check(_ options: inout BatchJobOptions, at position: JSONPosition) -> [Mistake] {
        switch options.kind {
        case .render: checkTransition(&options, defaultName: "pixellate-dissolve", at: position)
        case .concat: checkTransition(&options, defaultName: "fade", at: position)
        case .apply: checkEffects(&options)
        }
    }

    private func checkTransition(
        _ options: inout BatchJobOptions, defaultName: String, at position: JSONPosition
    )
        -> [Mistake]
    {
        let field = options.segments.first { $0.key == "transition" }
        let name = field?.arguments.last ?? defaultName
        guard name != "random" else { return [] }  // each join's pick is checked when the show is made
        let graph: TransitionGraph
        do {
            let placeholder = try Image(width: 2, height: 2)
            graph = try library.makeTransition(name, from: ImageSource(placeholder), to: ImageSource(placeholder))
        } catch {
            return [Mistake(position: field?.position ?? position, message: "\(error)")]
        }
        return checkParameters(&options) { _, name in try graph.parameter(named: name) }
    }

    private func checkEffects(_ options: inout BatchJobOptions) -> [Mistake] {
        var mistakes: [Mistake] = []
        for segment in options.segments where segment.key == "effects" {
            guard let name = segment.effect else { continue }
            do {
                let effect = try library.effect(named: name)
                guard effect.kind == .filter || effect.kind == .blend else {
                    throw EffectError.unknownEffect(
                        name: name, kind: "filter or blend",
                        available: library.effects.values.filter { $0.kind == .filter || $0.kind == .blend }.map(\.name)
                            .sorted())
                }
            } catch {
                mistakes.append(Mistake(position: segment.position, message: "\(error)"))
            }
        }
        guard mistakes.isEmpty else { return mistakes }
        return checkParameters(&options) { effect, name in
            let description = try library.effect(named: effect ?? "")
            if description.extraImageInputs.contains(name) { return nil }  // a file, or a tone curve's points
            return try description.parameter(named: name)
        }
    }

    /// Each parameter named and its value parsed; an image's file (a parameter of type image,
    /// where `lookup` says nil: an extra input) taken against the manifest's folder.
    private func checkParameters(
        _ options: inout BatchJobOptions, lookup: (_ effect: String?, _ name: String) throws -> EffectParameter?
    ) -> [Mistake] {
        var mistakes: [Mistake] = []
        for index in options.segments.indices {
            guard var assignment = options.segments[index].parameter else { continue }
            let effect = options.segments[index].effect
            do {
                let parameter = try lookup(effect, assignment.name)
                if parameter == nil || parameter?.type == .image {
                    if parameter != nil || !assignment.value.contains(":") {
                        assignment.value = options.resolved(assignment.value)
                    }
                    options.segments[index].parameter = assignment
                    options.segments[index].arguments = ["--param", "\(assignment.name)=\(assignment.value)"]
                } else if let parameter {
                    _ = try parameter.value(from: assignment.value, effect: effect ?? "the transition")
                }
            } catch {
                mistakes.append(Mistake(position: options.segments[index].position, message: "\(error)"))
            }
        }
        return mistakes
    }
}
