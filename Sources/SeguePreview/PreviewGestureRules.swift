import SegueTime

/// How the page's drags are read: which handler, and the pan's axis, direction and extent.
struct PreviewGestureRules: Sendable, Encodable {
    /// An `InteractionTrack.Kind` name.
    var kind = InteractionTrack.Kind.pan.rawValue
    var axis = GestureAxis.horizontal.rawValue
    var direction = GestureDirection.negative.rawValue
    /// Points of travel for progress 1, for a pan.
    var extent = 400.0
    /// The frame's height on the page in points, for a vertical pan.
    var height = 400.0

    /// The handler these rules describe.
    func handler() throws(TimingError) -> any InteractionHandler {
        switch InteractionTrack.Kind(rawValue: kind) ?? .pan {
        case .pan:
            return try PanInteractionHandler(
                axis: GestureAxis(rawValue: axis) ?? .horizontal,
                direction: GestureDirection(rawValue: direction) ?? .negative, extent: extent)
        case .horizontalSwipe: return try SwipeInteractionHandler(axis: .horizontal)
        case .verticalSwipe: return try SwipeInteractionHandler(axis: .vertical)
        case .verticalPan: return try VerticalPanInteractionHandler(viewHeight: height)
        case .pinch: return PinchInteractionHandler()
        }
    }
}
