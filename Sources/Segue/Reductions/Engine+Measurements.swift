extension Engine {
    /// Gives `node` what its effect measures from the image it filters, counted on the GPU from
    /// `input`: the equalisation table of `HistogramEqualization` (for its `type`), the average
    /// luminance of `AverageLuminanceThreshold`. Other effects are left as they are; returns
    /// whether anything was measured.
    @discardableResult
    public func measure(_ node: EffectNode, from input: Image) throws -> Bool {
        let effect = node.effect
        guard effect.measuresItsInput else { return false }
        let equalizes = effect.inputs.contains("equalization")
        let thresholds = effect.parameters.contains { $0.name == "averageLuminance" }
        let histogram = try histogram(of: input)
        if equalizes {
            let type = effect.parameters.contains { $0.name == "type" } ? try node.value(of: "type") : .int(0)
            guard case .int(let chosen) = type else { return false }
            try LookupTable(equalizing: histogram, type: Int(chosen)).feed(node)
        }
        if thresholds {
            try node.set("averageLuminance", Float(histogram.averageLuminance))
        }
        return true
    }
}

extension EffectDescription {
    /// Whether the effect draws with something measured from its input first
    /// (`Engine.measure(_:from:)`): an `equalization` table input or an `averageLuminance` parameter.
    public var measuresItsInput: Bool {
        inputs.contains("equalization") || parameters.contains { $0.name == "averageLuminance" }
    }
}
