@testable import Segue

/// CEExplodeAnimationController, written from its source.
extension ViewControllerAnimators {
    /// "to" added and sent to the back (the source then sends "from" further back, where "to"
    /// hides it); "from"'s snapshot cut into squares, 10 across (`size.width / xFactor` both ways,
    /// `yFactor = xFactor · height / width`), added column by column on top. In one
    /// `animateWithDuration` (ease in and out), each piece's frame moves by a random −100…100
    /// points each way, its alpha goes to 0, and its transform becomes a rotation by −10…10
    /// radians scaled by 0.01 (`CGAffineTransformScale(rotation, 0.01, 0.01)`). The reverse flag
    /// is not read: a dismissal explodes the same way.
    static let explode: LayerTransition = {
        let radians = 180 / Double.pi
        var piece = Layer(
            source: .from,
            behaviours: [
                Behaviour(
                    .translation, from: .vector([0, 0]),
                    to: .drawn([.random(-100...100, key: 0), .random(-100...100, key: 1)]),
                    curve: .timing(.easeInOut)),
                Behaviour(.opacity, from: .number(1), to: .number(0), curve: .timing(.easeInOut)),
                Behaviour(
                    .transform, from: .transform(.identity),
                    to: .drawnTransform([
                        TransformStep(
                            .rotate,
                            [.random(-10 * radians...10 * radians, key: 2), .constant(0), .constant(0), .constant(1)]),
                        TransformStep(.scale, [.constant(0.01), .constant(0.01), .constant(1)]),
                    ]),
                    curve: .timing(.easeInOut)),
            ])
        piece.behaviours[0].units = .points
        piece.grid = LayerGrid(columns: 10, seed: .parameter("seed"))
        let layers = [Layer(source: .to), piece]
        return LayerTransition(
            name: "explode",
            summary:
                "VCTransitionsLibrary's explode: the old view breaks into square tiles, ten across, that fly apart by up to 100 points, spin and shrink to nothing while fading, uncovering the new view; --param seed=N draws other pieces (the same seed, the same frames), and a dismissal explodes the same way.",
            parameters: [
                EffectParameter(
                    name: "seed", type: .int, defaultValue: .int(1), range: 0...2_147_483_647,
                    summary:
                        "Which random offsets, spins and shrinking the tiles take: the same seed gives the same frames."
                )
            ],
            layers: layers, dismissal: layers)
    }()
}
