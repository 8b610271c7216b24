import CEGL
import CGLES3
import Foundation
import Synchronization

/// A headless OpenGL ES 3 context on its own thread.
///
/// Open one with `GLContext()`; it tries the EGL platforms in `EGLPlatform` order (or the one
/// `SEGUE_EGL_PLATFORM` forces) and renders into framebuffers only, never to a window surface.
/// Every GL call goes through `perform`, which runs on the context's thread; the typed wrappers
/// (`Texture`, `Framebuffer`, `ShaderProgram`, `GLBuffer`) must be used inside it.
public final class GLContext: @unchecked Sendable {
    // Sendable is sound: the handles and `info` are immutable; `liveCounters` and `framesChecked`
    // are touched only on the GL thread.
    /// What the context runs on.
    public let info: GLInfo
    /// Platforms that were tried and failed before the one in use.
    public let skippedPlatforms: [GLError.PlatformAttempt]
    /// The stage full-screen passes run as unless a plan asks for another: the one
    /// `SEGUE_PASS_STAGE` forces, or the device's preferred one (`PassStage.preferred(for:)`).
    public let passStage: PassStage

    let thread: GLThread
    private let display: EGLDisplay
    private let context: EGLContext
    private let closeNative: () -> Void
    /// Touched only on the GL thread; a box, so that a queued delete can count itself without
    /// keeping the context alive (its last release must not happen on its own thread).
    private let liveCounters = GLCounterBox()
    /// Set once by `close()`.
    private let closed = Atomic<Bool>(false)
    /// Frames `checkForReset()` has seen, for the simulated loss.
    private var framesChecked = 0
    /// `SEGUE_SIMULATE_CONTEXT_LOSS=N`: the context reports itself lost after N frames (fault injection).
    private let simulatedLossAfter = ProcessInfo.processInfo.environment["SEGUE_SIMULATE_CONTEXT_LOSS"].flatMap {
        Int($0)
    }

    /// Opens a context on the first platform that works.
    public convenience init() throws {
        let environment = ProcessInfo.processInfo.environment
        try self.init(
            platforms: EGLPlatform.candidates(environment: environment),
            passStage: PassStage.forced(environment: environment))
    }

    /// Opens a context on the first of `platforms` that works, in order; its passes run as
    /// `passStage`, or as the device prefers when nil.
    public init(platforms: [EGLPlatform], passStage: PassStage? = nil) throws {
        let thread = GLThread()
        let forced = platforms.count == 1
        let opened = try thread.sync { () throws -> (OpenedDisplay, EGLContext, [GLError.PlatformAttempt]) in
            var attempts: [GLError.PlatformAttempt] = []
            for platform in platforms {
                do throws(EGLDisplayOpener.Failure) {
                    return try EGLDisplayRegistry.shared.open(
                        { () throws(EGLDisplayOpener.Failure) in
                            let display = try EGLDisplayOpener.open(platform, forced: forced)
                            do throws(EGLDisplayOpener.Failure) {
                                return (display, try Self.makeCurrentContext(on: display.display), attempts)
                            } catch {
                                EGLDisplayRegistry.shared.discardUnused(display.display)
                                display.closeNative()
                                throw error
                            }
                        }, display: { $0.0.display })
                } catch {
                    attempts.append(.init(platform: platform, reason: error.reason))
                }
            }
            throw GLError.noUsableEGL(attempts: attempts)
        }
        self.thread = thread
        self.display = opened.0.display
        self.context = opened.1
        self.closeNative = opened.0.closeNative
        self.skippedPlatforms = opened.2
        let device = opened.0.device
        let platform = opened.0.platform
        let info = try thread.sync { Self.readInfo(platform: platform, device: device) }
        self.info = info
        self.passStage = passStage ?? .preferred(for: info)
        LiveContexts.shared.insert(self)
    }

    deinit {
        close()
    }

    /// Destroys the context and ends its thread, after the work queued so far; from then on
    /// `perform` throws `GLError.contextClosed`. Releasing the last reference does the same, so
    /// this is for owners that must know the thread is gone at a given moment: a process about
    /// to exit, where the driver's exit handlers race any GL thread still running.
    public func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        LiveContexts.shared.remove(self)
        let display = display
        let context = context
        let closeNative = closeNative
        let teardown = {
            eglMakeCurrent(display, nil, nil, nil)
            eglDestroyContext(display, context)
            eglReleaseThread()
            if EGLDisplayRegistry.shared.release(display) { closeNative() }
        }
        if thread.isCurrent {
            teardown()
        } else {
            try? thread.sync(teardown)
        }
        thread.stopAndJoin()
    }

    /// Closes every context of this process that is still open, joining their threads: the last
    /// step before a program exits, whatever still holds a context then.
    public static func closeAll() {
        for context in LiveContexts.shared.open() { context.close() }
    }

    /// Runs `body` on the context's thread with the context current, and waits for it.
    public func perform<T>(_ body: () throws -> T) throws -> T {
        try thread.sync(body)
    }

    /// Runs `body` on the context's thread with the context current, and resumes the caller when
    /// it returns: no thread waits meanwhile, as `perform`'s caller does.
    public func perform<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let queued = thread.async { continuation.resume(with: Result { try body() }) }
            if !queued { continuation.resume(throwing: GLError.contextClosed) }
        }
    }

    /// Throws `GLError.contextLost` when the driver says the context was reset (a GPU hang, a
    /// driver update, a removed device), which no further drawing can recover; call once per frame
    /// inside `perform`.
    public func checkForReset() throws(GLError) {
        framesChecked += 1
        if let simulatedLossAfter, framesChecked > simulatedLossAfter {
            throw .contextLost(reason: "simulated by SEGUE_SIMULATE_CONTEXT_LOSS=\(simulatedLossAfter)")
        }
        switch Int32(glGetGraphicsResetStatus()) {
        case GL_NO_ERROR: return
        case GL_GUILTY_CONTEXT_RESET: throw .contextLost(reason: "the GPU was reset by this context's work")
        case GL_INNOCENT_CONTEXT_RESET: throw .contextLost(reason: "the GPU was reset by other work")
        default: throw .contextLost(reason: "the GPU was reset")
        }
    }

    /// Waits until the GPU has finished every command issued so far; call inside `perform`.
    public func finish() {
        glFinish()
    }

    /// What the context has done so far: uploads, objects created, draws.
    public var counters: GLCounters {
        (try? thread.sync { liveCounters.value }) ?? GLCounters()
    }

    /// Stops a debug build when a wrapper touches GL off the context's thread, where the context
    /// is not current and the call would act on no context or another one; release builds check nothing.
    func assertOnGLThread(_ what: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        assert(
            thread.isCurrent, "\(what()) used off the GL thread: call it inside GLContext.perform", file: file,
            line: line)
    }

    /// Adds to the counters; call only on the context's thread.
    func count(_ update: (inout GLCounters) -> Void) {
        assertOnGLThread("a GL call")
        update(&liveCounters.value)
    }

    /// Deletes a GL object on the context's thread, now if already there, else soon.
    func deleteLater(_ delete: @escaping @Sendable () -> Void) {
        if thread.isCurrent { delete() } else { thread.async(delete) }
    }

    /// `deleteLater` for an object counted in `objectsCreated`, counting it in `objectsDeleted`.
    func deleteObjectLater(_ delete: @escaping @Sendable () -> Void) {
        let counters = liveCounters
        deleteLater {
            delete()
            counters.value.objectsDeleted += 1
        }
    }

    private struct ContextFailure: Error { var reason: String }

    private static func makeCurrentContext(on display: EGLDisplay) throws(EGLDisplayOpener.Failure) -> EGLContext {
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGLBoolean(EGL_TRUE) else {
            throw .init(reason: "eglBindAPI(EGL_OPENGL_ES_API) failed with \(eglErrorName())")
        }
        let extensions = String(cString: eglQueryString(display, EGL_EXTENSIONS))
        let configAttributes: [EGLint] = [
            EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT, EGL_SURFACE_TYPE, EGL_PBUFFER_BIT,
            EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE,
        ]
        var config: EGLConfig?
        var configCount: EGLint = 0
        eglChooseConfig(display, configAttributes, &config, 1, &configCount)
        if configCount == 0 {
            // Surfaceless Mesa offers no pbuffer configs; a config-less context serves FBO rendering.
            guard extensions.contains("EGL_KHR_no_config_context") || extensions.contains("EGL_MESA_configless_context")
            else {
                throw .init(reason: "no OpenGL ES 3 config and no EGL_KHR_no_config_context")
            }
            config = nil
        }
        let contextAttributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE]
        guard let context = eglCreateContext(display, config, nil, contextAttributes) else {
            throw .init(reason: "eglCreateContext(OpenGL ES 3.0) failed with \(eglErrorName())")
        }
        guard extensions.contains("EGL_KHR_surfaceless_context") else {
            eglDestroyContext(display, context)
            throw .init(reason: "the display lacks EGL_KHR_surfaceless_context")
        }
        guard eglMakeCurrent(display, nil, nil, context) == EGLBoolean(EGL_TRUE) else {
            eglDestroyContext(display, context)
            throw .init(reason: "eglMakeCurrent failed with \(eglErrorName())")
        }
        return context
    }

    private static func readInfo(platform: EGLPlatform, device: String) -> GLInfo {
        func string(_ name: Int32) -> String {
            glGetString(GLenum(name)).map { String(cString: $0) } ?? ""
        }
        var maxTextureSize: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &maxTextureSize)
        var extensionCount: GLint = 0
        glGetIntegerv(GLenum(GL_NUM_EXTENSIONS), &extensionCount)
        let extensions = (0..<GLuint(max(0, extensionCount))).compactMap {
            glGetStringi(GLenum(GL_EXTENSIONS), $0).map { String(cString: $0) }
        }
        return GLInfo(
            platform: platform, device: device,
            vendor: string(GL_VENDOR), renderer: string(GL_RENDERER), version: string(GL_VERSION),
            shadingLanguageVersion: string(GL_SHADING_LANGUAGE_VERSION),
            maxTextureSize: Int(maxTextureSize), extensions: Set(extensions)
        )
    }
}

/// A context's counters, shared with the deletes it queues.
private final class GLCounterBox: @unchecked Sendable {
    // Sendable is sound: read and written only on the context's GL thread.
    var value = GLCounters()
}

/// Counts of the work a context has done, so tests and the benchmark can prove what a frame costs.
public struct GLCounters: Sendable, Equatable {
    /// Texture uploads (`glTexSubImage2D` calls with pixels from the CPU).
    public var uploads = 0
    /// Bytes of pixels uploaded.
    public var bytesUploaded = 0
    /// GL objects created: textures, framebuffers, programs, buffers.
    public var objectsCreated = 0
    /// GL objects deleted, once their last owner let go: `objectsCreated - objectsDeleted` live.
    public var objectsDeleted = 0
    /// Draw calls.
    public var drawCalls = 0
    /// Shader programs compiled and linked.
    public var programsLinked = 0
    /// Programs a `ProgramCache` gave again instead of compiling them.
    public var programsReused = 0
    /// Framebuffer readbacks to CPU memory.
    public var readbacks = 0
    /// Regions copied unchanged between framebuffers (`Framebuffer.copy`), each one or more blits.
    public var pixelCopies = 0

    public init() {}

    /// The work done between `earlier` and this snapshot.
    public func since(_ earlier: GLCounters) -> GLCounters {
        var delta = GLCounters()
        delta.uploads = uploads - earlier.uploads
        delta.bytesUploaded = bytesUploaded - earlier.bytesUploaded
        delta.objectsCreated = objectsCreated - earlier.objectsCreated
        delta.objectsDeleted = objectsDeleted - earlier.objectsDeleted
        delta.drawCalls = drawCalls - earlier.drawCalls
        delta.programsLinked = programsLinked - earlier.programsLinked
        delta.programsReused = programsReused - earlier.programsReused
        delta.readbacks = readbacks - earlier.readbacks
        delta.pixelCopies = pixelCopies - earlier.pixelCopies
        return delta
    }
}

/// Throws if the GL error flag is set, naming `call`.
public func checkGLError(_ call: @autoclosure () -> String) throws {
    let code = glGetError()
    guard code != GLenum(GL_NO_ERROR) else { return }
    while glGetError() != GLenum(GL_NO_ERROR) {}
    throw GLError.glCall(call: call(), error: glErrorName(code))
}

/// The name of the current GL error flag, clearing it.
public func glErrorDescription() -> String {
    glErrorName(glGetError())
}

func glErrorName(_ code: GLenum) -> String {
    switch Int32(code) {
    case GL_INVALID_ENUM: return "GL_INVALID_ENUM"
    case GL_INVALID_VALUE: return "GL_INVALID_VALUE"
    case GL_INVALID_OPERATION: return "GL_INVALID_OPERATION"
    case GL_INVALID_FRAMEBUFFER_OPERATION: return "GL_INVALID_FRAMEBUFFER_OPERATION"
    case GL_OUT_OF_MEMORY: return "GL_OUT_OF_MEMORY"
    default: return String(format: "GL error 0x%04X", code)
    }
}
