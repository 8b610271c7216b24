/// A transition built from several effects rather than one file, registered in the library
/// under its name like any other transition.
struct CompositeTransition: Sendable {
    var name: String
    var summary: String
    /// The parameters users may set, and the node parameters each one drives.
    var parameters: [EffectParameter]
    var build: @Sendable (ImageSource, ImageSource, EffectLibrary) throws(EffectError) -> TransitionGraph

    /// The composites compiled into every library.
    static let builtIns: [CompositeTransition] = [pixellateDissolve, rowSumsBlur]

    private static let smoothCells = EffectParameter(
        name: "smooth", type: .bool, defaultValue: .bool(false), range: nil,
        summary:
            "Read each cell's centre bilinearly (GPUImage) instead of the texel that contains it (ffmpeg), on both sides."
    )

    /// "from" pixellates more and more while "to" pixellates less and less, dissolved by progress:
    /// from → Pixellate(p · 0.1), to → Pixellate((1 − p) · 0.1), DissolveBlend(mix = p).
    static let pixellateDissolve = CompositeTransition(
        name: "pixellate-dissolve",
        summary: "Pixellate the first image more and more while dissolving into the second, which sharpens.",
        parameters: [smoothCells]
    ) { from, to, library throws(EffectError) in
        let pixellate = try library.effect(named: "Pixellate")
        let pixellateFrom = EffectNode(pixellate, name: "Pixellate(from)")
        let pixellateTo = EffectNode(pixellate, name: "Pixellate(to)")
        let dissolve = EffectNode(try library.effect(named: "DissolveBlend"))
        let output = FrameOutput()
        from --> pixellateFrom --> dissolve
        to --> pixellateTo --> dissolve
        dissolve --> output
        let widthFrom = try pixellateFrom.parameter("fractionalWidthOfAPixel")
        let widthTo = try pixellateTo.parameter("fractionalWidthOfAPixel")
        let mix = try dissolve.parameter("mix")
        return TransitionGraph(
            name: "pixellate-dissolve", from: from, to: to, output: output,
            parameters: {
                // Both sides, while the library's Pixellate has the switch (a user's file may not).
                let smooth = [pixellateFrom, pixellateTo].compactMap { node in
                    (try? node.parameter("smooth")).map { TransitionGraph.Target.node(node, $0) }
                }
                return smooth.isEmpty ? [] : [(smoothCells, smooth)]
            },
            progressDriven: ["fractionalWidthOfAPixel", "mix"]
        ) { (progress: Float) throws(EffectError) in
            try pixellateFrom.set(widthFrom, progress * 0.1)
            try pixellateTo.set(widthTo, (1 - progress) * 0.1)
            try dissolve.set(mix, progress)
        }
    }
}
