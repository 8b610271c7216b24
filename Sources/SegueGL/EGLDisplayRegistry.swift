import CEGL
import Foundation

/// Reference counts of initialized EGL displays across the process.
///
/// `eglGetPlatformDisplay` returns the same display for the same platform and native display,
/// and `eglTerminate` ends it for every context using it; so contexts share displays through
/// this registry, and the last one out terminates. One lock covers opening and terminating, so
/// a context being created never sees its display terminated under it.
final class EGLDisplayRegistry: @unchecked Sendable {
    // Sendable is sound: `users` is read and written only under `lock`.
    static let shared = EGLDisplayRegistry()
    private let lock = NSLock()
    private var users: [UInt: Int] = [:]

    /// Runs `open` (which initializes a display) under the lock and counts its result as a user.
    func open<T, E: Error>(_ open: () throws(E) -> T, display: (T) -> EGLDisplay) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        let opened = try open()
        users[UInt(bitPattern: display(opened)), default: 0] += 1
        return opened
    }

    /// Drops a user of `display`; the last one terminates it. Returns whether it was terminated.
    @discardableResult
    func release(_ display: EGLDisplay) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let key = UInt(bitPattern: display)
        let remaining = (users[key] ?? 1) - 1
        users[key] = remaining > 0 ? remaining : nil
        guard remaining <= 0 else { return false }
        eglTerminate(display)
        return true
    }

    /// Terminates a display that failed before anyone used it, unless others share it.
    func discardUnused(_ display: EGLDisplay) {
        lock.lock()
        defer { lock.unlock() }
        if users[UInt(bitPattern: display)] == nil { eglTerminate(display) }
    }
}
