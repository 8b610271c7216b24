import Logging
import Segue

/// What `segue preview` serves and how.
public struct PreviewConfiguration: Sendable {
    /// The address the server listens on: loopback unless the user asks for another.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port = 0
    /// Folders of the user's effect and behaviour files, watched for changes.
    public var shaderDirectories: [String] = []
    /// The two images shown at first; the built-in samples when nil.
    public var fromPath: String?
    public var toPath: String?
    /// The size frames are drawn at; by default the first image's, at most 640 pixels wide.
    public var size: FrameSize?
    /// The longest a frame may take to draw before the server gives up (a shader that hangs the GPU).
    public var frameTimeout = 10.0
    /// The most bytes an uploaded image may have.
    public var maximumUploadBytes = 64 << 20
    /// The most pages (WebSocket sessions) served at once; one more is told why and closed.
    public var maximumPages = 8
    /// The token every request must show (`PreviewAccess`): a fresh random one unless set; nil
    /// lets anyone who reaches the server use it.
    public var token: String? = PreviewToken.random()
    /// The most bytes a message from the page may have.
    public var maximumMessageBytes = 64 << 10
    /// The most pixels an image or a frame may hold (the CLI's limit).
    public var maximumPixelCount = ImageLimits.defaultMaximumPixelCount
    /// The JPEG quality frames are sent at.
    public var jpegQuality = 85
    /// How often the folders are looked at for changes, in seconds.
    public var watchInterval = 0.15
    /// What of the HTTP server's own log is printed (to standard error).
    public var serverLogLevel = Logger.Level.error

    public init() {}

    /// Whether `host` is a loopback address, which only this machine reaches.
    public var isLoopback: Bool {
        host == "127.0.0.1" || host == "::1" || host == "localhost" || host.hasPrefix("127.")
    }
}
