import Segue
import Testing

/// Tone curves written as text, as `--param toneCurve=…` takes them: `CHANNEL: x,y x,y …`
/// sections separated by `;`, the channels GPUImage's ToneCurveFilter has.
struct ToneCurveTextTests {
    @Test func sectionsSetTheirChannelsAndTheOthersStayIdentity() throws {
        let curve = try ToneCurve(curveText: "rgb: 0,0 0.5,0.6 1,1; red: 0,0.1 1,0.9")
        #expect(
            curve
                == (try ToneCurve(
                    red: [SIMD2(0, 0.1), SIMD2(1, 0.9)], rgbComposite: [SIMD2(0, 0), SIMD2(0.5, 0.6), SIMD2(1, 1)])))
        #expect(curve.green == ToneCurve.identity && curve.blue == ToneCurve.identity)
        // Spaces around names and between points, a trailing `;` and capitals are fine.
        #expect(try ToneCurve(curveText: " Blue :0,1   1,0 ;") == (try ToneCurve(blue: [SIMD2(0, 1), SIMD2(1, 0)])))
    }

    @Test func curveTextIsToldApartFromAFileName() {
        #expect(ToneCurve.isCurveText("rgb: 0,0 1,1"))
        #expect(ToneCurve.isCurveText("green:0,0 1,1"))
        #expect(!ToneCurve.isCurveText("curves/crossprocess.acv"))
        #expect(!ToneCurve.isCurveText("old/red:1.acv"))
    }

    /// A curve's text, and the parameter, value and expectation its one error names.
    @Test(arguments: [
        ("rgb: 0,0 1,1; alpha: 0,0 1,1", "toneCurve", "alpha: 0,0 1,1", "a channel: one of red, green, blue, rgb"),
        ("red: 0,0 0.5 1,1", "toneCurve", "0.5", "a point as input,output (two numbers from 0 to 1) in red"),
        ("red: 0,0 1,1; red: 0,1 1,0", "toneCurve", "red: 0,1 1,0", "each channel once"),
        (
            "rgb: 0,0 1,1; 0,0 1,1", "toneCurve", "0,0 1,1",
            "CHANNEL: x,y x,y …, with CHANNEL one of red, green, blue, rgb"
        ),
        // The curve's own checks name GPUImage's property.
        ("rgb: 0.5,0.5", "rgbCompositeControlPoints", "(0.5, 0.5)", "two points or more"),
    ])
    func mistakesAreOneErrorSayingWhatWasExpected(text: String, name: String, value: String, expected: String) {
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "ToneCurveFilter", name: name, value: value, expected: expected)
        ) {
            try ToneCurve(curveText: text)
        }
    }

    @Test func theArgumentMakesTheSameTableAsTheCurve() throws {
        let text = "rgb: 0,0.1 0.5,0.4 1,1; blue: 0,1 1,0"
        let table = try #require(try LookupTable(argument: text, forInput: "toneCurve"))
        #expect(table.input == "toneCurve")
        #expect(table.image == LookupTable(toneCurve: try ToneCurve(curveText: text)).image)
        #expect(try LookupTable(argument: text, forInput: "radius") == nil)
    }
}
