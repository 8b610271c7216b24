extension LayerRect {
    /// How far past 1 the far edges of a region written in a file may reach, so that thirds
    /// written as decimals still add up.
    static let fileSlack = 1e-9
    /// How far past 1 the far edges of a `vec4` parameter may reach: its values are `Float`, whose
    /// steps near 1 are about 6e-8, so 0.2 + 0.8 lands a hair above 1. A few steps, far below
    /// anything meant.
    static let parameterSlack = 1e-6

    /// A `vec4` parameter's value as a rectangle: x, y, width, height.
    init(_ v: SIMD4<Float>) {
        self.init(x: Double(v.x), y: Double(v.y), width: Double(v.z), height: Double(v.w))
    }

    /// Why the rectangle does not lie inside the frame with a positive size ("x + width is 1.1"),
    /// or nil when it does. `slack` is how far past 1 rounding may take its far edges; `text`
    /// writes a number for the message.
    func outsideFrame(slack: Double, text: (Double) -> String) -> String? {
        if !(x >= 0) { return "x is \(text(x))" }
        if !(y >= 0) { return "y is \(text(y))" }
        if !(width > 0) { return "width is \(text(width))" }
        if !(height > 0) { return "height is \(text(height))" }
        if !(x + width <= 1 + slack) { return "x + width is \(text(x + width))" }
        if !(y + height <= 1 + slack) { return "y + height is \(text(y + height))" }
        return nil
    }

    /// Why a `vec4` parameter's value is not a rectangle inside the frame with a positive size,
    /// written as the `Float`s it holds, or nil when it is.
    static func outsideFrame(_ value: SIMD4<Float>) -> String? {
        LayerRect(value).outsideFrame(slack: parameterSlack) { Float($0).description }
    }
}

extension LayerTransition {
    /// The `vec4` parameters that are rectangles of the frame: a layer's `region`, or a value of a
    /// `move`, presenting or dismissing. Their values must lie inside the frame, as a region
    /// written in the file must (`EffectParameter.isFrameRectangle`).
    var frameRectangleParameters: Set<String> {
        var names: Set<String> = []
        func collect(_ layers: [Layer]) {
            for layer in layers {
                if let name = layer.regionParameter { names.insert(name) }
                for behaviour in layer.behaviours {
                    guard case .frame = behaviour.property else { continue }
                    for value in [behaviour.from, behaviour.to] + behaviour.keyframes.map(\.value) {
                        if case .parameter(let name) = value { names.insert(name) }
                    }
                }
                collect(layer.sublayers)
            }
        }
        collect(layers)
        collect(dismissal ?? [])
        return names
    }

    /// `parameters`, those that are rectangles of the frame marked so that setting one outside
    /// the frame is refused.
    var parametersCheckingRectangles: [EffectParameter] {
        let rectangles = frameRectangleParameters
        return parameters.map { parameter in
            var parameter = parameter
            if parameter.type == .vec4, rectangles.contains(parameter.name) { parameter.isFrameRectangle = true }
            return parameter
        }
    }
}
