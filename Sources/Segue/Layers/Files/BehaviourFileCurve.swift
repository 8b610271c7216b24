import SegueTime

/// A behaviour's `curve`: an easing name, `cubic-bezier(x1,y1,x2,y2)` or `spring(damping,velocity)`.
enum BehaviourFileCurve {
    static let validForms = "linear, easeIn, easeOut, easeInOut, cubic-bezier(x1,y1,x2,y2), spring(damping,velocity)"

    static func read(_ node: JSONNode) throws(JSONIssue) -> BehaviourCurve {
        let text = try BehaviourFileFields.string(node, key: "curve")
        func fail(_ reason: String) -> JSONIssue {
            JSONIssue(position: node.position, message: "invalid curve \(text.quotedForMessage): \(reason)")
        }
        switch text {
        case "linear": return .timing(.linear)
        case "easeIn": return .timing(.easeIn)
        case "easeOut": return .timing(.easeOut)
        case "easeInOut": return .timing(.easeInOut)
        default: break
        }
        let trimmed = text.filter { !$0.isWhitespace }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            throw JSONIssue(
                position: node.position, message: "unknown curve \(text.quotedForMessage); valid forms: \(validForms)")
        }
        let arguments = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        switch trimmed[..<open] {
        case "cubic-bezier":
            // TimingCurve's own reading checks the control points; its `spring` is another spring
            // (SwiftUI's damping and response), so only the Bézier form goes through it.
            do throws(TimingError) {
                return .timing(try TimingCurve(parsing: trimmed))
            } catch {
                if case .invalidCurve(_, let reason) = error { throw fail(reason) }
                throw fail(error.description)
            }
        case "spring":
            return try spring(arguments, fail: fail)
        default:
            throw JSONIssue(
                position: node.position, message: "unknown curve \(text.quotedForMessage); valid forms: \(validForms)")
        }
    }

    /// UIKit's spring: a damping ratio greater than 0 and a finite initial velocity.
    private static func spring(_ arguments: Substring, fail: (String) -> JSONIssue) throws(JSONIssue) -> BehaviourCurve
    {
        let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw fail("spring takes 2 numbers (damping, velocity), got \(parts.count)") }
        var numbers: [Double] = []
        for part in parts {
            guard let number = Double(part), number.isFinite else {
                throw fail("\(String(part).quotedForMessage) is not a finite number")
            }
            numbers.append(number)
        }
        guard numbers[0] > 0 else { throw fail("damping must be greater than 0, not \(numbers[0].messageText)") }
        return .spring(damping: numbers[0], velocity: numbers[1])
    }
}
