import Foundation
import SegueTime

/// What the page asks a session to do: one JSON text message each.
enum PreviewCommand: Sendable {
    /// Show the transition or filter of this name.
    case select(String)
    /// Set a parameter from text, as `--param NAME=VALUE` writes it.
    case parameter(name: String, text: String)
    /// Show this progress.
    case progress(Double)
    /// The handler, and a pan's rules, that pointer samples are read with.
    case gesture(PreviewGestureRules)
    /// The touches of a drag or pinch on the frame at one moment.
    case pointer(PointerPhase, GestureSample)
    /// Play the transition from 0 to 1 over `duration` seconds with `curve`.
    case play(duration: Double, curve: String)
    /// Render the transition as it is to an MP4.
    case export(fps: Double, duration: Double)

    /// Where in a drag a pointer sample is.
    enum PointerPhase: String, Sendable {
        case down, move, up, cancel
    }

    /// The command a message says, and the number the page gave the input (which the frame
    /// answering it carries back), or the one-line reason it says none.
    static func parse(_ text: String) throws(PreviewMessageError) -> (command: PreviewCommand, seq: UInt32?) {
        let message: RawMessage
        do {
            message = try JSONDecoder().decode(RawMessage.self, from: Data(text.utf8))
        } catch {
            throw PreviewMessageError("not a message: expected a JSON object with a \"type\"")
        }
        return (try message.command(), message.seq)
    }

    /// The fields any message may have; each type reads its own.
    private struct RawMessage: Decodable {
        var type: String
        var name, value, kind, axis, direction, phase, curve: String?
        var progress, extent, height, t, x, y, duration, fps: Double?
        var seq: UInt32?
        var touches: [GesturePoint]?

        func command() throws(PreviewMessageError) -> PreviewCommand {
            switch type {
            case "select": return .select(try required(name, "name"))
            case "param": return .parameter(name: try required(name, "name"), text: try required(value, "value"))
            case "progress":
                let value = try required(progress, "progress")
                guard value.isFinite else { throw PreviewMessageError("progress must be a number") }
                return .progress(min(max(value, 0), 1))
            case "gesture": return try gesture()
            case "pointer": return try pointer()
            case "play":
                let seconds = try required(duration, "duration")
                guard seconds.isFinite, seconds > 0, seconds <= 60 else {
                    throw PreviewMessageError("duration must be between 0 and 60 seconds")
                }
                return .play(duration: seconds, curve: curve ?? "easeInOut")
            case "export":
                let rate = fps ?? 30
                let seconds = duration ?? 1
                guard rate.isFinite, (1...120).contains(rate), seconds.isFinite, seconds > 0, seconds <= 60 else {
                    throw PreviewMessageError("export takes fps from 1 to 120 and a duration up to 60 seconds")
                }
                return .export(fps: rate, duration: seconds)
            default:
                throw PreviewMessageError("unknown message type '\(type)'")
            }
        }

        private func gesture() throws(PreviewMessageError) -> PreviewCommand {
            var rules = PreviewGestureRules()
            if let kind {
                guard InteractionTrack.Kind(rawValue: kind) != nil else {
                    let kinds = InteractionTrack.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                    throw PreviewMessageError("kind is one of \(kinds)")
                }
                rules.kind = kind
            }
            guard let axis = GestureAxis(rawValue: try required(axis, "axis")) else {
                throw PreviewMessageError("axis is horizontal or vertical")
            }
            guard let direction = GestureDirection(rawValue: try required(direction, "direction")) else {
                throw PreviewMessageError("direction is positive or negative")
            }
            (rules.axis, rules.direction) = (axis.rawValue, direction.rawValue)
            rules.extent = try required(extent, "extent")
            rules.height = height ?? rules.height
            guard rules.extent.isFinite, rules.extent > 0, rules.height.isFinite, rules.height > 0 else {
                throw PreviewMessageError("extent and height must be positive numbers of points")
            }
            return .gesture(rules)
        }

        private func pointer() throws(PreviewMessageError) -> PreviewCommand {
            guard let phase = PointerPhase(rawValue: try required(phase, "phase")) else {
                throw PreviewMessageError("phase is down, move, up or cancel")
            }
            let time = try required(t, "t")
            var points = touches ?? []
            if touches == nil { points = [GesturePoint(x: try required(x, "x"), y: try required(y, "y"))] }
            guard time.isFinite, (1...2).contains(points.count), points.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
            else {
                throw PreviewMessageError("t, x and y must be numbers, with one or two touches")
            }
            return .pointer(phase, GestureSample(t: time, touches: points))
        }

        private func required<T>(_ value: T?, _ field: String) throws(PreviewMessageError) -> T {
            guard let value else { throw PreviewMessageError("a \(type) message needs \"\(field)\"") }
            return value
        }
    }
}

/// Why a message from the page was not acted on, in one line for the page.
struct PreviewMessageError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
