/// The names in `candidates` closest to a mistyped `name`, best first, for "did you mean" hints.
///
/// A candidate qualifies when its edit distance (ignoring case) is small for the name's length, or
/// when it starts with the name, so `pixel` finds `pixellate-dissolve`. Returns at most `limit`.
public func closestNames(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
    let typed = Array(name.lowercased())
    guard !typed.isEmpty else { return [] }
    // One edit in three characters still reads as the same word.
    let allowed = max(1, typed.count / 3)
    var scored: [(distance: Int, name: String)] = []
    for candidate in Set(candidates) {
        let lowered = Array(candidate.lowercased())
        let distance = editDistance(typed, lowered)
        if distance <= allowed {
            scored.append((distance, candidate))
        } else if typed.count >= 3, lowered.starts(with: typed) {
            scored.append((allowed + 1, candidate))
        }
    }
    return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
}

/// "did you mean 'a'?" or "did you mean 'a', 'b' or 'c'?" for `names`; nil when there are none.
public func didYouMean(_ names: [String]) -> String? {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last else { return nil }
    let list = quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    return "did you mean \(list)?"
}

/// Edit distance where an insertion, a deletion, a substitution or a swap of neighbours costs one
/// (optimal string alignment): a swap is the commonest typo, so it counts as one mistake.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    var beforePrevious = Array(0...b.count)
    var previous = beforePrevious
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in stride(from: 1, through: b.count, by: 1) {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}
