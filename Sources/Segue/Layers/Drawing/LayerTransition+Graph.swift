import SegueGL
import Synchronization

extension LayerTransition {
    /// The graph drawing this transition at `width`×`height`: one node of the generated effect,
    /// whose uniforms the progress setter computes from the layers' behaviours. `dismissing`
    /// mirrors the windows marked `reverseOnDismiss` (the caller also plays the graph backwards).
    func makeGraph(
        from: ImageSource, to: ImageSource, width: Int, height: Int, dismissing: Bool, library: EffectLibrary
    ) throws(EffectError) -> TransitionGraph {
        let declared = parametersCheckingRectangles
        // A default is checked as a value set later is: a region a Swift caller declared past the
        // frame is refused before anything is built, rather than drawn.
        for parameter in declared where parameter.isFrameRectangle {
            try parameter.validate(parameter.defaultValue, effect: name)
        }
        var prepared = try LayerTimeline(self, aspect: Double(height) / Double(width))
        let chains = try LayerEffectChains(&prepared, library: library, from: from, to: to)
        let timeline = prepared
        let effect = LayerShader.effect(for: timeline)
        let node = EffectNode(effect)
        let output = FrameOutput()
        from --> node
        to --> node
        for chain in chains.chains { chain.output --> node }
        node --> output
        var handles:
            [(rows: [ParameterHandle], opacity: ParameterHandle, shadow: ParameterHandle, region: ParameterHandle?)] =
                []
        for (index, drawn) in timeline.drawnLayers.enumerated() {
            handles.append(
                (
                    try LayerShader.rows(index).map { name throws(EffectError) in try node.parameter(name) },
                    try node.parameter(LayerShader.opacity(index)), try node.parameter(LayerShader.shadow(index)),
                    drawn.regionVaries ? try node.parameter(LayerShader.region(index)) : nil
                ))
        }
        let store = ParameterStore(Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue) }))
        let layerHandles = handles
        // The still layers drawn in the base are where they rest: only their opacities change.
        let baseCount = effect.quads?.baseCount ?? 0
        let coverages = effect.quads?.coverages
        // A base layer over part of the frame: its whole pixels, for its shader and its copies.
        let baseBounds = try timeline.drawnLayers.prefix(baseCount).enumerated().map {
            (index, drawn) throws(EffectError) -> PixelRegion? in
            guard LayerShader.hasBounds(drawn) else { return nil }
            let pixels = LayerCoverage.pixelBounds(of: drawn.layer.region, width: width, height: height)
            let bounds = SIMD4<Float>(
                Float(pixels.x), Float(pixels.y), Float(pixels.x + pixels.width), Float(pixels.y + pixels.height))
            try node.set(try node.parameter(LayerShader.bounds(index)), bounds)
            return pixels
        }
        return TransitionGraph(
            name: name, from: from, to: to, output: output,
            parameters: { declared.map { ($0, [.store(store)]) } }, progressDriven: []
        ) { (progress: Float) throws(EffectError) in
            let states = timeline.drawnStates(at: Double(progress), dismissing: dismissing, parameters: store.values)
            try chains.apply(states.drawn, timeline)
            for (index, state) in states.drawn.enumerated() {
                let handle = layerHandles[index]
                let opacity = Float(min(max(state.opacity, 0), 1))
                if index < baseCount {
                    try node.set(handle.opacity, opacity)
                    try node.set(handle.shadow, Float(state.shadowOpacity))
                    coverages?.set(index, LayerCoverage(opacity: opacity, pixels: baseBounds[index]))
                    continue
                }
                let geometry = LayerGeometry(
                    drawn: index, of: timeline, states: states.all, width: width, height: height)
                let (r0, r1, r2) = geometry.forwardRows
                try node.set(handle.rows[0], SIMD3<Float>(r0))
                try node.set(handle.rows[1], SIMD3<Float>(r1))
                try node.set(handle.rows[2], SIMD3<Float>(r2))
                let shown = geometry.isVisible ? opacity : 0
                try node.set(handle.opacity, shown)
                try node.set(handle.shadow, Float(state.shadowOpacity))
                var coverage = LayerCoverage(opacity: shown)
                if let region = handle.region {
                    let r = state.region
                    let value = SIMD4<Float>(Float(r.x), Float(r.y), Float(r.width), Float(r.height))
                    try node.set(region, value)
                    // As the shaders see it, in single precision.
                    coverage.region = LayerRect(value)
                }
                coverages?.set(index, coverage)
            }
        }
    }
}

/// Values of a transition's own parameters, which no node holds (a layer transition's `$params`).
final class ParameterStore: Sendable {
    private let storage: Mutex<[String: ParameterValue]>

    init(_ values: [String: ParameterValue]) {
        storage = Mutex(values)
    }

    /// All current values, by name.
    var values: [String: ParameterValue] { storage.withLock { $0 } }

    /// The value of `name`.
    subscript(name: String) -> ParameterValue? {
        get { storage.withLock { $0[name] } }
    }

    /// Sets the value of `name`.
    func set(_ name: String, _ value: ParameterValue) {
        storage.withLock { $0[name] = value }
    }
}
