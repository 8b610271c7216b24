import Foundation
import Segue
import Synchronization

extension ConcatJob {
    /// Every transition the request names, for the library's notices about broken files.
    func requestedTransitions(_ request: ConcatRequest) -> [String] {
        // The options' transition counts only where some join takes it.
        let fallback = request.joins.contains { $0?.transition == nil } ? [request.join?.transition ?? transition] : []
        return fallback + request.joins.compactMap { $0?.transition }
            + (transitions?.split(separator: ",").map(String.init) ?? [])
    }

    /// The slideshow the request asks for: its files read (stills checked, clips probed, in
    /// parallel), each join's settings over the spec's over the options', random picks made.
    func slideshow(
        _ request: ConcatRequest, library: EffectLibrary, seed: UInt64, report: (JobMessage) -> Void
    ) throws -> Slideshow {
        let items = try Self.readItems(request.items, ffmpeg: video.ffmpeg)
        var random = SeededRandom(seed: seed)
        let pool = try randomPool(library)
        var joins: [SlideshowJoin] = []
        var noticed: Set<[String]> = []
        for (index, choice) in request.joins.enumerated() {
            let name = choice?.transition ?? request.join?.transition ?? transition
            let picked = name == "random" ? random.pick(pool) : name
            let curveText = choice?.curve ?? request.join?.curve ?? curve
            let timing = try curveText.map { text throws(TimingError) in try TimingCurve(parsing: text) } ?? .linear
            let seconds = choice?.duration ?? request.join?.duration ?? duration
            var join = SlideshowJoin(picked, duration: seconds, curve: timing)
            // The spec's parameters for this join, else its default join's, else --param.
            let source = [choice, request.join].compactMap { $0 }.first { !$0.parameters.isEmpty }
            let assignments = source?.parameters ?? parameters
            join.parameters = try Self.values(assignments, transition: picked, library: library, folder: source?.folder)
            { reason in
                let names = (items[index].name, items[index + 1].name)
                return SlideshowError.badJoin(
                    join: "join \(index + 1) (\(names.0) → \(names.1), \(picked))", reason: reason)
            }
            let given = assignments.map(\.name)
            if noticed.insert([picked] + given).inserted, let graph = try? Self.parameterGraph(picked, library: library)
            {
                ImageInputNotice.reportMissing(
                    transition: picked, parameters: graph.parameters, given: given, to: report)
            }
            joins.append(join)
        }
        // Clips that share a rate keep it, as a copy between joins needs and no picture is doubled.
        let rate = request.fps ?? fps ?? Slideshow.sharedClipRate(of: items) ?? 30
        var show = Slideshow(
            items: items, joins: joins, fps: rate, stillDuration: request.still ?? still,
            size: request.size ?? size, resize: request.resize ?? resize)
        show.audioTrack = request.audio ?? audio
        return show
    }

    /// The transitions `random` picks from: --transitions, each checked, or every transition.
    private func randomPool(_ library: EffectLibrary) throws -> [String] {
        guard let transitions else { return library.transitionNames }
        let names = transitions.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        guard !names.isEmpty else { throw JobOptionError("--transitions needs at least one name") }
        for name in names where !library.transitionNames.contains(name) {
            throw EffectError.unknownEffect(name: name, kind: "transition", available: library.transitionNames)
        }
        return names
    }

    /// Each file as an item, read in parallel (probing a clip takes a process); the first
    /// failure in order is the one reported, naming its file.
    private static func readItems(_ requested: [ConcatRequest.Item], ffmpeg: String) throws -> [SlideshowItem] {
        let results = Mutex<[Result<SlideshowItem, any Error>?]>(Array(repeating: nil, count: requested.count))
        DispatchQueue.concurrentPerform(iterations: requested.count) { index in
            let item = requested[index]
            let result = Result {
                var read = try SlideshowItem(
                    contentsOfFile: item.file, duration: item.duration, start: item.from, end: item.to, ffmpeg: ffmpeg)
                read.name = item.name ?? read.name
                read.resize = item.resize
                return read
            }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { $0 }.enumerated().map { index, result in
            do {
                return try result!.get()
            } catch {
                // "item 2 (b.jpg): cannot read: …", naming the item as the timeline's errors do.
                let name = requested[index].name ?? requested[index].file
                var reason = "\(error)"
                if reason.hasPrefix(requested[index].file + ": ") {
                    reason.removeFirst(requested[index].file.count + 2)
                }
                throw SlideshowError.badItem(item: "item \(index + 1) (\(name))", reason: reason)
            }
        }
    }

    /// Parameter texts as values of `transition`'s parameters; a mistake becomes `failure`'s error.
    /// An image parameter's file is taken relative to `folder` (a spec's) when one is given.
    private static func values(
        _ assignments: [ParameterAssignment], transition: String, library: EffectLibrary, folder: String?,
        failure: (String) -> SlideshowError
    ) throws -> [(name: String, value: ParameterValue)] {
        guard !assignments.isEmpty else { return [] }
        do {
            let graph = try parameterGraph(transition, library: library)
            return try assignments.map { assignment in
                let parameter = try graph.parameter(named: assignment.name)
                var assignment = assignment
                if parameter.type == .image, let folder, !assignment.value.hasPrefix("/") {
                    assignment.value = URL(fileURLWithPath: folder).appendingPathComponent(assignment.value).path
                }
                return (assignment.name, try assignment.value(for: parameter, of: transition))
            }
        } catch let error as EffectError {
            throw failure(error.description)
        }
    }

    /// `transition` between placeholder images, made only to read its parameters (no GL work).
    private static func parameterGraph(_ transition: String, library: EffectLibrary) throws -> TransitionGraph {
        let placeholder = try Image(width: 2, height: 2)
        return try library.makeTransition(transition, from: ImageSource(placeholder), to: ImageSource(placeholder))
    }
}
