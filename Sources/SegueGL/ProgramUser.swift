/// One user of a shared `PassProgram`, with uniform values of its own: a renderer's pass, a
/// conversion. Compared by identity (`PassProgram.use(as:)`).
public final class ProgramUser: Sendable {
    /// A new user, distinct from every other.
    public init() {}
}
