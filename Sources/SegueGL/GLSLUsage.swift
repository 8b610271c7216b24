/// What a shader's code uses, read once from its tokens, so that a word in a comment never counts.
///
/// Every question the planner and the compute rewrite ask about GLSL (does it discard, take
/// derivatives, read its fragment's coordinate) is answered here.
package struct GLSLUsage {
    /// The identifiers the code names, outside comments.
    package let identifiers: Set<Substring>

    /// Reads `source`'s identifiers.
    package init(_ source: String) {
        identifiers = Set(
            GLSLTokenizer.tokenize(source).compactMap {
                guard case .identifier(let name) = $0 else { return nil }
                return name
            })
    }

    /// Whether the code names `identifier`.
    package func uses(_ identifier: String) -> Bool {
        identifiers.contains(Substring(identifier))
    }

    /// Built-ins that only rasterization gives: a shader using any of them has no compute variant.
    package static let fragmentOnly = [
        "discard", "dFdx", "dFdy", "fwidth", "gl_FrontFacing", "gl_PointCoord", "gl_FragDepth",
        "gl_HelperInvocation", "gl_FragColor", "gl_FragData", "gl_SampleID", "gl_SamplePosition",
    ]

    /// Whether the code needs a fragment shader (see `fragmentOnly`).
    package var needsRasterization: Bool {
        Self.fragmentOnly.contains(where: uses)
    }

    /// Whether the code depends on its fragment (its coordinate, screen-space derivatives, or
    /// `discard`), which a pass evaluating a block of pixels per fragment would change.
    package var dependsOnItsFragment: Bool {
        ["gl_FragCoord", "dFdx", "dFdy", "fwidth", "discard"].contains(where: uses)
    }
}
