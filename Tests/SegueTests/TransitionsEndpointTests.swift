import Segue
import Testing

/// Every transition starts exactly on "from", ends exactly on "to", and is neither halfway.
@Suite(.requiresGPU)
struct TransitionsEndpointTests {
    /// Every transition; a library that fails to load fails the test instead of leaving it no cases.
    static var names: [String] {
        get throws { try EffectLibrary(environment: [:]).transitionNames }
    }

    /// An odd size (rows and columns with no centre pixel pair) and a square one.
    static let sizes = [(333, 177), (128, 128)]

    @Test func everyCatalogTransitionIsACase() throws {
        let names = try Self.names
        let catalog =
            TransitionsCatalogTests.xfade51 + TransitionsCatalogTests.xfadeLater + TransitionsCatalogTests.classic
        #expect(
            names.count >= catalog.count,
            "\(names.count) transitions, fewer than the \(catalog.count) the catalog names")
        #expect(Set(catalog).subtracting(names).isEmpty, "not covered: \(Set(catalog).subtracting(names).sorted())")
    }

    @Test(arguments: try names)
    func startsOnFromEndsOnToAndDiffersHalfway(name: String) throws {
        let engine = try TestEngine.engine()
        for (width, height) in Self.sizes {
            let from = TestImages.pattern(width: width, height: height)
            let to = TestImages.otherPattern(width: width, height: height)
            let transition = try engine.makeTransition(name, from: from, to: to)
            let start = ImageComparison(try transition.render(progress: 0), from, tolerance: 1)
            // A layer transition that reproduces a source whose first frame is not "from" says so.
            let exactStart = try EffectLibrary(environment: [:]).layerTransitions[name]?.exactEnds ?? true
            #expect(
                start.fractionWithin == 1 || !exactStart, "\(name) \(width)x\(height) at 0 is not \"from\": \(start)")
            let end = ImageComparison(try transition.render(progress: 1), to, tolerance: 1)
            #expect(end.fractionWithin == 1, "\(name) \(width)x\(height) at 1 is not \"to\": \(end)")
            // Halfway, a good share of the frame is neither image (the patterns differ nearly everywhere).
            let middle = try transition.render(progress: 0.5)
            let likeFrom = ImageComparison(middle, from, tolerance: 1)
            let likeTo = ImageComparison(middle, to, tolerance: 1)
            #expect(likeFrom.fractionWithin < 0.9, "\(name) \(width)x\(height) at 0.5 is nearly \"from\": \(likeFrom)")
            #expect(likeTo.fractionWithin < 0.9, "\(name) \(width)x\(height) at 0.5 is nearly \"to\": \(likeTo)")
        }
    }
}
