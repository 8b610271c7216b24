import Synchronization

/// A behaviour written in Swift that behaviour files can name in a behaviour's `type`.
public protocol BehaviourFileReadable: LayerBehaviour {
    /// The keys of its own that its entries may carry, besides `type`, `start`, `duration`,
    /// `curve`, `reverseOnDismiss`, `when` and `unless`; any other key is an error.
    static var optionKeys: [String] { get }
    /// Reads one entry's own keys; a problem is thrown as a `JSONIssue` at the value it is about
    /// (`options.issue(_:at:)`), and reaches the user as `file:line:column: message`.
    init(options: BehaviourOptions) throws(JSONIssue)
}

/// The behaviour types written in Swift that behaviour files may use, by `type` name.
///
///     try LayerBehaviourRegistry.register(Wobble.self, as: "wobble")
///     let engine = try Engine()   // files read from now on may say {"type": "wobble", …}
///
/// Register before the library reads the files that use a type (an `Engine` reads the search
/// path when it opens); a file read earlier did not load, and says why.
public enum LayerBehaviourRegistry {
    struct Entry: Sendable {
        let keys: [String]
        let make: @Sendable (BehaviourOptions) throws(JSONIssue) -> any LayerBehaviour
    }

    private static let entries = Mutex<[String: Entry]>([:])

    /// Makes `type` the behaviour of entries whose `type` is `name`, replacing an earlier
    /// registration of that name. A built-in type's name, or one that is not letters, digits,
    /// `-` and `_`, is refused.
    public static func register<B: BehaviourFileReadable>(_ type: B.Type, as name: String) throws(EffectError) {
        guard !BehaviourFileBehaviour.builtInTypes.contains(name) else {
            throw .invalidParameterValue(
                effect: "behaviour files", name: "type", value: name,
                expected:
                    "a name that is not a built-in type (\(BehaviourFileBehaviour.builtInTypes.joined(separator: ", ")))"
            )
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else {
            throw .invalidParameterValue(
                effect: "behaviour files", name: "type", value: name, expected: "letters, digits, '-' and '_'")
        }
        let entry = Entry(keys: B.optionKeys) { options throws(JSONIssue) in try B(options: options) }
        entries.withLock { $0[name] = entry }
    }

    /// Forgets the type registered as `name`, if any.
    public static func unregister(_ name: String) {
        _ = entries.withLock { $0.removeValue(forKey: name) }
    }

    /// The names registered, sorted.
    public static var names: [String] { entries.withLock { $0.keys.sorted() } }

    static func entry(named name: String) -> Entry? { entries.withLock { $0[name] } }
}

/// The keys of one behaviour-file entry that its registered type reads for itself.
public struct BehaviourOptions: Sendable {
    /// The entry, every key included.
    public let object: JSONObject
    /// Where the entry starts.
    public let position: JSONPosition

    /// The value of `key`, if written.
    public subscript(key: String) -> JSONNode? { object[key] }

    /// The number under `key`, `defaultValue` when it is not written.
    public func number(_ key: String, default defaultValue: Double) throws(JSONIssue) -> Double {
        guard let node = object[key] else { return defaultValue }
        guard case .number(let value, _) = node.value else {
            throw issue("'\(key)' must be a number, not \(node.kindDescription)", at: key)
        }
        return value
    }

    /// The string under `key`, `defaultValue` when it is not written.
    public func string(_ key: String, default defaultValue: String) throws(JSONIssue) -> String {
        guard let node = object[key] else { return defaultValue }
        guard case .string(let value) = node.value else {
            throw issue("'\(key)' must be a string, not \(node.kindDescription)", at: key)
        }
        return value
    }

    /// The `count` numbers under `key` (`[x, y]` …), `defaultValue` when it is not written.
    public func numbers(_ key: String, count: Int, default defaultValue: [Double]) throws(JSONIssue) -> [Double] {
        guard let node = object[key] else { return defaultValue }
        return try BehaviourFileFields.numbers(
            node, count: count, key: key, form: "[" + (0..<count).map { _ in "n" }.joined(separator: ", ") + "]")
    }

    /// An issue at `key`'s value (at the entry's start when it is not written).
    public func issue(_ message: String, at key: String) -> JSONIssue {
        JSONIssue(position: object[key]?.position ?? position, message: message)
    }
}
