/// Where rendered frames go, one after another, as bytes in `pixelFormat`.
///
/// `FrameRecorder` feeds a sink; `VideoFileWriter` (a clip through ffmpeg), `FrameStreamWriter`
/// (raw, Y4M or NUT frames on a file descriptor such as standard output) and `PNGSequenceWriter`
/// (numbered PNG files in a folder) are the sinks Segue has.
public protocol FrameSink: AnyObject {
    /// The layout of the bytes `append` takes.
    var pixelFormat: FramePixelFormat { get }
    /// Takes one frame; its bytes are valid only during the call.
    func append(_ frame: UnsafeRawBufferPointer) throws
    /// Completes the output after the last frame.
    func finish() throws
    /// Abandons the output, removing whatever was partly written.
    func cancel()
}
