import Segue

/// One effect of the matrix: the label shown, the Segue transition drawn, and its counterparts.
struct BenchEffect: Sendable, Equatable {
    /// The name in the table and JSON.
    var label: String
    /// The Segue transition that draws it.
    var transition: String
    /// The ffmpeg `xfade` transition doing the same, if ffmpeg has one by that name.
    var xfadeName: String
    /// The Swift CPU implementation, for the effects that have one.
    var cpuEffect: CPUEffect?
    /// Parameters set on the transition, from a `NAME:param=value` spelling.
    var parameters: [(name: String, value: ParameterValue)] = []

    static func == (a: BenchEffect, b: BenchEffect) -> Bool { a.label == b.label }

    static let pixellateDissolve = "pixellate-dissolve"
    /// The plain mix of the two images; ffmpeg calls it `fade`.
    static let crossfade = "crossfade"

    /// Segue names whose ffmpeg counterpart has another name; every xfade transition Segue has
    /// (`dissolve`, `fade`, `wipeleft`, …) is compared with xfade's own of that name.
    static let xfadeNames = [pixellateDissolve: "pixelize", crossfade: "fade"]

    /// The `xfade` transition an effect of the table is compared with.
    static func xfadeName(for label: String) -> String {
        xfadeNames[label] ?? label
    }

    /// The effect for a name the user typed, or an error listing what exists. `NAME:param=value`
    /// (repeatable) sets parameters, e.g. `pixellate-dissolve:smooth=true`; such a row has no
    /// ffmpeg or CPU counterpart unless the plain name has.
    static func named(_ spelling: String, library: EffectLibrary) throws(BenchUsageError) -> BenchEffect {
        let parts = spelling.split(separator: ":").map(String.init)
        guard let name = parts.first, library.transitionNames.contains(name) else {
            throw BenchUsageError(
                "unknown effect '\(spelling)' (available: \(library.transitionNames.joined(separator: ", ")))")
        }
        var effect = BenchEffect(
            label: spelling, transition: name, xfadeName: xfadeName(for: name), cpuEffect: CPUEffect(transition: name))
        guard parts.count > 1 else { return effect }
        let declared: [EffectParameter]
        do {
            declared = try library.makeTransition(
                name, from: ImageSource(Image(width: 1, height: 1)), to: ImageSource(Image(width: 1, height: 1))
            ).parameters
        } catch {
            throw BenchUsageError("\(spelling): \(error)")
        }
        for assignment in parts.dropFirst() {
            let pair = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let parameter = declared.first(where: { $0.name == pair[0] }) else {
                throw BenchUsageError(
                    "\(spelling): '\(assignment)' is not PARAM=VALUE with one of \(declared.map(\.name).joined(separator: ", "))"
                )
            }
            guard let value = parameter.type.parse(pair[1]) else {
                throw BenchUsageError("\(spelling): '\(pair[1])' is not a \(parameter.type) for \(parameter.name)")
            }
            effect.parameters.append((parameter.name, value))
        }
        // The CPU version draws the defaults only.
        effect.cpuEffect = nil
        return effect
    }

    /// Parses a comma-separated list of effect names, keeping the first of any duplicates.
    static func parseList(_ list: String, library: EffectLibrary) throws(BenchUsageError) -> [BenchEffect] {
        var effects: [BenchEffect] = []
        for name in commaSeparated(list) {
            let effect = try named(name, library: library)
            if !effects.contains(where: { $0.label == effect.label }) { effects.append(effect) }
        }
        guard !effects.isEmpty else { throw BenchUsageError("--effects names no effect") }
        return effects
    }

    /// pixellate-dissolve, crossfade, then every other transition the library has, each once.
    static func defaults(library: EffectLibrary) -> [BenchEffect] {
        let names =
            [pixellateDissolve, crossfade]
            + library.transitionNames.filter { $0 != pixellateDissolve && $0 != crossfade }
        return names.compactMap { try? named($0, library: library) }
    }
}
