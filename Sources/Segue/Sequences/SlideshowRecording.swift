/// Renders a slideshow into one sink, frame after frame: only the joins are drawn on the GPU.
///
/// A clip's frames outside its joins go from its decoder to the sink as they are (decoded in the
/// sink's own layout, or moved by `PictureCopy`) where only bytes move, and are drawn alone (fitted, converted) otherwise; a still outside its
/// joins is drawn alone once and handed over as often as it shows. One renderer lives at a time
/// (a join's, or an item's alone), and only the items it draws (and the next, whose decoder starts
/// early) are open: memory stays a few frames per input whatever the slideshow's length.
final class SlideshowRecording {
    private let slideshow: Slideshow
    private let timeline: SlideshowTimeline
    private let engine: Engine
    private let output: StageSink
    private let size: FrameSize
    private var players: [Int: SlideshowPlayer] = [:]
    /// What a renderer draws: a join, or one item alone.
    private enum StageKind: Equatable {
        case join(Int)
        case alone(Int)
    }

    /// The renderer drawing now, and its recorder.
    private var stage: (kind: StageKind, transition: TransitionRenderer, recorder: FrameRecorder)?
    /// A still's frame, drawn once and handed over as often as it shows.
    private var frame: [UInt8] = []

    init(_ slideshow: Slideshow, timeline: SlideshowTimeline, engine: Engine, size: FrameSize, sink: any FrameSink) {
        self.slideshow = slideshow
        self.timeline = timeline
        self.engine = engine
        self.size = size
        output = StageSink(sink)
    }

    /// Renders every frame and finishes the sink; any error (or `checkCancellation` throwing)
    /// cancels it, which removes what it partly wrote.
    func run(progress report: (FrameProgress) -> Void, checkCancellation: () throws -> Void) throws {
        defer {
            for player in players.values { player.stop() }
            players = [:]
        }
        let total = timeline.frameCount
        do {
            for segment in timeline.segments {
                switch segment {
                case .item(let item, let frames):
                    try playAlone(item, frames: frames.count) {
                        try checkCancellation()
                        report(FrameProgress(completed: output.count, total: total))
                    }
                case .join(let join, let frames):
                    try play(join: join, frames: frames.count) {
                        try checkCancellation()
                        report(FrameProgress(completed: output.count, total: total))
                    }
                }
            }
            try checkCancellation()
            try stage?.recorder.finish()
            try output.sink.finish()
            report(FrameProgress(completed: total, total: total))
        } catch {
            stage?.recorder.cancel()
            output.sink.cancel()
            throw error
        }
    }

    /// Item `index` alone for `count` frames: a still drawn once, a clip's pictures passed through
    /// where they can be, else drawn. Drawn alone means a fade at progress 0 between the item and
    /// itself (exactly the item, fitted), not the join beside it, whose ends may not be its items.
    private func playAlone(_ index: Int, frames count: Int, eachFrame: () throws -> Void) throws {
        let player = try player(index)
        try prefetch(index + 1)
        guard player.isClip else {
            let (transition, recorder) = try makeStage(.alone(index))
            try eachFrame()
            try recorder.draw(preparing: { try transition.graph.setProgress(0) }, into: &frame)
            for index in 0..<count {
                if index > 0 { try eachFrame() }
                try frame.withUnsafeBytes { try recorder.append($0) }
            }
            return
        }
        for _ in 0..<count {
            try eachFrame()
            try player.advance()
            if try player.withOutputFrame({ try append($0) }) != nil { continue }
            let (transition, recorder) = try makeStage(.alone(index))
            try player.withPicture { picture in
                try recorder.record {
                    if let picture, let layout = player.layout {
                        transition.renderer.showFrame(
                            picture, layout: layout, on: transition.graph.from, opaque: player.opaque)
                    }
                    try transition.graph.setProgress(0)
                }
            }
        }
    }

    /// Hands `frame` to the output after the frames the current renderer has in flight.
    private func append(_ frame: UnsafeRawBufferPointer) throws {
        if let stage { try stage.recorder.append(frame) } else { try output.append(frame) }
    }

    /// Join `index` over its `count` frames: frame m at progress m / count, through the join's curve.
    private func play(join index: Int, frames count: Int, eachFrame: () throws -> Void) throws {
        let (transition, recorder) = try makeStage(.join(index))
        let from = try player(index)
        let to = try player(index + 1)
        let curve = slideshow.joins[index].curve
        for frame in 0..<count {
            try eachFrame()
            try from.advance()
            try to.advance()
            let progress = curve.value(at: timeline.progress(ofJoinFrame: frame, join: index))
            try from.withPicture { fromPicture in
                try to.withPicture { toPicture in
                    try recorder.record {
                        if let fromPicture, let layout = from.layout {
                            transition.renderer.showFrame(
                                fromPicture, layout: layout, on: transition.graph.from, opaque: from.opaque)
                        }
                        if let toPicture, let layout = to.layout {
                            transition.renderer.showFrame(
                                toPicture, layout: layout, on: transition.graph.to, opaque: to.opaque)
                        }
                        try transition.graph.setProgress(progress)
                    }
                }
            }
        }
    }

    /// The player of item `index`, started on first use.
    private func player(_ index: Int) throws -> SlideshowPlayer {
        if let player = players[index] { return player }
        let player = try SlideshowPlayer(
            slideshow.items[index], engine: engine, fps: timeline.fps, output: output.pixelFormat, size: size)
        players[index] = player
        return player
    }

    /// Starts item `index` early, if there is one, so that its clip's decoder (ffmpeg starting,
    /// seeking to the trim) runs while the item before it plays.
    private func prefetch(_ index: Int) throws {
        if index < slideshow.items.count { _ = try player(index) }
    }

    /// The renderer of `kind`, made when first needed; the one before it hands over its frames in
    /// flight and is released, with the items that ended before it.
    private func makeStage(_ kind: StageKind) throws -> (TransitionRenderer, FrameRecorder) {
        if let stage, stage.kind == kind { return (stage.transition, stage.recorder) }
        try stage?.recorder.finish()
        stage = nil
        let (first, second) =
            switch kind {
            case .join(let index): (index, index + 1)
            case .alone(let index): (index, index)
            }
        for (index, player) in players where index < first {
            player.stop()
            players[index] = nil
        }
        let from = try player(first)
        let to = try player(second)
        let transition = try makeTransition(kind, from: from.image, to: to.image)
        transition.graph.from.resize = slideshow.items[first].resize
        transition.graph.to.resize = slideshow.items[second].resize
        let streamed = [(transition.graph.from, from.layout), (transition.graph.to, to.layout)].compactMap {
            source, layout in
            layout.map { (source: source, layout: $0) }
        }
        try transition.renderer.prepare(streaming: streamed, writingBlocks: output.pixelFormat != .rgba)
        let recorder = try FrameRecorder(transition: transition, sink: output)
        stage = (kind, transition, recorder)
        return (transition, recorder)
    }

    /// The join's transition with its parameters set, between `from` and `to` at the output's
    /// size; an item alone is drawn by a fade between itself and itself, at progress 0.
    private func makeTransition(_ kind: StageKind, from: Image, to: Image) throws -> TransitionRenderer {
        let options = PlanOptions(resize: slideshow.resize)
        guard case .join(let join) = kind else {
            return try engine.makeTransition(
                "fade", from: from, to: to, width: size.width, height: size.height, options: options)
        }
        let description = slideshow.joins[join]
        let transition: TransitionRenderer
        switch description.transition {
        case .named(let name):
            transition = try engine.makeTransition(
                name, from: from, to: to, width: size.width, height: size.height, options: options)
        case .layers(let layers):
            transition = try engine.makeTransition(
                layers, from: from, to: to, width: size.width, height: size.height, options: options)
        }
        for parameter in description.parameters { try transition.set(parameter.name, parameter.value) }
        return transition
    }
}

/// The sink each join's recorder writes into: frames go on to the slideshow's one output, which
/// only the slideshow finishes or cancels (a recorder finishing its join must not end the clip).
private final class StageSink: FrameSink {
    let sink: any FrameSink
    /// Frames handed to the output so far.
    private(set) var count = 0

    init(_ sink: any FrameSink) {
        self.sink = sink
    }

    var pixelFormat: FramePixelFormat { sink.pixelFormat }

    func append(_ frame: UnsafeRawBufferPointer) throws {
        try sink.append(frame)
        count += 1
    }

    func finish() {}
    func cancel() {}
}
