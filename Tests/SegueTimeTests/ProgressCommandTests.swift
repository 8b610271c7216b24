import Testing

@testable import SegueTime

@Suite("Progress lines")
struct ProgressCommandTests {
    @Test(arguments: [
        ("0.5", ProgressCommand.progress(0.5)),
        ("  1 ", .progress(1)),
        ("0", .progress(0)),
        ("\t0.25\t# a quarter", .progress(0.25)),
        ("finish", .finish),
        ("  Cancel  ", .cancel),
        ("FINISH # done", .finish),
        ("1e-1", .progress(0.1)),
    ])
    func commandsParse(line: String, expected: ProgressCommand) throws {
        #expect(try ProgressCommand.parse(line: line) == expected)
    }

    @Test(arguments: ["", "   ", "# a comment", "   # indented comment", "\t"])
    func blankAndCommentLinesCarryNoCommand(line: String) throws {
        #expect(try ProgressCommand.parse(line: line) == nil)
    }

    @Test(arguments: [
        ("1.5", "outside the valid range [0, 1]"),
        ("-0.1", "outside the valid range [0, 1]"),
        ("inf", "outside the valid range [0, 1]"),
        ("nan", "NaN"),
        ("NaN", "NaN"),
        ("half", "expected a number in [0, 1], \"finish\" or \"cancel\""),
        ("0.5 0.6", "is not a command"),
        ("finish now", "is not a command"),
    ])
    func badLinesThrowAClearError(line: String, mentions: String) {
        do {
            _ = try ProgressCommand.parse(line: line)
            Issue.record("\"\(line)\" parsed")
        } catch {
            guard case .invalidProgressLine(let reportedLine, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(reportedLine == line)
            #expect(error.description.contains(mentions), "\(error.description)")
        }
    }
}
