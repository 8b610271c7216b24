/// Where a layer lands on screen: the projective map from its unit square to frame pixels.
///
/// A layer is placed as Core Animation places one, in pixels: about its anchor it is scaled,
/// rotated (about x, then y, then z), transformed by its `transform` behaviours, and moved to its
/// anchor's place in the frame plus its translation. A group's sublayers then take the group's
/// `sublayerTransform` (about its anchor), are flattened into its plane, and are placed with it.
/// Last, the frame's perspective (`m34 = −1 / eye` about its centre) is applied. Every step is a
/// 4×4 matrix; on the layer's plane (u, v, 0, 1) their product is one 3×3 homography H:
/// (X, Y, W) = H·(u, v, 1), screen = (X/W, Y/W), and W > 0 in front of the eye.
struct LayerGeometry {
    /// Rows of H, scaled by a positive factor: (X, Y, W) = H·(u, v, 1), W > 0 in front of the eye.
    let forwardRows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
    /// False when the layer is edge-on (the map is singular) and covers no pixel.
    let isVisible: Bool

    /// The geometry of drawn layer `index` of `timeline` with every node at `states`.
    init(drawn index: Int, of timeline: LayerTimeline, states: [LayerState], width: Int, height: Int) {
        let transition = timeline.transition
        let size = SIMD2(Double(width), Double(height))
        let pixelsPerPoint = size.x / transition.viewWidth
        let node = timeline.drawn[index]
        let state = states[node]
        let layerSize = SIMD2(state.frame.width, state.frame.height) * size
        let anchor = timeline.nodes[node].layer.anchor
        var total = Self.placement(
            state, pivot: anchor * layerSize, at: Self.anchorPoint(state.frame, anchor, size),
            pixelsPerPoint: pixelsPerPoint, size: size)
        var parent = timeline.nodes[node].parent
        while let group = parent {
            let layer = timeline.nodes[group].layer
            let rest = Self.anchorPoint(states[group].region, layer.anchor, size)
            var flatten = Transform3D.identity
            if layer.flattensSublayers { flatten[3, 3] = 0 }
            total = total.concatenating(Self.about(rest, layer.sublayerTransform.scalingLengths(by: pixelsPerPoint)))
                .concatenating(flatten)
                .concatenating(
                    Self.placement(
                        states[group], pivot: rest, at: Self.anchorPoint(states[group].frame, layer.anchor, size),
                        pixelsPerPoint: pixelsPerPoint, size: size))
            parent = timeline.nodes[group].parent
        }
        if transition.perspective.isFinite {
            let eye = transition.perspective * size.x
            total = total.concatenating(Self.about(size / 2, Transform3D.identity.settingM34(-1 / eye)))
        }
        // (u, v, 1) ↦ (u·w, v·h, 0, 1) ↦ (X, Y, Z, W): the columns X, Y and W of the product.
        let t = { (row: Int, column: Int) in total.elements[row * 4 + column] }
        let forward = Matrix3(
            rows: SIMD3(layerSize.x * t(0, 0), layerSize.y * t(1, 0), t(3, 0)),
            SIMD3(layerSize.x * t(0, 1), layerSize.y * t(1, 1), t(3, 1)),
            SIMD3(layerSize.x * t(0, 3), layerSize.y * t(1, 3), t(3, 3)))
        self.init(forward: forward)
    }

    /// The homography `forward`, or an invisible layer where it is singular.
    private init(forward: Matrix3) {
        let determinant = forward.determinant
        let scale = max(Self.largest(forward.r0), Self.largest(forward.r1), Self.largest(forward.r2))
        guard determinant.isFinite, abs(determinant) > 1e-9 * scale * scale * scale else {
            forwardRows = (.zero, .zero, .zero)
            isVisible = false
            return
        }
        forwardRows = (forward.r0, forward.r1, forward.r2)
        isVisible = true
    }

    /// Where a layer's anchor sits in the frame, in pixels, when it occupies `frame`.
    private static func anchorPoint(
        _ frame: LayerRect, _ anchor: SIMD2<Double>, _ size: SIMD2<Double>
    ) -> SIMD2<
        Double
    > {
        (SIMD2(frame.x, frame.y) + anchor * SIMD2(frame.width, frame.height)) * size
    }

    /// The map from a layer's own pixels to its container's: about `pivot`, scale, rotate and
    /// transform, then put the pivot at `point` plus the layer's translation.
    private static func placement(
        _ state: LayerState, pivot: SIMD2<Double>, at point: SIMD2<Double>, pixelsPerPoint: Double,
        size: SIMD2<Double>
    ) -> Transform3D {
        let destination =
            (state.position.map { $0 * size } ?? point) + state.translation * size + state.translationInPoints
            * pixelsPerPoint
        // The rotation about x is Core Animation's turned the other way: positive brings the top
        // towards the viewer.
        let local = Transform3D.identity
            .rotated(degrees: state.rotation.z, x: 0, y: 0, z: 1)
            .rotated(degrees: state.rotation.y, x: 0, y: 1, z: 0)
            .rotated(degrees: -state.rotation.x, x: 1, y: 0, z: 0)
            .scaled(x: state.scale.x, y: state.scale.y, z: 1)
            .concatenating(state.transform.scalingLengths(by: pixelsPerPoint))
        return Transform3D.identity.translated(x: -pivot.x, y: -pivot.y, z: 0).concatenating(local)
            .concatenating(Transform3D.identity.translated(x: destination.x, y: destination.y, z: 0))
    }

    /// `transform` applied about `point` rather than the origin.
    private static func about(_ point: SIMD2<Double>, _ transform: Transform3D) -> Transform3D {
        Transform3D.identity.translated(x: -point.x, y: -point.y, z: 0).concatenating(transform)
            .concatenating(Transform3D.identity.translated(x: point.x, y: point.y, z: 0))
    }

    private static func largest(_ v: SIMD3<Double>) -> Double {
        max(abs(v.x), abs(v.y), abs(v.z))
    }
}

/// A 3×3 matrix of doubles, stored by rows.
struct Matrix3 {
    var r0, r1, r2: SIMD3<Double>

    init(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        self.r0 = r0
        self.r1 = r1
        self.r2 = r2
    }

    var determinant: Double {
        r0.x * (r1.y * r2.z - r1.z * r2.y) - r0.y * (r1.x * r2.z - r1.z * r2.x) + r0.z * (r1.x * r2.y - r1.y * r2.x)
    }
}
