import Segue

/// One effect as the gallery shows it: what it is, its parameters, its pictures, and how to make them again.
struct GalleryTile {
    /// The part of the page a tile sits in.
    enum Section: String, CaseIterable {
        case transitions, filters, blends, generators

        /// The section's heading.
        var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    var section: Section
    var name: String
    /// The kind as `segue list` names it: `transition, layers`, `filter`, …
    var kind: String
    var summary: String
    var parameters: [GalleryParameter]
    /// The pictures the effect starts from, relative to the gallery: none for a generator,
    /// and none for a transition, whose clip starts and ends on them.
    var inputs: [String]
    /// What the effect made, relative to the gallery: a clip for a transition, a still otherwise.
    var media: String
    /// The `segue` command line that makes the media again, run in the gallery's folder.
    var command: String

    /// Whether `media` is a clip, shown looping, rather than a still.
    var isClip: Bool { section == .transitions }
}

/// A parameter as a tile lists it, in the words `segue list` uses.
struct GalleryParameter {
    var name: String
    /// `float`, `vec2`, `image`, …
    var type: String
    /// The default as `--param` takes it; empty for an image.
    var defaultText: String
    /// `[0, 1]`, or empty when the parameter has no range.
    var rangeText: String
    var summary: String

    init(_ parameter: EffectParameter) {
        name = parameter.name
        type = parameter.type.rawValue
        defaultText = parameter.type == .image ? "" : parameter.defaultValue.text
        rangeText = parameter.range.map { "[\($0.lowerBound.formatted), \($0.upperBound.formatted)]" } ?? ""
        summary = parameter.summary
    }

    /// An extra image an effect reads (a lookup filter's table), which `segue list` shows as a parameter.
    init(imageInput name: String) {
        (self.name, type, defaultText, rangeText) = (name, "image", "", "")
        summary = "An image or table the effect reads, given as a file."
    }
}

extension EffectDescription {
    /// The parameters a gallery tile lists: all but progress, and the extra images it reads.
    var galleryParameters: [GalleryParameter] {
        parameters.filter { $0.name != "progress" }.map(GalleryParameter.init)
            + extraImageInputs.map(GalleryParameter.init(imageInput:))
    }
}
