import Dispatch
import Segue
import Synchronization

/// Reads the two inputs of `segue render` on threads of their own, started at once, so that
/// probing clips (ffprobe takes about as long as decoding a photo) and decoding stills overlap
/// each other and opening the GL context.
final class InputReading: Sendable {
    /// A still, or a clip with a placeholder image of its size (its pictures are uploaded frame by frame).
    typealias Input = (image: Image, clip: Clip?)

    private let paths: [String]
    private let results = Mutex<[Result<Input, any Error>?]>([nil, nil])
    private let group = DispatchGroup()

    /// Starts reading `from` and `to`, refusing images over `maximumPixelCount` before decoding them.
    init(_ from: String, _ to: String, maximumPixelCount: Int, ffmpeg: String) {
        paths = [from, to]
        for (index, path) in paths.enumerated() {
            DispatchQueue.global().async(group: group) { [self] in
                let result = Result { () throws -> Input in
                    guard !Clip.isImageFile(path) else {
                        return (
                            try DecodedStills.image(
                                contentsOfFile: path, limits: ImageLimits(maximumPixelCount: maximumPixelCount)),
                            nil
                        )
                    }
                    let clip = try Clip(contentsOfFile: path, ffmpeg: ffmpeg)
                    return (try Image(width: clip.width, height: clip.height), clip)
                }
                results.withLock { $0[index] = result }
            }
        }
    }

    /// Both inputs, once read and checked against `limits` (the context's largest texture is
    /// known only once it is open); when both fail, the first one's error is the one thrown.
    func wait(fitting limits: ImageLimits) throws -> (Input, Input) {
        group.wait()
        let (first, second) = results.withLock { ($0[0]!, $0[1]!) }
        let inputs = (try first.get(), try second.get())
        for (path, input) in zip(paths, [inputs.0, inputs.1]) {
            try limits.check(width: input.image.width, height: input.image.height, file: path)
        }
        return inputs
    }
}
