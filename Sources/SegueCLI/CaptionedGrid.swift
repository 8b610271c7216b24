import Segue

/// Tiles in rows of `columns`, each with its caption under it: a catalogue of effects.
struct CaptionedGrid {
    /// One tile and what it shows.
    struct Tile {
        var caption: String
        var image: Image
    }

    var tiles: [Tile]
    var columns: Int
    var tileWidth: Int
    var tileHeight: Int
    /// Pixels per font dot.
    var textScale: Int

    /// The sheet as one image, on the contact sheets' paper and ink.
    func render() throws(ImageError) -> Image {
        let margin = ContactSheet.margin
        let gap = ContactSheet.gap
        let captionHeight = BitmapFont.height(scale: textScale) + gap
        let rows = (tiles.count + columns - 1) / columns
        let width = 2 * margin + columns * (tileWidth + gap) - gap
        let height = 2 * margin + rows * (tileHeight + captionHeight + gap) - gap
        var sheet = try Image(width: width, height: height, color: ContactSheet.paper)
        for (index, tile) in tiles.enumerated() {
            let x = margin + (index % columns) * (tileWidth + gap)
            let y = margin + (index / columns) * (tileHeight + captionHeight + gap)
            sheet.draw(tile.image, x: x, y: y)
            // A caption wider than its tile is cut at the tile's edge rather than run into the next.
            let fitting = max(0, (tileWidth + 1) / (BitmapFont.advance * textScale))
            let caption = String(tile.caption.prefix(fitting))
            sheet.draw(
                text: caption, x: x + (tileWidth - BitmapFont.width(of: caption, scale: textScale)) / 2,
                y: y + tileHeight + gap, scale: textScale, color: ContactSheet.ink)
        }
        return sheet
    }
}
