import Testing

@testable import SegueTime

@Suite("Timing curve parsing")
struct TimingCurveParsingTests {
    @Test(arguments: [
        ("linear", TimingCurve.linear),
        ("easeIn", .easeIn),
        ("easeOut", .easeOut),
        ("easeInOut", .easeInOut),
        (" ease-in-out ", .easeInOut),
        ("EASEOUT", .easeOut),
        ("cubic-bezier(0.25,0.1,0.25,1)", .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
        ("cubic-bezier( 0.68, -0.55 , 0.265, 1.55 )", .cubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)),
    ])
    func validFormsParse(text: String, expected: TimingCurve) throws {
        #expect(try TimingCurve(parsing: text) == expected)
    }

    @Test func springParsesDampingRatioAndResponse() throws {
        let curve = try TimingCurve(parsing: "spring(0.8, 0.5)")
        #expect(curve == .spring(try Spring(dampingRatio: 0.8, response: 0.5)))
    }

    @Test(arguments: [
        ("cubic-bezier(1.2, 0, 0.5, 1)", "x1"),
        ("cubic-bezier(0.2, 0, -0.1, 1)", "x2"),
        ("cubic-bezier(0.2, 0, 0.5)", "4 numbers"),
        ("cubic-bezier(0.2, a, 0.5, 1)", "not a finite number"),
        ("cubic-bezier(0.2, nan, 0.5, 1)", "not a finite number"),
        ("cubic-bezier(0.2, 0, 0.5, 1", "unknown curve name"),
        ("bounce", "unknown curve name"),
        ("wobble(1, 2)", "unknown curve function"),
        ("spring(0.5)", "2 numbers"),
        ("spring(0, 0.5)", "dampingRatio"),
        ("spring(0.5, -1)", "response"),
        ("", "unknown curve name"),
    ])
    func badInputThrowsAnErrorListingTheValidForms(text: String, mentions: String) {
        do {
            _ = try TimingCurve(parsing: text)
            Issue.record("\"\(text)\" parsed")
        } catch {
            guard case .invalidCurve(let input, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(input == text)
            #expect(error.description.contains(mentions))
            #expect(error.description.contains("cubic-bezier(x1,y1,x2,y2)"))
            #expect(error.description.contains("easeInOut"))
        }
    }
}
