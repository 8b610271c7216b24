import Foundation

/// Every effect Segue knows: the built-ins compiled into the binary from `Shaders/`, then the
/// files of each search-path directory, all read by the same loader. A user file whose effect
/// has a built-in's name overrides it, and `notices` says so.
public struct EffectLibrary: Sendable {
    /// Effects by name.
    public private(set) var effects: [String: EffectDescription] = [:]
    /// Messages for the user, such as overrides of built-ins.
    public private(set) var notices: [String] = []

    /// The environment variable holding extra shader directories, separated by `:`.
    public static let searchPathVariable = "SEGUE_SHADER_PATH"

    /// The built-ins, then `SEGUE_SHADER_PATH`, then `directories` (later ones win).
    public init(directories: [String] = [], environment: [String: String] = ProcessInfo.processInfo.environment) throws(SegueError) {
        for (path, source) in embeddedShaderFiles {
            for var effect in try EffectFileLoader.load(source: source, file: "Shaders/" + path) {
                effect.isBuiltIn = true
                try add(effect, builtIn: true)
            }
        }
        let fromEnvironment = (environment[Self.searchPathVariable] ?? "").split(separator: ":").map(String.init)
        for directory in fromEnvironment + directories {
            try addDirectory(directory)
        }
    }

    /// Loads every effect file of `directory` and its subfolders, in sorted path order, overriding
    /// effects of the same name; hidden files and folders are skipped.
    public mutating func addDirectory(_ directory: String) throws(SegueError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              let paths = try? FileManager.default.subpathsOfDirectory(atPath: directory) else {
            throw .unreadableFile(path: directory, reason: "not a readable directory")
        }
        // Sorted so that which of two same-named user effects wins does not depend on the file system.
        for path in paths.sorted() where EffectFileLoader.fileExtensions.contains((path as NSString).pathExtension)
            && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            try addFile((directory as NSString).appendingPathComponent(path))
        }
    }

    /// Loads one effect file, overriding effects of the same names, and returns its effects.
    @discardableResult
    public mutating func addFile(_ path: String) throws(SegueError) -> [EffectDescription] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableFile(path: path, reason: "no such file")
        }
        let effects = try EffectFileLoader.load(source: String(decoding: data, as: UTF8.self), file: path)
        for effect in effects { try add(effect, builtIn: false) }
        return effects
    }

    /// The effect called `name`, or an error listing what exists.
    public func effect(named name: String) throws(SegueError) -> EffectDescription {
        guard let effect = effects[name] else {
            throw .unknownEffect(name: name, kind: "effect", available: effects.keys.sorted())
        }
        return effect
    }

    /// Names of every transition, single-file and composite.
    public var transitionNames: [String] {
        (effects.values.filter { $0.kind == .transition }.map(\.name) + CompositeTransition.all.map(\.name)).sorted()
    }

    private mutating func add(_ effect: EffectDescription, builtIn: Bool) throws(SegueError) {
        if let existing = effects[effect.name] {
            if builtIn {
                throw .malformedShader(file: effect.file, line: 1, message: "two built-ins are named \(effect.name) (also \(existing.file))")
            }
            notices.append("\(effect.file): overrides \(existing.file) (\(effect.name))")
        }
        effects[effect.name] = effect
    }
}

extension EffectLibrary {
    /// Transitions built from several effects rather than one file: name and summary.
    public var compositeTransitions: [(name: String, summary: String)] {
        CompositeTransition.all.map { ($0.name, $0.summary) }
    }
}
