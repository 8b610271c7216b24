import Foundation
import Segue

/// Reads a `concat --spec` file: a JSON object with the items in order, each with its own
/// duration, trim and join to the next, and settings for the whole show. Every key is checked,
/// so that a misspelt one is an error naming it rather than a setting silently ignored.
///
///     {"fps": 30, "size": "1280x720", "fit": "cover", "still": 3,
///      "join": {"transition": "fade", "duration": 0.5, "curve": "easeInOut"},
///      "items": [{"file": "a.jpg", "duration": 2, "join": {"transition": "wipeleft", "params": {"x": 1}}},
///                {"file": "b.mp4", "from": 1, "to": 3}]}
enum ConcatSpec {
    /// A mistake in a spec file, with the file and the place in it: `FILE:LINE:COLUMN: message`
    /// where the JSON itself is broken, as behaviour files say it, else `FILE: message` naming the item.
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var message: String
        var position: JSONPosition?
        var description: String { position.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)" }
    }

    static let topKeys = ["fps", "size", "fit", "still", "audio", "join", "items"]
    static let itemKeys = ["file", "duration", "from", "to", "fit", "join"]
    static let joinKeys = ["transition", "duration", "curve", "params"]

    /// The request in the file at `path`; item files are taken relative to the file's folder.
    static func read(_ path: String) throws(Failure) -> ConcatRequest {
        let reader = Reader(path: path)
        let top = try reader.object(parse(path), at: "the top level", keys: topKeys)
        guard case .array(let list)? = top["items"]?.value, !list.isEmpty else {
            throw Failure(
                path: path, message: "'items' must be a list of at least one item, such as [{\"file\": \"a.jpg\"}]")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var items: [ConcatRequest.Item] = []
        var joins: [ConcatRequest.Join?] = []
        for (index, entry) in list.enumerated() {
            let place = "item \(index + 1)"
            let fields = try reader.object(entry, at: place, keys: itemKeys)
            guard case .string(let file)? = fields["file"]?.value, !file.isEmpty else {
                throw Failure(path: path, message: "\(place): 'file' must name a still or a clip")
            }
            let resolved = file.hasPrefix("/") ? file : folder.appendingPathComponent(file).path
            var item = ConcatRequest.Item(file: resolved, name: file)
            item.duration = try reader.seconds(fields["duration"], at: "\(place) 'duration'")
            item.from = try reader.seconds(fields["from"], at: "\(place) 'from'") ?? 0
            item.to = try reader.seconds(fields["to"], at: "\(place) 'to'")
            item.resize = try fields["fit"].map { value throws(Failure) in try reader.fit(value, at: "\(place) 'fit'") }
            items.append(item)
            if let join = fields["join"] {
                guard index < list.count - 1 else {
                    throw Failure(path: path, message: "\(place) (\(file)): the last item has no join after it")
                }
                joins.append(try reader.join(join, at: "\(place) 'join'"))
            } else if index < list.count - 1 {
                joins.append(nil)
            }
        }
        var request = ConcatRequest(items: items, joins: joins)
        request.fps = try reader.seconds(top["fps"], at: "'fps'")
        request.still = try reader.seconds(top["still"], at: "'still'")
        if let size = top["size"] {
            guard case .string(let text) = size.value, let parsed = FrameSize(parsing: text) else {
                throw Failure(
                    path: path,
                    message:
                        "'size' must be WIDTHxHEIGHT or one of \(FrameSize.names.keys.sorted().joined(separator: ", "))"
                )
            }
            request.size = parsed
        }
        if let audio = top["audio"] {
            guard case .string(let file) = audio.value, !file.isEmpty else {
                throw Failure(path: path, message: "'audio' must name a sound file")
            }
            request.audio = file.hasPrefix("/") ? file : folder.appendingPathComponent(file).path
        }
        request.resize = try top["fit"].map { value throws(Failure) in try reader.fit(value, at: "'fit'") }
        request.join = try top["join"].map { value throws(Failure) in try reader.join(value, at: "'join'") }
        return request
    }

    /// The file at `path` as JSON, read by the strict reader, whose mistakes carry their line and column.
    private static func parse(_ path: String) throws(Failure) -> JSONNode {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(path: path, message: "cannot read: \((error as NSError).localizedDescription)")
        }
        do throws(JSONIssue) {
            return try JSONReader.parse(Array(data))
        } catch {
            throw Failure(path: path, message: error.message, position: error.position)
        }
    }

    /// Typed reads of a spec's values, each mistake naming where it is.
    private struct Reader {
        var path: String

        func object(_ node: JSONNode, at place: String, keys: [String]) throws(Failure) -> JSONObject {
            guard case .object(let object) = node.value else {
                throw Failure(path: path, message: "\(place) must be an object ({…})")
            }
            for key in object.members.map(\.key).sorted() where !keys.contains(key) {
                let hint = didYouMean(closestNames(to: key, in: keys)) ?? "keys: " + keys.joined(separator: ", ")
                throw Failure(path: path, message: "\(place): unknown key '\(key)'; \(hint)")
            }
            return object
        }

        /// A fit mode: cover, contain or stretch.
        func fit(_ node: JSONNode, at place: String) throws(Failure) -> ResizeMode {
            guard case .string(let text) = node.value, let mode = ResizeMode(rawValue: text) else {
                throw Failure(
                    path: path,
                    message: "\(place) must be one of \(ResizeMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        }

        /// A number (of seconds, or frames per second), or nil when absent.
        func seconds(_ node: JSONNode?, at place: String) throws(Failure) -> Double? {
            guard let node else { return nil }
            guard case .number(let number, _) = node.value else {
                throw Failure(path: path, message: "\(place) must be a number")
            }
            return number
        }

        func join(_ node: JSONNode, at place: String) throws(Failure) -> ConcatRequest.Join {
            let fields = try object(node, at: place, keys: ConcatSpec.joinKeys)
            var join = ConcatRequest.Join()
            join.folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            if let transition = fields["transition"] {
                guard case .string(let name) = transition.value, !name.isEmpty else {
                    throw Failure(path: path, message: "\(place) 'transition' must be a name")
                }
                join.transition = name
            }
            join.duration = try seconds(fields["duration"], at: "\(place) 'duration'")
            if let curve = fields["curve"] {
                guard case .string(let text) = curve.value else {
                    throw Failure(path: path, message: "\(place) 'curve' must be a curve's name, such as easeInOut")
                }
                join.curve = text
            }
            if let parameters = fields["params"] {
                guard case .object(let object) = parameters.value else {
                    throw Failure(path: path, message: "\(place) 'params' must be an object of names and values")
                }
                join.parameters = try object.members.map(\.key).sorted().map { name throws(Failure) in
                    ParameterAssignment(name: name, value: try text(object[name]!, at: "\(place) parameter '\(name)'"))
                }
            }
            return join
        }

        /// A parameter's value as `--param` would write it: numbers, booleans, lists of numbers
        /// (vectors, colours), or text (a colour such as "#ff0000", an image's file).
        private func text(_ node: JSONNode, at place: String) throws(Failure) -> String {
            switch node.value {
            case .string(let text): return text
            case .bool(let flag): return flag ? "true" : "false"
            case .number(let number, _): return number.formatted
            case .array(let list):
                return try list.map { element throws(Failure) in try text(element, at: place) }.joined(separator: ",")
            case .object, .null:
                throw Failure(path: path, message: "\(place) must be a number, a boolean, a list of numbers or text")
            }
        }
    }
}
