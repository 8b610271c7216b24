import CEGL
import CGLES3

/// A GPU timer from `GL_EXT_disjoint_timer_query`: how long the GPU took for the commands issued
/// between `begin()` and `end()`.
///
/// Create and use it inside `GLContext.perform`, only where `isSupported(in:)` says so. One query
/// measures one interval at a time; read its result before beginning it again.
public final class TimerQuery: @unchecked Sendable {
    // Sendable is sound: used only inside `GLContext.perform`, on the context's thread, and deleted there.
    /// The extension this wrapper needs.
    public static let extensionName = "GL_EXT_disjoint_timer_query"

    private let object: GLObject
    /// The GL name of the query object.
    var name: GLuint { object.name }
    private let getResult64: EntryPoints.GetQueryObjectUI64

    // Values from GL_EXT_disjoint_timer_query; gl2ext.h spells them as macros Swift imports as Int32.
    private static let timeElapsed = GLenum(GL_TIME_ELAPSED_EXT)
    private static let gpuDisjoint = GLenum(GL_GPU_DISJOINT_EXT)

    /// Whether the context's driver offers timer queries (the extension and its 64-bit result call).
    public static func isSupported(in context: GLContext) -> Bool {
        context.info.extensions.contains(extensionName) && EntryPoints.shared.getQueryObjectUI64 != nil
    }

    /// Creates a query object; call inside `GLContext.perform`.
    public init(context: GLContext) throws {
        guard context.info.extensions.contains(Self.extensionName),
            let getResult64 = EntryPoints.shared.getQueryObjectUI64
        else {
            throw GLError.glCall(call: "TimerQuery", error: "the driver lacks \(Self.extensionName)")
        }
        // Query objects are core in ES 3.0; the extension adds the GL_TIME_ELAPSED_EXT target.
        object = try GLObject(context: context, generate: glGenQueries, delete: deleting(glDeleteQueries)) { _ in
            try checkGLError("glGenQueries")
        }
        self.getResult64 = getResult64
    }

    /// Starts timing the commands that follow.
    public func begin() {
        // Reading GL_GPU_DISJOINT_EXT clears it, so a disjoint event seen by `result()` happened
        // during this interval, not before it.
        _ = Self.disjointOccurred()
        glBeginQuery(Self.timeElapsed, name)
    }

    /// Stops timing.
    public func end() {
        glEndQuery(Self.timeElapsed)
    }

    /// Whether the GPU has the result ready, so that `result()` would not wait.
    public var isResultAvailable: Bool {
        var available: GLuint = 0
        glGetQueryObjectuiv(name, GLenum(GL_QUERY_RESULT_AVAILABLE), &available)
        return available != 0
    }

    /// The interval's GPU time in nanoseconds, waiting for it if needed; nil when the driver
    /// reports a disjoint event (a clock change or reset made the figure meaningless).
    public func result() -> UInt64? {
        var nanoseconds: GLuint64 = 0
        getResult64(name, GLenum(GL_QUERY_RESULT), &nanoseconds)
        return Self.disjointOccurred() ? nil : UInt64(nanoseconds)
    }

    private static func disjointOccurred() -> Bool {
        var disjoint: GLint = 0
        glGetIntegerv(gpuDisjoint, &disjoint)
        return disjoint != 0
    }

    /// Extension entry points, looked up once through EGL (libGLESv2 does not export them).
    private struct EntryPoints: @unchecked Sendable {
        // Sendable is sound: C function pointers, looked up once and never changed.
        typealias GetQueryObjectUI64 = @convention(c) (GLuint, GLenum, UnsafeMutablePointer<GLuint64>?) -> Void

        var getQueryObjectUI64: GetQueryObjectUI64?

        // The pointers are process-wide and immutable once loaded, hence safe to share.
        static let shared = EntryPoints(
            getQueryObjectUI64: eglGetProcAddress("glGetQueryObjectui64vEXT").map {
                unsafeBitCast($0, to: GetQueryObjectUI64.self)
            }
        )
    }
}
