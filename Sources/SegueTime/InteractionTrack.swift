import Foundation

/// A recorded gesture of any kind with the handler that reads it, stored as JSON so that
/// `GestureReplay` can replay it exactly.
///
/// A track without `kind` (or with `"kind": "pan"`) is a `GestureTrack`. The other kinds:
/// ```json
/// {"kind": "horizontal-swipe", "direction": "negative", "samples": [{"t": 0, "x": 300, "y": 200}, ...]}
/// {"kind": "vertical-swipe", "samples": [...]}
/// {"kind": "vertical-pan", "height": 800, "samples": [...]}
/// {"kind": "pinch", "samples": [{"t": 0, "touches": [{"x": 100, "y": 300}, {"x": 400, "y": 300}]}, ...]}
/// ```
/// - swipes: `direction` (`"positive"`, `"negative"` or `"any"`) is the way that may begin it,
///   and `distance` the points for progress 1 (default 200), as `SwipeInteractionHandler`.
/// - `vertical-pan`: `height` of the view in points (required), `upPresents` (default true),
///   `topInset`, `bottomInset` (default 0) and `rollback` (default 0.3333), as
///   `VerticalPanInteractionHandler`.
/// - `pinch`: every sample has two `touches`, apart at touch-down.
/// One-finger samples may also be written with `touches`.
public struct InteractionTrack: Sendable {
    /// The kinds of gesture a track may hold.
    public enum Kind: String, Sendable, CaseIterable {
        /// `PanInteractionHandler`.
        case pan
        /// `SwipeInteractionHandler` along x.
        case horizontalSwipe = "horizontal-swipe"
        /// `SwipeInteractionHandler` along y.
        case verticalSwipe = "vertical-swipe"
        /// `VerticalPanInteractionHandler`.
        case verticalPan = "vertical-pan"
        /// `PinchInteractionHandler`.
        case pinch
    }

    /// What the track holds.
    public let kind: Kind
    /// The rules that turn its samples into progress.
    public let handler: any InteractionHandler
    /// The touches from touch-down to lift.
    public let samples: [GestureSample]

    /// Creates a track, checking that there are samples, each with the handler's touches, in time order.
    public init(kind: Kind, handler: any InteractionHandler, samples: [GestureSample]) throws(TimingError) {
        guard !samples.isEmpty else { throw .emptyTrack }
        var recognizer = try GestureRecognizer(touchCount: handler.touchCount)
        for sample in samples { try recognizer.add(sample) }
        self.kind = kind
        self.handler = handler
        self.samples = samples
    }

    /// A pan track.
    public init(_ track: GestureTrack) {
        kind = .pan
        // The track was checked when it was made, so the handler's checks cannot fail.
        handler = try! PanInteractionHandler(axis: track.axis, direction: track.direction, extent: track.extent)
        samples = track.samples.map(GestureSample.init)
    }

    /// Decodes a track of any kind from JSON, with an error that names the offending field.
    public init(json: Data) throws(TimingError) {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: json)
        } catch let error as DecodingError {
            throw .malformedTrack(reason: GestureTrack.explain(error))
        } catch {
            throw .malformedTrack(reason: String(describing: error))
        }
        guard let kindName = fields.kind, kindName != Kind.pan.rawValue else {
            self.init(try GestureTrack(json: json))
            return
        }
        guard let kind = Kind(rawValue: kindName) else { throw .unknownGestureKind(kindName) }
        guard let samples = fields.samples else { throw .malformedTrack(reason: "missing key \"samples\"") }
        let gestureSamples = try samples.enumerated().map { (index, sample) throws(TimingError) in
            try Fields.sample(index, sample)
        }
        try self.init(kind: kind, handler: fields.handler(for: kind), samples: gestureSamples)
    }

    /// Decodes a track from a JSON string.
    public init(json: String) throws(TimingError) {
        try self.init(json: Data(json.utf8))
    }
}

extension InteractionTrack {
    /// Every key any kind of track may have; each kind reads its own.
    fileprivate struct Fields: Decodable {
        var kind: String?
        var direction: String?
        var distance: Double?
        var height: Double?
        var upPresents: Bool?
        var topInset: Double?
        var bottomInset: Double?
        var rollback: Double?
        var samples: [Sample]?

        struct Sample: Decodable {
            var t: Double
            var x: Double?
            var y: Double?
            var touches: [GesturePoint]?
        }

        func handler(for kind: Kind) throws(TimingError) -> any InteractionHandler {
            switch kind {
            case .pan: preconditionFailure("pan tracks are read as GestureTrack")
            case .horizontalSwipe, .verticalSwipe:
                var opening: SwipeInteractionHandler.Opening?
                if let direction {
                    guard let value = SwipeInteractionHandler.Opening(rawValue: direction) else {
                        throw .malformedTrack(
                            reason: "direction is \"\(direction)\", expected positive, negative or any")
                    }
                    opening = value
                }
                return try SwipeInteractionHandler(
                    axis: kind == .horizontalSwipe ? .horizontal : .vertical, opening: opening,
                    distance: distance ?? SwipeInteractionHandler.standardDistance)
            case .verticalPan:
                guard let height else {
                    throw .malformedTrack(
                        reason: "missing key \"height\": a vertical-pan track gives its view's height")
                }
                return try VerticalPanInteractionHandler(
                    viewHeight: height, upPresents: upPresents ?? true, topInset: topInset ?? 0,
                    bottomInset: bottomInset ?? 0, rollback: rollback ?? VerticalPanInteractionHandler.standardRollback)
            case .pinch:
                return PinchInteractionHandler()
            }
        }

        static func sample(_ index: Int, _ sample: Sample) throws(TimingError) -> GestureSample {
            if let touches = sample.touches { return GestureSample(t: sample.t, touches: touches) }
            guard let x = sample.x, let y = sample.y else {
                throw .malformedTrack(reason: "samples[\(index)] needs x and y, or touches")
            }
            return GestureSample(t: sample.t, touches: [GesturePoint(x: x, y: y)])
        }
    }
}
