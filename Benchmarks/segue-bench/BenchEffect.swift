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

    /// The benchmark's "dissolve" is the plain mix of the two images, which Segue calls `crossfade`.
    static let dissolveLabel = "dissolve"
    static let dissolveTransition = "crossfade"
    static let pixellateDissolve = "pixellate-dissolve"

    /// Segue names whose ffmpeg counterpart has another name; the rest map to the same name.
    static let xfadeNames = [pixellateDissolve: "pixelize", dissolveLabel: "fade", dissolveTransition: "fade"]

    /// The effect for a name the user typed, or an error listing what exists.
    static func named(_ name: String, library: EffectLibrary) throws(BenchUsageError) -> BenchEffect {
        let transition = name == dissolveLabel && !library.transitionNames.contains(dissolveLabel) ? dissolveTransition : name
        guard library.transitionNames.contains(transition) else {
            let available = ([dissolveLabel] + library.transitionNames).joined(separator: ", ")
            throw BenchUsageError("unknown effect '\(name)' (available: \(available))")
        }
        return BenchEffect(
            label: name,
            transition: transition,
            xfadeName: xfadeNames[name] ?? name,
            cpuEffect: CPUEffect(transition: transition)
        )
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

    /// pixellate-dissolve, dissolve, then every other transition the library has.
    static func defaults(library: EffectLibrary) -> [BenchEffect] {
        let names = [pixellateDissolve, dissolveLabel] + library.transitionNames.filter { $0 != pixellateDissolve && $0 != dissolveTransition }
        return names.compactMap { try? named($0, library: library) }
    }
}
