import Foundation
import Segue
import SegueJobs

/// Building the renderer, and drawing frames: only when something changed, only the newest.
extension PreviewSession {
    /// Builds the selection's renderer from the library with the session's images and values.
    /// On failure the last good renderer keeps running and the problem goes to the page.
    func rebuild(reporting: Bool) async {
        let values = PreviewValues(texts: texts, images: imageParameters)
        let (name, library, images, size, engine) = (selection, library, images, size, hub.engine)
        do {
            let (built, kept) = try await hub.queue.run(drawing: name) {
                () throws -> (PreviewDrawing, [String: String]) in
                let (drawing, kept) = try Self.makeDrawing(
                    name, library: library, engine: engine, images: images, size: size, values: values)
                // Compiled here, so that a file that does not compile keeps the last good version.
                _ = try drawing.render(progress: 0)
                return (drawing, kept)
            }
            drawing = built
            texts = kept
            problem = nil
        } catch {
            problem = PreviewPayload.Problem(error).withSource(inside: configuration.shaderDirectories)
        }
        if reporting { await sendState() }
        requestFrame()
    }

    /// The renderer of `name` with the values the user set; a value that no longer fits its
    /// parameter (the file changed its type or dropped it) is left out of the texts returned.
    static func makeDrawing(
        _ name: String, library: EffectLibrary, engine: Engine, images: PreviewImages, size: FrameSize,
        values: PreviewValues
    ) throws -> (PreviewDrawing, kept: [String: String]) {
        let drawing: PreviewDrawing
        if library.transitionNames.contains(name) {
            drawing = .transition(
                try engine.makeTransition(
                    name, in: library, from: images.from, to: images.to, width: size.width, height: size.height))
        } else {
            let effect = try library.effect(named: name)
            let (renderer, node) = try engine.makeEffectRenderer(
                for: effect, images: (images.from, images.to), size: size)
            drawing = .effect(renderer, node)
        }
        var kept: [String: String] = [:]
        for parameter in drawing.parameters {
            if let text = values.texts[parameter.name], let value = try? parameter.value(from: text, effect: name) {
                try drawing.set(parameter.name, value)
                kept[parameter.name] = text
            }
            if let image = values.images[parameter.name], parameter.type == .image {
                try drawing.set(parameter.name, .image(image))
            }
        }
        return (drawing, kept)
    }

    /// Draws a frame soon: now if none is being drawn, else right after, with the newest values.
    func requestFrame() {
        dirty = true
        guard !busy, !closed else { return }
        busy = true
        Task { await drawWhileDirty() }
    }

    private func drawWhileDirty() async {
        while dirty, !closed, let drawing {
            dirty = false
            let (progress, seq, name, quality) = (progress, seq, selection, configuration.jpegQuality)
            do {
                let frame = try await hub.queue.run(drawing: name) { () throws -> PreviewFrame in
                    let start = DispatchTime.now().uptimeNanoseconds
                    let image = try drawing.render(progress: progress)
                    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                    return PreviewFrame(
                        seq: seq, progress: progress, engineMilliseconds: milliseconds,
                        jpeg: try image.jpegData(quality: quality))
                }
                // The write returns once the frame is handed to the connection: a slow page
                // holds the next frame back, and the inputs meanwhile fold into it.
                try await outbound.write(.binary(frame.buffer))
            } catch {
                if closed { break }
                problem = PreviewPayload.Problem(error).withSource(inside: configuration.shaderDirectories)
                await sendState()
            }
        }
        busy = false
    }

    /// The state the page shows: selection, controls, plan, the equivalent command, any problem.
    func sendState() async {
        let kind =
            library.transitionNames.contains(selection)
            ? "transition" : ((try? library.effect(named: selection).kind.rawValue) ?? "filter")
        let summary =
            library.transitions.first { $0.name == selection }?.summary
            ?? (try? library.effect(named: selection).summary) ?? ""
        let parameters = (drawing?.parameters ?? []).map { parameter in
            PreviewPayload.Parameter(
                name: parameter.name, type: parameter.type.rawValue, summary: parameter.summary,
                value: texts[parameter.name]
                    ?? ((try? drawing?.value(of: parameter.name))?.text ?? parameter.defaultValue.text),
                defaultValue: parameter.type == .image ? "" : parameter.defaultValue.text,
                minimum: parameter.range?.lowerBound, maximum: parameter.range?.upperBound)
        }
        await send(
            PreviewPayload.State(
                selection: selection, kind: kind, summary: summary, parameters: parameters,
                plan: drawing?.planSummary ?? "",
                command: command(kind: kind), images: ["from": images.fromName, "to": images.toName],
                samples: ["from", "to"].filter { images.isSample($0) },
                size: size.description, error: problem))
    }

    /// The `segue` command that renders what the page shows, written from the job it describes.
    private func command(kind: String) -> String {
        job(
            kind: kind, from: configuration.fromPath ?? images.fromName, to: configuration.toPath ?? images.toName,
            imageFolder: ""
        ).commandLine
    }

    /// The job that makes what the page shows, reading its images from `from`, `to` and, for
    /// image parameters, `NAME.png` files in `imageFolder` ("" or ending in `/`).
    func job(kind: String, from: String, to: String, imageFolder: String) -> any RunnableJob {
        let parameters =
            texts.keys.sorted().map { ParameterAssignment(name: $0, value: texts[$0]!) }
            + imageParameters.keys.sorted().map { ParameterAssignment(name: $0, value: "\(imageFolder)\($0).png") }
        let folders = ShaderFolders(directories: configuration.shaderDirectories)
        if kind == "transition" {
            var job = RenderJob()
            (job.from, job.to, job.transition, job.shaders, job.parameters) = (from, to, selection, folders, parameters)
            (job.size, job.duration, job.curve, job.out) = (size, playDuration, playCurve, "transition.mp4")
            return job
        }
        var job = ApplyJob()
        (job.input, job.second, job.shaders, job.out) = (from, kind == "blend" ? to : nil, folders, "\(selection).png")
        job.steps = [ApplyJob.Step(effect: selection, parameters: parameters)]
        return job
    }
}
