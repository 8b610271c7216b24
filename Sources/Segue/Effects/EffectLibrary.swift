import Foundation

/// Every effect Segue knows: the built-ins compiled into the binary from `Shaders/` and the
/// built-in composite transitions, then the files of each search-path directory, all read by
/// the same loader. One name means one effect: a user file whose effect has the name of a
/// built-in (a file or a composite) replaces it, and `notices` says so. An effect's `@alias`
/// names ask for it too (`Brightness` for `BrightnessAdjustment`).
public struct EffectLibrary: Sendable {
    /// Effects loaded from files, by name.
    public private(set) var effects: [String: EffectDescription] = [:]
    /// Other names of effects (`@alias`), each with the name of the effect it asks for; never
    /// the name of an entry of `effects` or of a transition.
    public private(set) var aliases: [String: String] = [:]
    /// Transitions made of several effects, by name; never the name of an entry of `effects`.
    private var composites: [String: CompositeTransition] = [:]
    /// Layer transitions (behaviour files), by name; never the name of another entry.
    public private(set) var layerTransitions: [String: LayerTransition] = [:]
    /// Messages for the user, such as overrides of built-ins and files that did not load.
    public private(set) var notices: [String] = []
    /// Files of the search-path folders that did not load, in the order read; asking for the
    /// effect of one throws its diagnostic, and every other effect works.
    public private(set) var brokenFiles: [BrokenEffectFile] = []

    /// Whether `path` names a behaviour file (a layer transition, `.json`) rather than a shader.
    public static func isBehaviourFile(_ path: String) -> Bool {
        EffectFileLoader.isBehaviourFile(path)
    }

    /// The environment variable holding extra shader directories, separated by `:`.
    public static let searchPathVariable = "SEGUE_SHADER_PATH"

    /// The built-ins, then `SEGUE_SHADER_PATH`, then `directories` (later ones win).
    public init(
        directories: [String] = [], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(EffectError) {
        var builtInLayers: [LayerTransition] = []
        for (path, source) in embeddedShaderFiles where !path.hasSuffix("." + ShaderInclude.fileExtension) {
            if EffectFileLoader.isBehaviourFile(path) {
                builtInLayers.append(try LayerTransition(behaviourFile: Array(source.utf8), file: "Shaders/" + path))
                continue
            }
            for var effect in try EffectFileLoader.load(source: source, file: "Shaders/" + path, snippets: .builtIn) {
                effect.isBuiltIn = true
                try add(effect, builtIn: true)
            }
        }
        for composite in CompositeTransition.builtIns {
            guard effects[composite.name] == nil, composites[composite.name] == nil, aliases[composite.name] == nil
            else {
                throw .malformedShader(
                    file: "Shaders", line: 1,
                    message: "a built-in file and a built-in composite are both named \(composite.name)")
            }
            composites[composite.name] = composite
        }
        for transition in builtInLayers {
            guard effects[transition.name] == nil, composites[transition.name] == nil,
                layerTransitions[transition.name] == nil,
                aliases[transition.name] == nil
            else {
                throw .malformedShader(
                    file: transition.file ?? "Shaders", line: 1, message: "two built-ins are named \(transition.name)")
            }
            layerTransitions[transition.name] = transition
        }
        let fromEnvironment = (environment[Self.searchPathVariable] ?? "").split(separator: ":").map(String.init)
        for directory in fromEnvironment + directories {
            try addDirectory(directory)
        }
    }

    /// Loads every effect file of `directory` and its subfolders, in sorted path order, overriding
    /// effects of the same name; hidden files and folders are skipped. A file that does not load
    /// is recorded in `brokenFiles` and `notices` instead of stopping the folder; only a folder
    /// that cannot be read throws.
    public mutating func addDirectory(_ directory: String) throws(EffectError) {
        let files = try Self.effectFiles(in: directory)
        for loaded in EffectFileLoader.loadConcurrently(files) {
            do throws(EffectError) {
                try add(loaded)
            } catch {
                brokenFiles.removeAll { $0.file == loaded.file }
                let broken = BrokenEffectFile(file: loaded.file, source: loaded.source, error: error)
                brokenFiles.append(broken)
                notices.append(broken.diagnostic.description)
            }
        }
    }

    /// Loads one effect file, overriding effects of the same names, and returns its effects; a
    /// behaviour file (`.json`) adds its layer transition and returns none.
    @discardableResult
    public mutating func addFile(_ path: String) throws(EffectError) -> [EffectDescription] {
        let loaded = EffectFileLoader.load(file: path)
        try add(loaded)
        brokenFiles.removeAll { $0.file == path }
        if case .success(.effects(let effects)) = loaded.result { return effects }
        return []
    }

    /// The effect and behaviour files of `directory` and its subfolders, in sorted path order, as
    /// `addDirectory` reads them: `.glsl`, `.frag`, `.fsh` and `.json`, hidden ones skipped.
    public static func effectFiles(in directory: String) throws(EffectError) -> [String] {
        let paths: [String]
        do throws(FileAccess.Failure) {
            paths = try FileAccess.subpaths(of: directory)
        } catch {
            throw .unreadableFile(path: directory, reason: error.reason)
        }
        // Sorted so that which of two same-named user effects wins does not depend on the file system.
        return paths.sorted()
            .filter {
                EffectFileLoader.fileExtensions.contains(($0 as NSString).pathExtension)
                    || EffectFileLoader.isBehaviourFile($0)
            }
            .map { (directory as NSString).appendingPathComponent($0) }
    }

    /// Adds what one file gave, or throws why it did not load.
    private mutating func add(_ loaded: EffectFileLoader.LoadedFile) throws(EffectError) {
        switch loaded.result {
        case .failure(let error): throw error
        case .success(.layers(let transition)): add(transition)
        case .success(.effects(let effects)): for effect in effects { try add(effect, builtIn: false) }
        }
    }

    /// The broken file that would have defined `name`, unless a file loaded later defines it.
    public func brokenFile(named name: String) -> BrokenEffectFile? {
        brokenFiles.last { $0.name == name }
    }

    /// The effect called `name`, or an error listing what exists. Asked for by an alias, the
    /// effect carries that name, so that plans and messages speak the caller's word.
    public func effect(named name: String) throws(EffectError) -> EffectDescription {
        if let broken = brokenFile(named: name) { throw broken.unavailable }
        guard let effect = resolved(name) else {
            throw .unknownEffect(
                name: name, kind: "effect", available: (Array(effects.keys) + Array(aliases.keys)).sorted())
        }
        return effect
    }

    /// The effect called `name` or aliased by it (renamed to `name`), if any.
    private func resolved(_ name: String) -> EffectDescription? {
        if let effect = effects[name] { return effect }
        guard let target = aliases[name], var effect = effects[target] else { return nil }
        effect.name = name
        return effect
    }

    /// Every transition, single-file and composite, by name.
    public var transitions: [TransitionDescription] {
        let files = effects.values.filter { $0.kind == .transition }.map {
            TransitionDescription(
                name: $0.name, summary: $0.summary, form: .effect, file: $0.file, parameters: $0.userParameters)
        }
        let built = composites.values.map {
            TransitionDescription(
                name: $0.name, summary: $0.summary, form: .composite, file: nil, parameters: $0.parameters)
        }
        let layered = layerTransitions.values.map {
            TransitionDescription(
                name: $0.name, summary: $0.summary, form: .layers, file: $0.file, parameters: $0.parameters)
        }
        return (files + built + layered).sorted { $0.name < $1.name }
    }

    /// Names of every transition, single-file and composite.
    public var transitionNames: [String] { transitions.map(\.name) }

    /// Builds the graph of transition `name` between two sources (`Engine.makeTransition` draws it)
    /// for an output of `size` (default: `from`'s). `reversed` plays it backwards, as a dismissal
    /// plays its presentation (or plays a layer transition's own `dismissal` forwards): the
    /// frames still run from `from` to `to`.
    public func makeTransition(
        _ name: String, from: ImageSource, to: ImageSource, size: FrameSize? = nil, reversed: Bool = false
    ) throws(EffectError) -> TransitionGraph {
        let (first, second) = reversed ? (to, from) : (from, to)
        let graph: TransitionGraph
        if let broken = brokenFile(named: name) {
            throw broken.unavailable
        } else if let layered = layerTransitions[name] {
            let size = size ?? FrameSize(width: from.image.width, height: from.image.height)
            if reversed, let dismissal = layered.dismissalTransition {
                // Its own reverse path, played forwards from "from" to "to".
                return try dismissal.makeGraph(
                    from: from, to: to, width: size.width, height: size.height, dismissing: false, library: self)
            }
            graph = try layered.makeGraph(
                from: first, to: second, width: size.width, height: size.height, dismissing: reversed, library: self)
        } else if let composite = composites[name] {
            graph = try composite.build(first, second, self)
        } else if let effect = resolved(name), effect.kind == .transition {
            graph = try TransitionGraph.single(effect, from: first, to: second)
        } else {
            throw .unknownEffect(name: name, kind: "transition", available: transitionNames)
        }
        return reversed ? graph.playedBackwards(from: from, to: to) : graph
    }

    /// Adds a layer transition, replacing any transition or effect of its name (with a notice).
    public mutating func add(_ transition: LayerTransition) {
        brokenFiles.removeAll { $0.name == transition.name }
        if effects.removeValue(forKey: transition.name) != nil || composites.removeValue(forKey: transition.name) != nil
            || aliases.removeValue(forKey: transition.name) != nil || layerTransitions[transition.name] != nil
        {
            notices.append("\(transition.file ?? transition.name): overrides the transition \(transition.name)")
        }
        layerTransitions[transition.name] = transition
    }

    private mutating func add(_ effect: EffectDescription, builtIn: Bool) throws(EffectError) {
        // A good file loaded later replaces a broken one of the same name, as it would a good one.
        brokenFiles.removeAll { $0.name == effect.name }
        if let existing = effects[effect.name] {
            if builtIn {
                throw .malformedShader(
                    file: effect.file, line: 1,
                    message: "two built-ins are named \(effect.name) (also \(existing.file))")
            }
            notices.append("\(effect.file): overrides \(existing.file) (\(effect.name))")
        } else if composites.removeValue(forKey: effect.name) != nil {
            notices.append("\(effect.file): overrides the built-in composite transition \(effect.name)")
        } else if layerTransitions.removeValue(forKey: effect.name) != nil {
            notices.append("\(effect.file): overrides the layer transition \(effect.name)")
        } else if let target = aliases[effect.name] {
            if builtIn {
                throw .malformedShader(
                    file: effect.file, line: 1, message: "a built-in is named \(effect.name), an alias of \(target)")
            }
            aliases[effect.name] = nil
            notices.append("\(effect.file): overrides \(effect.name), an alias of \(target)")
        }
        effects[effect.name] = effect
        for alias in effect.aliases { try add(alias: alias, of: effect, builtIn: builtIn) }
    }

    /// Makes `alias` ask for `effect`: later files win over earlier names, as effects do.
    private mutating func add(alias: String, of effect: EffectDescription, builtIn: Bool) throws(EffectError) {
        let taken =
            effects[alias].map { "the effect in \($0.file)" } ?? aliases[alias].map { "an alias of \($0)" }
            ?? composites[alias].map { _ in "a built-in composite transition" }
            ?? layerTransitions[alias].map { _ in "a layer transition" }
        if let taken {
            if builtIn {
                throw .malformedShader(file: effect.file, line: 1, message: "@alias \(alias) is already \(taken)")
            }
            if aliases[alias] != effect.name {
                notices.append("\(effect.file): the alias \(alias) of \(effect.name) overrides \(taken)")
            }
            effects[alias] = nil
            composites[alias] = nil
            layerTransitions[alias] = nil
        }
        aliases[alias] = effect.name
    }
}

/// What users see of a transition: its name, summary, where it comes from and its parameters.
public struct TransitionDescription: Sendable {
    /// What a transition is made of.
    public enum Form: String, Sendable {
        /// One effect file (native, gl-transitions).
        case effect
        /// Several built-in effects wired together.
        case composite
        /// Layers animated by behaviours (a behaviour file, or a `LayerTransition` built in Swift).
        case layers
    }

    /// The name to ask for it by.
    public var name: String
    /// A one-line description.
    public var summary: String
    /// What it is made of.
    public var form: Form
    /// The file it is defined in; nil for a built-in composite.
    public var file: String?
    /// The parameters users may set (progress-driven ones are not listed).
    public var parameters: [EffectParameter]
}

extension EffectDescription {
    /// The parameters a user may set: all but `progress`, plus extra image inputs (a
    /// transition's after from and to, a filter's after its input).
    var userParameters: [EffectParameter] {
        parameters.filter { $0.name != "progress" }
            + extraImageInputs.map {
                EffectParameter(
                    name: $0, type: .image, defaultValue: .image(.transparentPixel), range: nil,
                    summary: kind == .transition
                        ? "An image the transition reads; a transparent pixel until one is given."
                        : "An image the filter reads (see docs/FILTERS.md); a transparent pixel until one is given.")
            }
    }

    /// Inputs beyond the kind's own (from and to, or a filter's input): images given like
    /// parameters, such as a filter's lookup table.
    public var extraImageInputs: [String] {
        Array(inputs.dropFirst(kind == .transition ? 2 : kind == .filter ? 1 : inputs.count))
    }
}
