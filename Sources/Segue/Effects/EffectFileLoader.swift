import Foundation

/// Reads one effect file in any supported format.
enum EffectFileLoader {
    static let fileExtensions: Set<String> = ["glsl", "frag", "fsh"]

    /// Whether `path` names a behaviour file (a layer transition in JSON) rather than a shader.
    static func isBehaviourFile(_ path: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == "json"
    }

    /// Every effect the file declares: several for a native file with `@variant`s, else one.
    /// `snippets` finds what its `@include`s name: by default beside the file, then the built-ins.
    static func load(
        source: String, file: String, snippets: ShaderInclude.Finder? = nil
    ) throws(EffectError) -> [EffectDescription] {
        if ShaderFileParser.hasHeader(source) {
            return try ShaderFileParser.parse(source, file: file, snippets: snippets)
        }
        if let foreign = try ForeignShaderParser.parse(source, file: file) {
            return [foreign]
        }
        throw .malformedShader(
            file: file, line: 1,
            message:
                "not an effect: give it a '// @name' header and vec4 effect(vec2 uv), or define vec4 transition(vec2 uv) (gl-transitions), or write gl_FragColor from inputImageTexture (GPUImage)"
        )
    }

    /// What one file gave: its effects, or its layer transition for a behaviour file.
    enum Contents: Sendable {
        case effects([EffectDescription])
        case layers(LayerTransition)
    }

    /// One file read and parsed, or why it could not be.
    struct LoadedFile: Sendable {
        var file: String
        /// The text, when the file could be read.
        var source: String?
        var result: Result<Contents, EffectError>
    }

    /// Reads and parses one file of any kind.
    static func load(file: String) -> LoadedFile {
        let data: [UInt8]
        do throws(FileAccess.Failure) {
            data = try FileAccess.read(file)
        } catch {
            return LoadedFile(
                file: file, source: nil, result: .failure(.unreadableFile(path: file, reason: error.reason)))
        }
        let source = String(decoding: data, as: UTF8.self)
        do throws(EffectError) {
            if isBehaviourFile(file) {
                return LoadedFile(
                    file: file, source: source,
                    result: .success(.layers(try LayerTransition(behaviourFile: data, file: file))))
            }
            return LoadedFile(
                file: file, source: source, result: .success(.effects(try load(source: source, file: file))))
        } catch {
            return LoadedFile(file: file, source: source, result: .failure(error))
        }
    }

    /// Reads and parses `files` on all cores, returning them in the order given: a large folder
    /// loads in the time of its slowest files rather than their sum. Nothing is compiled here;
    /// an effect's shader is compiled when it is first rendered.
    static func loadConcurrently(_ files: [String]) -> [LoadedFile] {
        let results = LoadedFiles(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            results.store(load(file: files[index]), at: index)
        }
        return results.all(files)
    }
}

/// Slots that concurrent loads fill, one each.
private final class LoadedFiles: @unchecked Sendable {
    // Sendable is sound: every access to `slots` holds `lock`.
    private let lock = NSLock()
    private var slots: [EffectFileLoader.LoadedFile?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ file: EffectFileLoader.LoadedFile, at index: Int) {
        lock.withLock { slots[index] = file }
    }

    /// The results in order; a slot never filled (impossible after concurrentPerform) reads as unreadable.
    func all(_ files: [String]) -> [EffectFileLoader.LoadedFile] {
        lock.withLock {
            slots.enumerated().map { index, slot in
                slot
                    ?? EffectFileLoader.LoadedFile(
                        file: files[index], source: nil,
                        result: .failure(.unreadableFile(path: files[index], reason: "not loaded")))
            }
        }
    }
}
