import Foundation
import Segue

/// The export button: what the page shows, rendered through the library's video writer (or,
/// for a filter, as a PNG) into the server's folder of exports, offered by a URL of its own.
extension PreviewSession {
    func export(fps: Double, duration: Double) async {
        guard drawing != nil else { return }
        let (name, library, images, size) = (selection, library, images, size)
        let values = PreviewValues(texts: texts, images: imageParameters)
        let (engine, curve) = (hub.engine, playCurve)
        let isTransition = library.transitionNames.contains(name)
        let file = UUID().uuidString + (isTransition ? ".mp4" : ".png")
        let url = hub.exports.appendingPathComponent(file)
        await notice("exporting")
        do {
            // A renderer of its own: the page's keeps drawing while the clip is written.
            let drawing = try await hub.queue.run(drawing: name) {
                try Self.makeDrawing(name, library: library, engine: engine, images: images, size: size, values: values)
                    .0
            }
            switch drawing {
            case .transition(let transition):
                try await transition.writeVideo(
                    to: url, fps: fps, duration: duration, curve: try TimingCurve(parsing: curve))
            case .effect(let renderer, _):
                try await hub.queue.run(drawing: name) { try renderer.renderImage().writePNG(toFile: url.path) }
            }
            await notice("exported", url: "/api/exports/" + file)
        } catch {
            await notice(
                "error",
                message: "export failed: " + String(describing: error).replacingOccurrences(of: "\n", with: "; "))
        }
    }
}
