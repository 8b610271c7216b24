import Foundation
import Segue

extension OutputTarget.ImageFormat {
    /// The format a one-image command (`apply`, `sheet`) writes to `path`, named by its extension
    /// as `render --progress` names it; other names are refused with the accepted ones.
    package init(singleImagePath path: String, command: String) throws(JobOptionError) {
        let fileExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let format = OutputTarget.imageExtensions[fileExtension] else {
            throw JobOptionError("--out \(path): segue \(command) writes one image; give a .png, .jpg or .jpeg file")
        }
        self = format
    }
}

extension Image {
    /// Writes the image to `path` in `format`.
    package func write(toFile path: String, format: OutputTarget.ImageFormat) throws(ImageError) {
        switch format {
        case .png: try writePNG(toFile: path)
        case .jpeg: try writeJPEG(toFile: path)
        }
    }
}
