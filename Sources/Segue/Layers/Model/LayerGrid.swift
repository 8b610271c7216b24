/// Copies of a layer cut as the tiles of a grid, as VCTransitionsLibrary's explode cuts its
/// snapshot: `columns` across, square cells in pixels, and as many rows as cover the frame (the
/// last may reach past its bottom edge, where the tile shows nothing). Copies go column by
/// column, top to bottom, each on top of those before. Each copy draws its own random values.
public struct LayerGrid: Sendable, Equatable {
    /// Tiles across the frame's width.
    public var columns: Int
    /// The seed of the copies' random values: a number or an `int` parameter.
    public var seed: LayerRepetition.Count

    public init(columns: Int, seed: LayerRepetition.Count) {
        self.columns = columns
        self.seed = seed
    }

    /// Rows covering a frame `aspect` (height / width) high with square cells.
    func rows(aspect: Double) -> Int {
        max(1, Int((aspect * Double(columns) - 1e-9).rounded(.up)))
    }

    /// The seed with the transition's parameters set to `values`.
    func resolvedSeed(_ values: [String: ParameterValue]) -> Int {
        seed.value(values) ?? 0
    }
}

/// A number of a behaviour's value: a constant, or drawn for each tile of a grid from a range.
public enum BehaviourNumber: Sendable, Equatable {
    case constant(Double)
    /// Uniform in `range`, from the grid's seed, the tile, and `key` (which random number of
    /// its layer this is, in the file's order).
    case random(ClosedRange<Double>, key: Int)

    /// The number for tile `copy` of a grid seeded with `seed`.
    func value(seed: Int, copy: Int) -> Double {
        switch self {
        case .constant(let x): return x
        case .random(let range, let key):
            return range.lowerBound + (range.upperBound - range.lowerBound) * SeededRandom.unit(seed, copy, key)
        }
    }
}

/// One Core Animation call of a `transform` value whose numbers are drawn per tile.
public struct TransformStep: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case translate, scale, rotate, m34, perspective
    }

    public var kind: Kind
    public var numbers: [BehaviourNumber]

    public init(_ kind: Kind, _ numbers: [BehaviourNumber]) {
        self.kind = kind
        self.numbers = numbers
    }

    /// `transform` with this call applied before it (as `CATransform3DRotate(t, …)` is), its
    /// numbers given by `value`.
    func applied(to transform: Transform3D, _ value: (BehaviourNumber) -> Double) -> Transform3D {
        let v = numbers.map(value)
        switch kind {
        case .translate: return transform.translated(x: v[0], y: v[1], z: v[2])
        case .scale: return transform.scaled(x: v[0], y: v[1], z: v[2])
        case .rotate: return transform.rotated(degrees: v[0], x: v[1], y: v[2], z: v[3])
        case .m34: return transform.settingM34(v[0])
        case .perspective: return transform.settingM34(-1 / v[0])
        }
    }
}

/// Reproducible uniform numbers: SplitMix64 over the seed, the tile and the value's key, so that
/// the same seed gives the same frames on every machine and in any order of evaluation.
enum SeededRandom {
    /// A number in [0, 1).
    static func unit(_ seed: Int, _ copy: Int, _ key: Int) -> Double {
        var x = UInt64(bitPattern: Int64(seed)) &* 0x9E37_79B9_7F4A_7C15
        x = mix(x ^ UInt64(truncatingIfNeeded: copy) &* 0xBF58_476D_1CE4_E5B9)
        x = mix(x ^ UInt64(truncatingIfNeeded: key) &* 0x94D0_49BB_1331_11EB)
        return Double(x >> 11) / Double(UInt64(1) << 53)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Layer {
    /// Gives the random numbers of the layer's behaviours their keys, 0, 1, 2… in the order they
    /// are written (from, keyframes, to), and returns how many there are.
    mutating func numberRandomValues() -> Int {
        var next = 0
        func numbered(_ number: BehaviourNumber) -> BehaviourNumber {
            guard case .random(let range, _) = number else { return number }
            defer { next += 1 }
            return .random(range, key: next)
        }
        func numbered(_ value: BehaviourValue) -> BehaviourValue {
            switch value {
            case .drawn(let numbers): return .drawn(numbers.map(numbered))
            case .drawnTransform(let steps):
                return .drawnTransform(steps.map { TransformStep($0.kind, $0.numbers.map(numbered)) })
            case .transform, .rest, .number, .vector, .parameter: return value
            }
        }
        for index in behaviours.indices {
            behaviours[index].from = numbered(behaviours[index].from)
            for keyframe in behaviours[index].keyframes.indices {
                behaviours[index].keyframes[keyframe].value = numbered(behaviours[index].keyframes[keyframe].value)
            }
            behaviours[index].to = numbered(behaviours[index].to)
        }
        return next
    }
}

extension Behaviour {
    /// Whether any of its values holds a number drawn per tile.
    var isDrawn: Bool {
        ([from, to] + keyframes.map(\.value)).contains { value in
            switch value {
            case .drawn, .drawnTransform: return true
            case .transform, .rest, .number, .vector, .parameter: return false
            }
        }
    }
}
