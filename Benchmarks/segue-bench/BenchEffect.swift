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

    /// The effect for a name the user typed, or an error listing what exists.
    static func named(_ name: String, library: EffectLibrary) throws(BenchUsageError) -> BenchEffect {
        guard library.transitionNames.contains(name) else {
            throw BenchUsageError("unknown effect '\(name)' (available: \(library.transitionNames.joined(separator: ", ")))")
        }
        return BenchEffect(label: name, transition: name, xfadeName: xfadeName(for: name), cpuEffect: CPUEffect(transition: name))
    }

    /// Parses a comma-separated list of effect names, keeping the first of any duplicates.
    static func parseList(_ list: String, library: EffectLibrary) throws(BenchUsageError) -> [BenchEffect] {
        var effects: [BenchEffect] = []
        for name in commaSeparated(list) {
            let effect = try named(name, library: library)
            if !effects.contains(where: { $0.transition == effect.transition }) { effects.append(effect) }
        }
        guard !effects.isEmpty else { throw BenchUsageError("--effects names no effect") }
        return effects
    }

    /// pixellate-dissolve, crossfade, then every other transition the library has, each once.
    static func defaults(library: EffectLibrary) -> [BenchEffect] {
        let names = [pixellateDissolve, crossfade] + library.transitionNames.filter { $0 != pixellateDissolve && $0 != crossfade }
        return names.compactMap { try? named($0, library: library) }
    }
}
