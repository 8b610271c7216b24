extension CopyLayout {
    /// `motion.glsl` (`push`, `cover`, `reveal`): the moving image is offset by a whole number of
    /// pixels, `floor(full · progress + 0.5)`, so each side of the seam is one image's pixels
    /// moved exactly. Where that product lands within a rounding of a half pixel (a fused
    /// multiply-add on the device may round it the other way) the frame is left to the shader.
    static func motion(moves: Int, direction: Int, progress: Float, into regions: inout FrameRegions) {
        let vertical = direction >= 2
        let size = vertical ? regions.height : regions.width
        // Along the motion, counted as the shader counts: columns rightwards, rows upwards.
        let full = direction == 0 || direction == 3 ? -size : size
        // The product is exact in doubles; where it is also a float, a fused multiply-add rounds
        // as two operations do, and elsewhere only a sum within a rounding of a whole number is in doubt.
        let product = Double(full) * Double(progress)
        let sum = product + 0.5
        guard Double(Float(product)) == product || abs(sum - sum.rounded()) > 1e-3 else { return }
        let shift = Int((Float(full) * progress + 0.5).rounded(.down))
        // Pixels `start` up to `end` (the shader's count) show `image`'s pixels `move` further on.
        func copy(_ image: FrameRegions.Image, _ start: Int, _ end: Int, move: Int) {
            let span = max(start, 0)..<max(min(end, size), max(start, 0))
            guard !span.isEmpty else { return }
            if vertical {
                // Rows counted upwards: row r is row size − 1 − r from the top.
                let rows = (size - span.upperBound)..<(size - span.lowerBound)
                regions.copy(image, columns: 0..<Int.max, rows: rows, dy: -move, exact: true)
            } else {
                regions.copy(image, columns: span, rows: 0..<Int.max, dx: move, exact: true)
            }
        }
        if moves == 1 {
            // "to" moves in from one frame away; "from" stays.
            let (start, end) = (shift - full, size + shift - full)
            copy(.to, start, end, move: full - shift)
            copy(.from, 0, start, move: 0)
            copy(.from, end, size, move: 0)
        } else {
            let (start, end) = (shift, size + shift)
            copy(.from, start, end, move: -shift)
            // Past "from": "to" following it (push) or still beneath it (reveal).
            let toMove = moves == 0 ? full - shift : 0
            copy(.to, 0, start, move: toMove)
            copy(.to, end, size, move: toMove)
        }
    }
}
