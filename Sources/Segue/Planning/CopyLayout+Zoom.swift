extension CopyLayout {
    /// `zoom.glsl`: "to" still behind, and "from" scaled by `mix(1, endScale, progress)` about
    /// `center` into a rectangle, where it is mixed over "to" by 1 − progress. "to" is copied,
    /// "from" drawn into its rectangle and blended by the device, the rectangle's edges shaded.
    static func zoom(progress: Float, endScale: Float, center: SIMD2<Float>, into regions: inout FrameRegions) {
        let scale = Double(1 + (endScale - 1) * progress)
        guard scale > 0 else { return }
        regions.copy(.to, columns: 0..<Int.max, rows: 0..<Int.max)
        let c = SIMD2<Double>(center)
        // Where "from"'s corners land, in uv (y up); then in clip space, y down as rows run.
        let low = c - c * scale
        let high = c + (1 - c) * scale
        let corners = [(low.x, low.y), (high.x, low.y), (low.x, high.y), (high.x, high.y)].map { (x, y) in
            SIMD4<Double>(2 * x - 1, 1 - 2 * y, 0, 1)
        }
        regions.face(.from, corners: FrameRegions.Corners(corners.map { SIMD4<Float>($0) }), opacity: 1 - progress)
        regions.shadeEdges(ofQuad: corners, margin: CubeFaces.edgeMargin)
    }

    /// `fade-through.glsl`: "from" mixed towards `colour` by 2·progress, then `colour` towards
    /// "to": the image is copied and the colour, where opaque, blended over it by the device.
    static func fadeThrough(progress: Float, colour: SIMD4<Float>, into regions: inout FrameRegions) {
        guard colour.w >= 1 else { return }
        let all = 0..<Int.max
        if progress < 0.5 {
            regions.copy(.from, columns: all, rows: all)
            regions.blend(colour, opacity: progress * 2)
        } else {
            regions.copy(.to, columns: all, rows: all)
            regions.blend(colour, opacity: 1 - (progress * 2 - 1))
        }
    }
}
