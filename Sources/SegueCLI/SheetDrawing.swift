import Segue

/// A contact sheet: a header of progress labels, then one labelled row of frames per transition.
///
/// Layout, in pixels: a `margin` all round; the row labels in a column on the left; the
/// column labels above the frames, centred on them; `gap` between frames and rows.
struct ContactSheet {
    /// One transition's frames, left to right.
    struct Row {
        var label: String
        var frames: [Image]
    }

    var rows: [Row]
    var columnLabels: [String]
    var tileWidth: Int
    var tileHeight: Int
    /// Pixels per font dot.
    var textScale: Int

    static let margin = 8
    static let gap = 4
    static let paper = RGBA(24, 24, 24)
    static let ink = RGBA(235, 235, 235)

    /// Where the frames start: right of the row labels and below the column labels.
    var framesOrigin: (x: Int, y: Int) {
        let labelWidth = rows.map { BitmapFont.width(of: $0.label, scale: textScale) }.max() ?? 0
        return (Self.margin + labelWidth + 2 * Self.gap, Self.margin + BitmapFont.height(scale: textScale) + Self.gap)
    }

    /// The sheet as one image.
    func render() throws(ImageError) -> Image {
        let origin = framesOrigin
        let columns = columnLabels.count
        let width = origin.x + columns * (tileWidth + Self.gap) - Self.gap + Self.margin
        let height = origin.y + rows.count * (tileHeight + Self.gap) - Self.gap + Self.margin
        var sheet = try Image(width: width, height: height, color: Self.paper)
        for (column, label) in columnLabels.enumerated() {
            let x =
                origin.x + column * (tileWidth + Self.gap) + (tileWidth - BitmapFont.width(of: label, scale: textScale))
                / 2
            sheet.draw(text: label, x: x, y: Self.margin, scale: textScale, color: Self.ink)
        }
        for (index, row) in rows.enumerated() {
            let y = origin.y + index * (tileHeight + Self.gap)
            sheet.draw(
                text: row.label, x: Self.margin, y: y + (tileHeight - BitmapFont.height(scale: textScale)) / 2,
                scale: textScale, color: Self.ink)
            for (column, frame) in row.frames.enumerated() {
                sheet.draw(frame, x: origin.x + column * (tileWidth + Self.gap), y: y)
            }
        }
        return sheet
    }
}

extension Image {
    /// Copies `image` with its top-left corner at (x, y), clipped to this image.
    mutating func draw(_ image: Image, x: Int, y: Int) {
        let left = max(0, -x)
        let right = min(image.width, width - x)
        guard left < right else { return }
        for row in max(0, -y)..<max(max(0, -y), min(image.height, height - y)) {
            let source = (row * image.width + left) * 4
            let target = ((y + row) * width + x + left) * 4
            pixels.replaceSubrange(
                target..<target + (right - left) * 4, with: image.pixels[source..<source + (right - left) * 4])
        }
    }

    /// Draws `text` in the bitmap font, top-left at (x, y), each dot a `scale`×`scale` square.
    mutating func draw(text: String, x: Int, y: Int, scale: Int, color: RGBA) {
        for (index, character) in text.enumerated() {
            let glyphX = x + index * BitmapFont.advance * scale
            for (row, bits) in BitmapFont.glyph(character).enumerated() {
                for column in 0..<BitmapFont.glyphWidth where bits & (1 << (BitmapFont.glyphWidth - 1 - column)) != 0 {
                    fill(x: glyphX + column * scale, y: y + row * scale, width: scale, height: scale, color: color)
                }
            }
        }
    }

    /// Fills a rectangle, clipped to the image.
    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, color: RGBA) {
        for py in max(0, y)..<max(max(0, y), min(height, y + h)) {
            for px in max(0, x)..<max(max(0, x), min(width, x + w)) {
                self[px, py] = color
            }
        }
    }
}
