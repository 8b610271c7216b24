import Synchronization

/// A still image: uploaded once, then read by every frame.
public final class ImageSource: GraphNode, @unchecked Sendable {
    // Sendable is sound: the image, its version and the layout live behind `content`'s lock, the fit behind `fit`'s.
    private let content: Mutex<(image: Image, version: Int, layout: PictureLayout, translucent: Bool?)>

    /// A source showing `image`.
    public init(_ image: Image, name: String = "image") {
        content = Mutex((image, 0, .rgba, nil))
        super.init(name: name, inputCount: 0)
    }

    /// The image; setting a new one uploads it on the next frame.
    public var image: Image {
        get { content.withLock { $0.image } }
        set {
            let replanned = content.withLock { content in
                defer {
                    content.image = newValue
                    content.version &+= 1
                    content.layout = .rgba
                    content.translucent = nil
                }
                return content.image.width != newValue.width || content.image.height != newValue.height
                    || content.layout != .rgba || content.translucent == true
            }
            // Fitting to the output is planned for a size, and reading for a layout: a change needs a new plan.
            if replanned { invalidateShape() }
        }
    }

    /// How it is fitted to the output when its size differs: nil (the default) for the plan's
    /// `PlanOptions.resize`; a slideshow item's own fit sets it. A change re-plans.
    public var resize: ResizeMode? {
        get { fit.withLock { $0 } }
        set {
            let changed = fit.withLock { fit in
                defer { fit = newValue }
                return fit != newValue
            }
            if changed { invalidateShape() }
        }
    }

    private let fit = Mutex<ResizeMode?>(nil)

    /// How the pictures streamed into it are laid out (`GraphRenderer.showFrame`); the passes
    /// reading it are planned for one layout, so a change re-plans.
    var pictureLayout: PictureLayout {
        get { content.withLock { $0.layout } }
        set {
            let changed = content.withLock { content in
                defer { content.layout = newValue }
                return content.layout != newValue
            }
            if changed { invalidateShape() }
        }
    }

    /// Whether every pixel it shows has alpha 1, as far as is known: a 4:2:0 picture always;
    /// otherwise its image, until a picture streamed into it (`markTranslucent()`) was not.
    /// The passes reading an opaque source skip converting its colour to straight alpha.
    var isOpaque: Bool {
        content.withLock { content in
            if case .nv12 = content.layout { return true }
            if content.translucent == nil { content.translucent = !content.image.isOpaque }
            return content.translucent == false
        }
    }

    /// Records that a picture it showed had alpha below 1, after a plan took it for opaque;
    /// it stays translucent until it is given a new image, so that a clip does not re-plan each frame.
    func markTranslucent() {
        let changed = content.withLock { content in
            defer { content.translucent = true }
            return content.translucent != true
        }
        if changed { invalidateShape() }
    }

    /// The image and the version it has, read together so that an upload is never stale.
    var versionedImage: (image: Image, version: Int) { content.withLock { ($0.image, $0.version) } }

    /// Marks the image changed so the next frame uploads it again (a live snapshot's new pixels).
    public func invalidate() {
        content.withLock { $0.version &+= 1 }
    }
}
