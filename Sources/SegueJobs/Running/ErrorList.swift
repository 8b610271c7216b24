/// Several mistakes found together, reported one line each rather than stopping at the first.
public struct ErrorList: Error, CustomStringConvertible {
    /// The mistakes, in the order found.
    public var errors: [any Error]

    public var description: String { errors.map { "\($0)" }.joined(separator: "\n") }

    /// Runs `body` on every element, then throws what failed: the one error as it is, or all as a list.
    static func collect<Element>(_ elements: [Element], _ body: (Element) throws -> Void) throws {
        var errors: [any Error] = []
        for element in elements {
            do { try body(element) } catch { errors.append(error) }
        }
        if errors.count == 1 { throw errors[0] }
        if errors.count > 1 { throw ErrorList(errors: errors) }
    }
}
