/// Linked pass programs kept for reuse, so that renderers drawing the same passes (the jobs of a
/// batch, an app's many transitions of one kind) compile each program once.
///
/// A program is found by everything that decides its binary: its fragment source, the stage
/// asked for and the targets it writes. Programs hold the uniform values last set on them, which
/// sharing makes everyone's: a user must set its values again when `PassProgram.use(as:)` says
/// another user had the program. The cache keeps the `capacity` most recently used programs; a
/// program it lets go of lives on as long as a renderer holds it, and is deleted when the last
/// holder lets go. Used only on the context's thread.
public final class ProgramCache: @unchecked Sendable {
    // Sendable is sound: every method is called only inside `GLContext.perform`, on the GL thread.
    /// What decides a program's binary.
    public struct Key: Hashable, Sendable {
        public var fragmentSource: String
        public var stage: PassStage
        public var targets: [TextureFormat]
        /// For a program drawing quads (`PassProgram.drawQuads`), the vertex shader placing them;
        /// nil for a full-screen pass.
        public var vertexSource: String?

        /// The key of `fragmentSource` run as `stage`, writing `targets`, drawn over the full
        /// screen or, given `vertexSource`, as the quads it places.
        public init(fragmentSource: String, stage: PassStage, targets: [TextureFormat], vertexSource: String? = nil) {
            self.fragmentSource = fragmentSource
            self.stage = stage
            self.targets = targets
            self.vertexSource = vertexSource
        }
    }

    /// How many programs the cache holds at most.
    public let capacity: Int
    private var programs: [Key: PassProgram] = [:]
    /// Keys from least to most recently used.
    private var recency: [Key] = []

    /// An empty cache holding at most `capacity` programs (at least one).
    public init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
    }

    /// How many programs it holds.
    public var count: Int { programs.count }

    /// The program for `key`, compiled now unless the cache holds it; call inside
    /// `GLContext.perform`. A compile error is thrown and nothing is kept.
    public func program(for key: Key, context: GLContext) throws -> PassProgram {
        context.assertOnGLThread("a program cache")
        if let program = programs[key] {
            markUsed(key)
            context.count { $0.programsReused += 1 }
            return program
        }
        let program =
            try key.vertexSource.map { vertexSource in
                try PassProgram(vertexSource: vertexSource, fragmentSource: key.fragmentSource, context: context)
            }
            ?? PassProgram(fragmentSource: key.fragmentSource, stage: key.stage, targets: key.targets, context: context)
        programs[key] = program
        recency.append(key)
        if recency.count > capacity { programs[recency.removeFirst()] = nil }
        return program
    }

    private func markUsed(_ key: Key) {
        // Linear, but over a few dozen keys, once per pass compiled.
        if let index = recency.firstIndex(of: key) { recency.remove(at: index) }
        recency.append(key)
    }
}
