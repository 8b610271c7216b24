import Segue

/// What `concat` was asked for, from its arguments or a `--spec` file, before any file is read:
/// the items in order and, for each join, what it sets itself (the rest comes from the options).
struct ConcatRequest {
    /// One still or clip, as named.
    struct Item {
        var file: String
        /// The file as the user wrote it, for messages (a spec's files are resolved against its folder).
        var name: String?
        /// Seconds a still is shown; nil for `--still`.
        var duration: Double?
        /// A clip's trim, in seconds of its own time.
        var from: Double = 0
        var to: Double?
        /// How it is fitted when its size differs; nil for the show's.
        var resize: ResizeMode?
    }

    /// What one join sets; nil fields take the options' values.
    struct Join {
        var transition: String?
        var duration: Double?
        var curve: String?
        var parameters: [ParameterAssignment] = []
        /// The folder a spec's image parameters are relative to, as its files are; nil for `--param`'s (the working directory).
        var folder: String?
    }

    var items: [Item]
    /// The join after each item but the last; nil where only the options apply.
    var joins: [Join?]
    /// Settings a spec gives for the whole show, over the options'.
    var fps: Double?
    var size: FrameSize?
    var resize: ResizeMode?
    var still: Double?
    var join: Join?
    /// A sound file under the whole show.
    var audio: String?

    /// The inputs of the command line, each joined to the next as the options say.
    init(files: [String]) {
        items = files.map { Item(file: $0) }
        joins = Array(repeating: nil, count: max(files.count - 1, 0))
    }

    init(items: [Item], joins: [Join?]) {
        self.items = items
        self.joins = joins
    }
}
