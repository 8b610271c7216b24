extension Engine {
    /// Gives `node` what its effect measures from the image it filters, counted on the GPU from
    /// `input`: the equalisation table of `HistogramEqualization` (for its `type`), the average
    /// luminance of `AverageLuminanceThreshold`. Other effects are left as they are; returns
    /// whether anything was measured.
    @discardableResult
    public func measure(_ node: EffectNode, from input: Image) throws -> Bool {
        guard node.effect.measuresItsInput else { return false }
        try node.takeMeasurement(try histogram(of: input))?.feed(node)
        return true
    }
}

extension EffectNode {
    /// Sets what the effect measures from its input's `histogram` (the average luminance) and
    /// returns the equalisation table it reads, if it reads one, for the caller to give it.
    func takeMeasurement(_ histogram: Histogram) throws -> LookupTable? {
        let effect = self.effect
        if effect.parameters.contains(where: { $0.name == "averageLuminance" }) {
            try set("averageLuminance", Float(histogram.averageLuminance))
        }
        guard effect.inputs.contains("equalization") else { return nil }
        let type = effect.parameters.contains { $0.name == "type" } ? try value(of: "type") : .int(0)
        guard case .int(let chosen) = type else { return nil }
        return LookupTable(equalizing: histogram, type: Int(chosen))
    }
}

extension EffectDescription {
    /// Whether the effect draws with something measured from its input first
    /// (`Engine.measure(_:from:)`): an `equalization` table input or an `averageLuminance` parameter.
    public var measuresItsInput: Bool {
        inputs.contains("equalization") || parameters.contains { $0.name == "averageLuminance" }
    }
}
