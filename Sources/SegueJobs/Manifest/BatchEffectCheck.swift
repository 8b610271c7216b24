import Foundation
import Segue

/// Checks a job's transition, effects and parameters against the effect library before anything
/// runs (no GL: graphs between placeholder images), and takes image parameters' files against the
/// manifest's folder.
struct BatchEffectCheck {
    var library: EffectLibrary

    /// The mistakes of a render job at `position`.
    func check(_ decoded: inout ManifestJob<RenderJob>, at position: JSONPosition) -> [JobMistake] {
        let (name, place) = (decoded.job.transition, Self.place(of: "transition", in: decoded) ?? position)
        let (positions, resolve) = (decoded.parameterPositions, decoded.resolved)
        return checkTransition(name, at: place, parameters: &decoded.job.parameters, at: positions, resolve: resolve)
    }

    /// The mistakes of a concat job at `position`.
    func check(_ decoded: inout ManifestJob<ConcatJob>, at position: JSONPosition) -> [JobMistake] {
        let (name, place) = (decoded.job.transition, Self.place(of: "transition", in: decoded) ?? position)
        let (positions, resolve) = (decoded.parameterPositions, decoded.resolved)
        return checkTransition(name, at: place, parameters: &decoded.job.parameters, at: positions, resolve: resolve)
    }

    /// The mistakes of an apply job: each effect one a step may name, then each parameter of each.
    func check(_ decoded: inout ManifestJob<ApplyJob>, at position: JSONPosition) -> [JobMistake] {
        var mistakes: [JobMistake] = []
        for (step, place) in zip(decoded.job.steps, decoded.effectPositions) {
            do {
                _ = try ApplyJob.stepEffect(named: step.effect, in: library)
            } catch {
                mistakes.append(JobMistake(position: place, message: "\(error)"))
            }
        }
        guard mistakes.isEmpty else { return mistakes }
        var positions = decoded.parameterPositions[...]
        let resolve = decoded.resolved
        for index in decoded.job.steps.indices {
            let effect = decoded.job.steps[index].effect
            let count = decoded.job.steps[index].parameters.count
            mistakes += checkParameters(
                &decoded.job.steps[index].parameters, at: Array(positions.prefix(count)), of: effect, resolve: resolve
            ) { name in
                let description = try library.effect(named: effect)
                if description.extraImageInputs.contains(name) { return nil }  // a file, or a tone curve's points
                return try description.parameter(named: name)
            }
            positions = positions.dropFirst(count)
        }
        return mistakes
    }

    private func checkTransition(
        _ name: String, at place: JSONPosition, parameters: inout [ParameterAssignment], at positions: [JSONPosition],
        resolve: (String) -> String
    ) -> [JobMistake] {
        guard name != "random" else { return [] }  // each join's pick is checked when the show is made
        let graph: TransitionGraph
        do {
            let placeholder = try Image(width: 2, height: 2)
            graph = try library.makeTransition(name, from: ImageSource(placeholder), to: ImageSource(placeholder))
        } catch {
            return [JobMistake(position: place, message: "\(error)")]
        }
        return checkParameters(&parameters, at: positions, of: nil, resolve: resolve) {
            try graph.parameter(named: $0)
        }
    }

    /// Each parameter named and its value parsed; an image's file (a parameter of type image,
    /// where `lookup` says nil: an extra input) taken against the manifest's folder.
    private func checkParameters(
        _ parameters: inout [ParameterAssignment], at positions: [JSONPosition], of effect: String?,
        resolve: (String) -> String, lookup: (_ name: String) throws -> EffectParameter?
    ) -> [JobMistake] {
        var mistakes: [JobMistake] = []
        for (index, place) in zip(parameters.indices, positions) {
            do {
                let parameter = try lookup(parameters[index].name)
                if parameter == nil || parameter?.type == .image {
                    if parameter != nil || !parameters[index].value.contains(":") {
                        parameters[index].value = resolve(parameters[index].value)
                    }
                } else if let parameter {
                    _ = try parameter.value(from: parameters[index].value, effect: effect ?? "the transition")
                }
            } catch {
                mistakes.append(JobMistake(position: place, message: "\(error)"))
            }
        }
        return mistakes
    }

    /// Where the option `key` was given, if it was.
    static func place<Job>(of key: String, in decoded: ManifestJob<Job>) -> JSONPosition? {
        decoded.given.first { $0.key == key }?.position
    }
}
