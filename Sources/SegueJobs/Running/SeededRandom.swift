/// SplitMix64: a small generator whose numbers depend only on its seed, so that `concat
/// --transition random --seed N` picks the same transitions on every machine and Swift version.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `names`, each as likely (the modulo's bias is negligible for a list of names).
    mutating func pick(_ names: [String]) -> String {
        names[Int(next() % UInt64(names.count))]
    }
}
