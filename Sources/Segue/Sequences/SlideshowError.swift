/// Why a slideshow cannot be rendered as given; each case names the item or join at fault.
public enum SlideshowError: Error, Equatable, Sendable {
    /// A slideshow with nothing in it.
    case noItems
    /// Joins that do not fall one between each pair of items.
    case joinCount(items: Int, joins: Int)
    /// A frame rate or default still duration that cannot be used.
    case invalidSettings(String)
    /// An item that cannot play as asked (a trim outside the clip, a still of no length); `item` names it.
    case badItem(item: String, reason: String)
    /// A join that cannot be drawn as asked (longer than its neighbours, an unknown transition or
    /// parameter); `join` names it and its two items.
    case badJoin(join: String, reason: String)
}

extension SlideshowError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .noItems: return "a slideshow needs at least one still or clip"
        case .joinCount(let items, let joins):
            return "\(items) items need \(max(items - 1, 0)) joins between them, not \(joins)"
        case .invalidSettings(let message): return message
        case .badItem(let item, let reason): return "\(item): \(reason)"
        case .badJoin(let join, let reason): return "\(join): \(reason)"
        }
    }
}
