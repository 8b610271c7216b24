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
            var effect = try EffectFileLoader.load(source: source, file: "Shaders/" + path)
            effect.isBuiltIn = true
            try add(effect, builtIn: true)
        }
        let fromEnvironment = (environment[Self.searchPathVariable] ?? "").split(separator: ":").map(String.init)
        for directory in fromEnvironment + directories {
            try addDirectory(directory)
        }
    }

    /// Loads every effect file of `directory`, overriding effects of the same name.
    public mutating func addDirectory(_ directory: String) throws(SegueError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .unreadableFile(path: directory, reason: "not a readable directory")
        }
        for name in names.sorted() where EffectFileLoader.fileExtensions.contains((name as NSString).pathExtension) {
            try addFile((directory as NSString).appendingPathComponent(name))
        }
    }

    /// Loads one effect file, overriding an effect of the same name, and returns it.
    @discardableResult
    public mutating func addFile(_ path: String) throws(SegueError) -> EffectDescription {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableFile(path: path, reason: "no such file")
        }
        let effect = try EffectFileLoader.load(source: String(decoding: data, as: UTF8.self), file: path)
        try add(effect, builtIn: false)
        return effect
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
