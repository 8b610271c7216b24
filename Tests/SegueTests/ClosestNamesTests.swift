import Segue
import Testing

struct ClosestNamesTests {
    let names = ["pixellate-dissolve", "fade", "fadeblack", "fadewhite", "cube", "circleopen", "Vignette"]

    @Test func aTypoFindsTheName() {
        #expect(closestNames(to: "pixelate-dissolve", in: names) == ["pixellate-dissolve"])
        #expect(closestNames(to: "vignete", in: names) == ["Vignette"])
        #expect(closestNames(to: "cueb", in: names) == ["cube"])
        #expect(closestNames(to: "tnt", in: ["tint", "end", "center"]) == ["tint"])
    }

    @Test func closestComeFirstAndAtMostThree() {
        #expect(closestNames(to: "fade", in: names) == ["fade", "fadeblack", "fadewhite"])
        #expect(closestNames(to: "fad", in: names).first == "fade")
        #expect(closestNames(to: "fade", in: names, limit: 1) == ["fade"])
    }

    @Test func nothingCloseIsNothing() {
        #expect(closestNames(to: "zzzzzz", in: names).isEmpty)
        #expect(closestNames(to: "", in: names).isEmpty)
        #expect(didYouMean([]) == nil)
    }

    @Test func suggestionsReadAsASentence() {
        #expect(didYouMean(["a"]) == "did you mean 'a'?")
        #expect(didYouMean(["a", "b", "c"]) == "did you mean 'a', 'b' or 'c'?")
    }

    @Test func errorsSuggestAndKeepTheirLists() {
        let error = EffectError.unknownEffect(name: "cueb", kind: "transition", available: names)
        #expect(error.description == "unknown transition 'cueb'; did you mean 'cube'?")
        guard case .unknownEffect(_, _, let available) = error else { return }
        #expect(available == names)
        #expect(
            EffectError.unknownParameter(effect: "fade", name: "x", valid: ["amount", "color"]).description
                == "fade has no parameter 'x'; valid: amount, color")
        #expect(
            EffectError.unknownParameter(effect: "fade", name: "x", valid: []).description
                == "fade has no parameter 'x'; it has none")
    }
}
