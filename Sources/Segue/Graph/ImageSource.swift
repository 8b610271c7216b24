import Synchronization

/// A still image: uploaded once, then read by every frame.
public final class ImageSource: GraphNode, @unchecked Sendable {
    // Sendable is sound: the image and its version live behind `content`'s lock.
    private let content: Mutex<(image: Image, version: Int)>

    /// A source showing `image`.
    public init(_ image: Image, name: String = "image") {
        content = Mutex((image, 0))
        super.init(name: name, inputCount: 0)
    }

    /// The image; setting a new one uploads it on the next frame.
    public var image: Image {
        get { content.withLock { $0.image } }
        set {
            let resized = content.withLock { content in
                defer {
                    content.image = newValue
                    content.version &+= 1
                }
                return content.image.width != newValue.width || content.image.height != newValue.height
            }
            // Fitting to the output is planned for a size; another size needs a new plan.
            if resized { invalidateShape() }
        }
    }

    /// The image and the version it has, read together so that an upload is never stale.
    var versionedImage: (image: Image, version: Int) { content.withLock { $0 } }

    /// Marks the image changed so the next frame uploads it again (a live snapshot's new pixels).
    public func invalidate() {
        content.withLock { $0.version &+= 1 }
    }
}
