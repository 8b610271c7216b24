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

    @Test func mistakesAreOneErrorSayingWhatWasExpected() {
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "ToneCurveFilter", name: "toneCurve", value: "alpha: 0,0 1,1",
                expected: "a channel: one of red, green, blue, rgb")
        ) {
            try ToneCurve(curveText: "rgb: 0,0 1,1; alpha: 0,0 1,1")
        }
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "ToneCurveFilter", name: "toneCurve", value: "0.5",
                expected: "a point as input,output (two numbers from 0 to 1) in red")
        ) {
            try ToneCurve(curveText: "red: 0,0 0.5 1,1")
        }
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "ToneCurveFilter", name: "toneCurve", value: "red: 0,1 1,0",
                expected: "each channel once")
        ) {
            try ToneCurve(curveText: "red: 0,0 1,1; red: 0,1 1,0")
        }
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "ToneCurveFilter", name: "toneCurve", value: "0,0 1,1",
                expected: "CHANNEL: x,y x,y …, with CHANNEL one of red, green, blue, rgb")
        ) {
            try ToneCurve(curveText: "rgb: 0,0 1,1; 0,0 1,1")
        }
        // The curve's own checks name GPUImage's property.
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "ToneCurveFilter", name: "rgbCompositeControlPoints",
                value: "(0.5, 0.5)", expected: "two points or more")
        ) {
            try ToneCurve(curveText: "rgb: 0.5,0.5")
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
