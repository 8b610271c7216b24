@testable import Segue

/// A grid layer cut into its tiles as the explode source cuts its snapshot: squares of a tenth
/// (1 / columns) of the frame's width, as many rows as reach the bottom, column by column; each
/// tile a plain layer whose random numbers are drawn for it.
enum LayerReferenceTiles {
    static func tiles(
        of layer: Layer, _ grid: LayerGrid, aspect: Double, values: [String: ParameterValue]
    ) -> [Layer] {
        var seed = 0
        switch grid.seed {
        case .fixed(let n): seed = n
        case .parameter(let name): if case .int(let n)? = values[name] { seed = Int(n) }
        }
        // In pixels of a frame 1 wide: the side is 1 / columns, the frame `aspect` high.
        let side = 1 / Double(grid.columns)
        var rows = 0
        while Double(rows) * side < aspect - 1e-9 { rows += 1 }
        var tiles: [Layer] = []
        for column in 0..<grid.columns {
            for row in 0..<rows {
                var tile = layer
                tile.grid = nil
                let r = layer.region
                tile.region = LayerRect(
                    x: (Double(column) + r.x) * side, y: (Double(row) + r.y) * side / aspect,
                    width: r.width * side, height: r.height * side / aspect)
                let copy = tiles.count
                tile.behaviours = layer.behaviours.map { behaviour in
                    var drawn = behaviour
                    drawn.from = instantiated(behaviour.from, seed: seed, copy: copy)
                    drawn.to = instantiated(behaviour.to, seed: seed, copy: copy)
                    for k in drawn.keyframes.indices {
                        drawn.keyframes[k].value = instantiated(drawn.keyframes[k].value, seed: seed, copy: copy)
                    }
                    return drawn
                }
                tiles.append(tile)
            }
        }
        return tiles
    }

    /// The value with its random numbers drawn for tile `copy`: plain numbers, or a transform
    /// built by the same calls in the same order.
    static func instantiated(_ value: BehaviourValue, seed: Int, copy: Int) -> BehaviourValue {
        func number(_ n: BehaviourNumber) -> Double {
            switch n {
            case .constant(let x): return x
            case .random(let range, let key):
                return range.lowerBound + (range.upperBound - range.lowerBound) * SeededRandom.unit(seed, copy, key)
            }
        }
        switch value {
        case .drawn(let numbers):
            return numbers.count == 1 ? .number(number(numbers[0])) : .vector(numbers.map(number))
        case .drawnTransform(let steps):
            var t = Transform3D.identity
            for step in steps {
                let v = step.numbers.map(number)
                switch step.kind {
                case .translate: t = t.translated(x: v[0], y: v[1], z: v[2])
                case .scale: t = t.scaled(x: v[0], y: v[1], z: v[2])
                case .rotate: t = t.rotated(degrees: v[0], x: v[1], y: v[2], z: v[3])
                case .m34: t = t.settingM34(v[0])
                case .perspective: t = t.settingM34(-1 / v[0])
                }
            }
            return .transform(t)
        case .number, .vector, .transform, .rest, .parameter: return value
        }
    }
}
