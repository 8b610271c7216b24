import Foundation

/// A recorded pan gesture, stored as JSON so a gesture-driven transition can be replayed exactly.
///
/// Format (all numbers JSON numbers):
/// ```json
/// {
///   "axis": "horizontal",
///   "direction": "negative",
///   "extent": 400,
///   "samples": [
///     {"t": 0.000, "x": 380, "y": 200},
///     {"t": 0.016, "x": 371, "y": 201},
///     {"t": 0.033, "x": 355, "y": 201}
///   ]
/// }
/// ```
/// - `axis`: `"horizontal"` (x drives progress) or `"vertical"` (y does).
/// - `direction`: `"positive"` or `"negative"`, the sign of movement that advances progress; a
///   swipe to the left is horizontal and negative.
/// - `extent`: points of travel along the axis for progress 1; greater than 0.
/// - `samples`: touch positions in points, `t` in seconds and never decreasing, at least one. The
///   first sample is the touch-down and the last is the lift.
public struct GestureTrack: Sendable, Equatable, Codable {
    /// The axis whose movement counts.
    public let axis: GestureAxis
    /// The sign of movement that advances progress.
    public let direction: GestureDirection
    /// Points of travel along the axis for progress 1.
    public let extent: Double
    /// The touch positions from touch-down to lift.
    public let samples: [TouchSample]

    private enum CodingKeys: String, CodingKey {
        case axis, direction, extent, samples
    }

    /// Creates a track, checking the extent and that samples are finite, present and in time order.
    public init(
        axis: GestureAxis, direction: GestureDirection, extent: Double, samples: [TouchSample]
    ) throws(TimingError) {
        self.extent = try TimingError.checkedExtent(extent)
        guard !samples.isEmpty else { throw .emptyTrack }
        for (index, sample) in samples.enumerated() {
            guard sample.isFinite else { throw .invalidSample(index: index) }
            if index > 0, sample.t < samples[index - 1].t {
                throw .samplesOutOfOrder(index: index, previousTime: samples[index - 1].t, time: sample.t)
            }
        }
        self.axis = axis
        self.direction = direction
        self.samples = samples
    }

    /// Decodes and validates a track; validation failures surface as `TimingError`s.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            axis: container.decode(GestureAxis.self, forKey: .axis),
            direction: container.decode(GestureDirection.self, forKey: .direction),
            extent: container.decode(Double.self, forKey: .extent),
            samples: container.decode([TouchSample].self, forKey: .samples)
        )
    }

    /// Decodes a track from JSON, with an error that names the offending field.
    public init(json: Data) throws(TimingError) {
        do {
            self = try JSONDecoder().decode(GestureTrack.self, from: json)
        } catch let error as TimingError {
            throw error
        } catch let error as DecodingError {
            throw .malformedTrack(reason: Self.explain(error))
        } catch {
            throw .malformedTrack(reason: String(describing: error))
        }
    }

    /// Decodes a track from a JSON string.
    public init(json: String) throws(TimingError) {
        try self.init(json: Data(json.utf8))
    }

    /// The track as JSON in the documented format.
    public func jsonData() throws(TimingError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            return try encoder.encode(self)
        } catch {
            throw .malformedTrack(reason: String(describing: error))
        }
    }

    /// Words a decoding failure as "what, where", e.g. `missing key "extent"`.
    static func explain(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let components = context.codingPath.map { key in
                key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
            }
            let joined = components.joined()
            return joined.isEmpty ? "the top level" : String(joined.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "" : " in \(path(context))"
            return "missing key \"\(key.stringValue)\"\(parent)"
        case .typeMismatch(let type, let context):
            return "\(path(context)) has the wrong type, expected \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context)) is null, expected \(type)"
        case .dataCorrupted(let context):
            let underlying = context.codingPath.isEmpty ? "the data is not valid JSON" : context.debugDescription
            return "\(path(context)): \(underlying)"
        @unknown default:
            return String(describing: error)
        }
    }
}
