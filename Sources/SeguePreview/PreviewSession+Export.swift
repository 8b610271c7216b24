import Foundation
import Segue
import SegueJobs

/// The export button: the job whose command line the page shows, run by the library with the
/// page's images written beside it, into the server's folder of exports, offered by a URL of its own.
extension PreviewSession {
    func export(fps: Double, duration: Double) async {
        guard drawing != nil else { return }
        let kind = library.transitionNames.contains(selection) ? "transition" : "effect"
        let name = UUID().uuidString
        let file = name + (kind == "transition" ? ".mp4" : ".png")
        let inputs = hub.exports.appendingPathComponent(name + "-inputs", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: inputs) }
        await notice("exporting")
        do {
            var job = try writeInputs(to: inputs, kind: kind)
            job.out = hub.exports.appendingPathComponent(file).path
            job.isQuiet = true
            if var render = job as? RenderJob {
                (render.requestedFPS, render.duration) = (fps, duration)
                job = render
            }
            try await job.run(engine: hub.engine)
            await notice("exported", url: "/api/exports/" + file)
        } catch {
            await notice(
                "error",
                message: "export failed: " + String(describing: error).replacingOccurrences(of: "\n", with: "; "))
        }
    }

    /// Writes the page's images into `folder` as PNG files, and returns the job that reads them.
    private func writeInputs(to folder: URL, kind: String) throws -> any RunnableJob {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let from = folder.appendingPathComponent("from.png").path
        let to = folder.appendingPathComponent("to.png").path
        let parameterFolder = folder.appendingPathComponent("parameters", isDirectory: true)
        try FileManager.default.createDirectory(at: parameterFolder, withIntermediateDirectories: true)
        try images.from.writePNG(toFile: from)
        try images.to.writePNG(toFile: to)
        for (parameter, image) in imageParameters {
            try image.writePNG(toFile: parameterFolder.appendingPathComponent(parameter + ".png").path)
        }
        let resolvedKind = kind == "transition" ? kind : ((try? library.effect(named: selection).kind.rawValue) ?? "")
        return job(kind: resolvedKind, from: from, to: to, imageFolder: parameterFolder.path + "/")
    }
}
