import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import Segue

/// The live preview's web server: the page, its WebSocket of frames and commands, uploads and
/// exports, and the watch over the user's folders.
public struct PreviewServer: Sendable {
    let configuration: PreviewConfiguration

    public init(configuration: PreviewConfiguration) {
        self.configuration = configuration
    }

    /// Opens the engine and the images, then serves until cancelled or, when `handlingSignals`,
    /// until Ctrl-C (SIGINT) or SIGTERM; `onReady` gets the page's URL once the server listens.
    public func run(handlingSignals: Bool = true, onReady: @escaping @Sendable (String) async -> Void) async throws {
        let hub = try makeHub()
        defer { hub.shutDown() }
        try await serve(hub, handlingSignals: handlingSignals, onReady: onReady)
    }

    /// Serves `hub`'s sessions (`run`'s work once the engine is open).
    func serve(
        _ hub: PreviewHub, handlingSignals: Bool, onReady: @escaping @Sendable (String) async -> Void
    ) async throws {
        let app = makeApplication(hub, onReady: onReady)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await hub.watch() }
            do {
                try await app.runService(gracefulShutdownSignals: handlingSignals ? [.sigint, .sigterm] : [])
            } catch let error as IOError {
                throw PreviewServerError(
                    description: "cannot listen on \(address): \(String(cString: strerror(error.errnoCode)))")
            } catch is SocketAddressError.UnknownHost {
                throw PreviewServerError(description: "cannot listen on \(address): no such host")
            }
            group.cancelAll()
        }
    }

    /// The HTTP and WebSocket server of `hub`'s sessions, not yet listening: `serve` runs it where
    /// the configuration says.
    func makeApplication(
        _ hub: PreviewHub, onReady: @escaping @Sendable (String) async -> Void
    ) -> some ApplicationProtocol {
        let origins = PreviewOrigins(configuration: configuration)
        let access = PreviewAccess(token: configuration.token, origins: origins)
        var logger = Logger(label: "segue-preview")
        logger.logLevel = configuration.serverLogLevel
        return Application(
            router: PreviewRoutes(hub: hub, access: access).router,
            server: .http1WebSocketUpgrade(
                configuration: .init(ws: .init(maxFrameSize: configuration.maximumMessageBytes))
            ) { request, _, _ in
                guard request.path?.split(separator: "?").first == "/ws", origins.allows(request),
                    access.allows(request)
                else {
                    return .dontUpgrade
                }
                return .upgrade([:]) { inbound, outbound, _ in
                    await Self.serve(hub: hub, inbound: inbound, outbound: outbound)
                }
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "segue"),
            onServerRunning: { channel in
                origins.listening(on: channel.localAddress?.port ?? 0)
                await onReady(access.pageURL)
            },
            logger: logger)
    }

    private var address: String {
        "\(PreviewOrigins.bracketed(configuration.host)):\(configuration.port)"
    }

    /// One page's WebSocket: a session, fed each message until the page goes, then let go.
    static func serve(hub: PreviewHub, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        let session = await PreviewSession(hub: hub, outbound: outbound)
        guard await hub.admit(session) else { return await hub.refuse(outbound) }
        await session.start()
        do {
            for try await message in inbound.messages(maxSize: hub.configuration.maximumMessageBytes) {
                switch message {
                case .text(let text): await session.handle(text)
                case .binary:
                    await session.notice("error", message: "binary messages are not understood: send JSON text")
                }
            }
        } catch {
            // The page went, or sent more than a message may hold: either way the session ends.
        }
        await session.close()
        await hub.unregister(session.id)
    }

    func makeHub() throws -> PreviewHub {
        let library = try EffectLibrary(directories: configuration.shaderDirectories)
        let engine = try Engine(library: library, maximumPixelCount: configuration.maximumPixelCount)
        return try PreviewHub(engine: engine, configuration: configuration, images: try images(engine: engine))
    }

    /// The images given on the command line, or the built-in samples.
    private func images(engine: Engine) throws -> PreviewImages {
        func load(_ path: String?, _ slot: String) throws -> (Image, String) {
            if let path { return (try engine.image(contentsOfFile: path), (path as NSString).lastPathComponent) }
            let sample = try Image(
                encoded: PreviewImages.sample(slot)!, name: "\(slot).png", limits: engine.imageLimits)
            return (sample, "\(slot).png")
        }
        let (from, fromName) = try load(configuration.fromPath, "from")
        let (to, toName) = try load(configuration.toPath, "to")
        let samples = Set(["from": configuration.fromPath, "to": configuration.toPath].filter { $0.value == nil }.keys)
        return PreviewImages(from: from, to: to, fromName: fromName, toName: toName, samples: samples)
    }
}

/// Why the server could not serve, in one line for the command line.
public struct PreviewServerError: Error, CustomStringConvertible {
    public var description: String
}
