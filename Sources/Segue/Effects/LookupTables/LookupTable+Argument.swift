extension LookupTable {
    /// The table for `input` from a command-line value: for `toneCurve`, curves written as text
    /// (`rgb: 0,0 0.5,0.6 1,1; red: …`, see `ToneCurve(curveText:)`) or an `.acv` file; for the
    /// others, the file `init?(contentsOfFile:forInput:limits:)` reads. Nil when `input` is not a
    /// lookup filter's.
    public init?(argument: String, forInput input: String, limits: ImageLimits = ImageLimits()) throws {
        if input == "toneCurve", ToneCurve.isCurveText(argument) {
            self.init(toneCurve: try ToneCurve(curveText: argument))
            return
        }
        try self.init(contentsOfFile: argument, forInput: input, limits: limits)
    }
}
