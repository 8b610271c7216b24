extension TimingCurve {
    /// The spellings `init(parsing:)` accepts, for help and error text.
    public static let validForms =
        "linear, easeIn, easeOut, easeInOut, cubic-bezier(x1,y1,x2,y2) with x1 and x2 in [0,1], spring(dampingRatio,response) with both > 0"

    /// Parses a curve as written on a command line, e.g. `easeOut` or `cubic-bezier(0.2, 0, 0, 1)`.
    ///
    /// Names are case-insensitive and may use CSS hyphens (`ease-in-out`). `spring(d, r)` takes a
    /// damping ratio and a response in seconds.
    public init(parsing text: String) throws(TimingError) {
        let trimmed = String(timingTrimmed(Substring(text)))
        let name = trimmed.lowercased().filter { $0 != "-" && $0 != "_" }
        switch name {
        case "linear":
            self = .linear
            return
        case "easein":
            self = .easeIn
            return
        case "easeout":
            self = .easeOut
            return
        case "easeinout":
            self = .easeInOut
            return
        default: break
        }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            throw .invalidCurve(input: text, reason: "unknown curve name")
        }
        let function = trimmed[..<open].lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
        let arguments = try Self.numbers(
            in: trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)], of: text)
        switch function {
        case "cubicbezier":
            self = try Self.bezier(arguments, text: text)
        case "spring":
            self = try Self.spring(arguments, text: text)
        default:
            throw .invalidCurve(input: text, reason: "unknown curve function \"\(function)\"")
        }
    }

    private static func bezier(_ arguments: [Double], text: String) throws(TimingError) -> TimingCurve {
        guard arguments.count == 4 else {
            throw .invalidCurve(input: text, reason: "cubic-bezier takes 4 numbers, got \(arguments.count)")
        }
        for (name, x) in [("x1", arguments[0]), ("x2", arguments[2])] where !(0...1).contains(x) {
            throw .invalidCurve(input: text, reason: "\(name) is \(x) but must be in [0,1] so that time moves forward")
        }
        return .cubicBezier(x1: arguments[0], y1: arguments[1], x2: arguments[2], y2: arguments[3])
    }

    private static func spring(_ arguments: [Double], text: String) throws(TimingError) -> TimingCurve {
        guard arguments.count == 2 else {
            throw .invalidCurve(
                input: text, reason: "spring takes 2 numbers (damping ratio, response), got \(arguments.count)")
        }
        do throws(TimingError) {
            return .spring(try Spring(dampingRatio: arguments[0], response: arguments[1]))
        } catch {
            throw .invalidCurve(input: text, reason: error.description)
        }
    }

    /// Splits a comma-separated argument list into finite numbers.
    private static func numbers(in list: Substring, of text: String) throws(TimingError) -> [Double] {
        var result: [Double] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let token = timingTrimmed(part)
            guard let number = Double(token), number.isFinite else {
                throw .invalidCurve(input: text, reason: "\"\(token)\" is not a finite number")
            }
            result.append(number)
        }
        return result
    }
}

/// Drops leading and trailing whitespace without pulling in Foundation.
func timingTrimmed(_ text: Substring) -> Substring {
    let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
    return text[start..<end]
}
