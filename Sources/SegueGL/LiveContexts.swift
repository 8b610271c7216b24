import Synchronization

/// The contexts of this process that are open, held weakly, so that `GLContext.closeAll()` can
/// end their threads before the process exits.
final class LiveContexts: Sendable {
    static let shared = LiveContexts()

    private struct WeakContext {
        weak var context: GLContext?
    }

    private let contexts = Mutex<[ObjectIdentifier: WeakContext]>([:])

    func insert(_ context: GLContext) {
        contexts.withLock { $0[ObjectIdentifier(context)] = WeakContext(context: context) }
    }

    func remove(_ context: GLContext) {
        contexts.withLock { $0[ObjectIdentifier(context)] = nil }
    }

    /// The contexts still alive; a strong reference each, so none is released while being closed.
    func open() -> [GLContext] {
        contexts.withLock { $0.values.compactMap(\.context) }
    }
}
