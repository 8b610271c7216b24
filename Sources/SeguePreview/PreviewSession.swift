import Foundation
import HummingbirdWebSocket
import Segue
import SegueTime

/// One page's session: what it shows (the selection, its parameters, the images, the progress),
/// the renderer it draws with, and the drag or animation under way. Frames are drawn only when
/// something changed, and only the newest: inputs arriving while a frame is drawn or sent are
/// folded into the next one.
actor PreviewSession {
    nonisolated let id = UUID()
    let hub: PreviewHub
    let outbound: WebSocketOutboundWriter
    var library: EffectLibrary
    var selection: String
    /// The text of each parameter the user set, for the current selection.
    var texts: [String: String] = [:]
    /// Images given for image parameters (a luma map), by parameter name.
    var imageParameters: [String: Image] = [:]
    var images: PreviewImages
    var drawing: PreviewDrawing?
    var progress = 0.0
    var seq: UInt32 = 0
    var dirty = false
    var busy = false
    var problem: PreviewPayload.Problem?
    var gestureRules = PreviewGestureRules()
    /// A drag or pinch on the frame, read by the chosen handler as it happens.
    var drag: LiveGesture?
    var animation: PreviewAnimation?
    var playDuration = 1.0
    var playCurve = "easeInOut"
    var closed = false

    init(hub: PreviewHub, outbound: WebSocketOutboundWriter) async {
        self.hub = hub
        self.outbound = outbound
        library = await hub.library
        images = hub.defaultImages
        selection =
            library.transitionNames.contains("pixellate-dissolve")
            ? "pixellate-dissolve" : library.transitionNames.first ?? ""
    }

    var configuration: PreviewConfiguration { hub.configuration }

    /// The size frames are drawn at: the configured one, else the first image's, at most 640 wide.
    var size: FrameSize {
        if let size = configuration.size { return size }
        let width = min(images.from.width, 640)
        let height = max(1, Int((Double(images.from.height) * Double(width) / Double(images.from.width)).rounded()))
        return FrameSize(width: width, height: height)
    }

    /// Says hello, the library and the state, and draws the first frame.
    func start() async {
        await send(PreviewPayload.Hello(session: id.uuidString, version: SegueVersion.current, gesture: gestureRules))
        await send(await hub.libraryPayload)
        await select(selection)
    }

    /// Acts on one message from the page.
    func handle(_ text: String) async {
        let command: PreviewCommand
        do {
            let message = try PreviewCommand.parse(text)
            command = message.command
            if let number = message.seq { seq = number }
        } catch {
            await notice("error", message: error.description)
            return
        }
        switch command {
        case .select(let name): await select(name)
        case .parameter(let name, let text): await setParameter(name, text: text)
        case .progress(let value): show(progress: value)
        case .gesture(let rules): gestureRules = rules
        case .pointer(let phase, let sample): await pointer(phase, sample)
        case .play(let duration, let curve): await play(duration: duration, curve: curve)
        case .export(let fps, let duration):
            // Its own task: the page goes on drawing and dragging while the clip is written.
            Task { await export(fps: fps, duration: duration) }
        }
    }

    /// Shows `progress`, stopping any animation.
    func show(progress value: Double) {
        stopAnimation()
        progress = value
        requestFrame()
    }

    /// Switches to transition or filter `name`, with its parameters at their defaults.
    func select(_ name: String) async {
        if !library.transitionNames.contains(name), library.brokenFile(named: name) == nil {
            do {
                _ = try library.effect(named: name)
            } catch {
                await notice("error", message: String(describing: error))
                return
            }
        }
        stopAnimation()
        texts = [:]
        imageParameters = [:]
        selection = name
        await rebuild(reporting: true)
    }

    /// Sets parameter `name` from the command line's text form; a bad value is reported, not kept.
    func setParameter(_ name: String, text: String) async {
        guard let drawing else { return }
        do {
            guard let parameter = drawing.parameters.first(where: { $0.name == name }) else {
                throw PreviewMessageError("\(selection) has no parameter '\(name)'")
            }
            let value = try parameter.value(from: text, effect: selection)
            try await hub.queue.run(drawing: selection) { try drawing.set(name, value) }
            texts[name] = text
            await sendState()
            requestFrame()
        } catch {
            await notice("error", message: String(describing: error))
        }
    }

    /// Uses `bytes` (an image file) as the first or second image, or for image parameter `slot`.
    func setImage(_ slot: String, bytes: [UInt8], name: String) async throws {
        let image = try Image(encoded: bytes, name: name, limits: hub.engine.imageLimits)
        switch slot {
        case "from":
            images.from = image
            images.fromName = name
        case "to":
            images.to = image
            images.toName = name
        default:
            guard drawing?.parameters.contains(where: { $0.name == slot && $0.type == .image }) == true else {
                throw PreviewMessageError("\(selection) has no image parameter '\(slot)'")
            }
            imageParameters[slot] = image
        }
        images.samples.remove(slot)
        await rebuild(reporting: true)
    }

    /// The folders' files changed: the picker gets the new list, and the selection is built again
    /// from the new library; should it fail, the last good version keeps running.
    func libraryChanged(_ library: EffectLibrary, payload: PreviewPayload.Library, files: Set<String>) async {
        self.library = library
        await send(payload)
        await rebuild(reporting: true)
    }

    /// Sends a problem the whole server has (a folder that cannot be read).
    func notice(_ problem: PreviewPayload.Problem) async {
        await send(PreviewPayload.Notice(type: "error", message: problem.text))
    }

    func notice(_ type: String, message: String? = nil, url: String? = nil, outcome: String? = nil) async {
        await send(PreviewPayload.Notice(type: type, message: message, url: url, outcome: outcome, seq: seq))
    }

    /// Closed by the page: stops animating and lets go of the renderer.
    func close() {
        closed = true
        stopAnimation()
        drawing = nil
    }

    func send(_ payload: some Encodable) async {
        guard !closed else { return }
        try? await outbound.write(.text(PreviewPayload.text(payload)))
    }
}
