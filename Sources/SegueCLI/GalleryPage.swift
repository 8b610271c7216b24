/// The gallery's one page: every tile, a search box and nothing fetched from elsewhere, with
/// relative links only, so that it works from disk (file://) as from any static host.
struct GalleryPage {
    var tiles: [GalleryTile]
    var settings: GallerySettings

    /// The page as HTML.
    var html: String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        \(GalleryFolder.marker)
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Segue gallery</title>
        <style>\(GalleryPageAssets.style)</style>
        </head>
        <body>
        \(header)
        <main>
        \(GalleryTile.Section.allCases.map(section).joined(separator: "\n"))
        <p id="nothing" hidden>Nothing matches.</p>
        </main>
        <script>\(GalleryPageAssets.script)</script>
        </body>
        </html>

        """
    }

    private var header: String {
        let transitions = tiles.filter(\.isClip).count
        return """
            <header>
            <h1>Segue gallery</h1>
            <p>\(transitions) transitions and \(tiles.count - transitions) filters, blends and generators, each \
            drawn by Segue at \(settings.width)×\(settings.height) with its default parameters, from \
            <a href="\(GalleryRenderer.inputs.from)">\(GalleryRenderer.inputs.from)</a> and \
            <a href="\(GalleryRenderer.inputs.to)">\(GalleryRenderer.inputs.to)</a>. \
            Each command, run in this folder, makes its tile's picture again.</p>
            <input id="search" type="search" placeholder="Search names and summaries" autocomplete="off" \
            aria-label="Search names and summaries">
            <p id="count" aria-live="polite">\(tiles.count) shown</p>
            </header>
            """
    }

    private func section(_ section: GalleryTile.Section) -> String {
        let members = tiles.filter { $0.section == section }
        guard !members.isEmpty else { return "" }
        return """
            <section id="\(section.rawValue)">
            <h2>\(section.title) <span class="n">(\(members.count))</span></h2>
            <div class="grid">
            \(members.map(article).joined(separator: "\n"))
            </div>
            </section>
            """
    }

    private func article(_ tile: GalleryTile) -> String {
        let searchText = (tile.name + " " + tile.summary).lowercased()
        return """
            <article class="tile" id="\(escaped(tile.name))" data-search="\(escaped(searchText))">
            \(media(tile))
            <h3>\(escaped(tile.name))</h3>
            <p class="kind">\(escaped(tile.kind))</p>
            <p class="summary">\(escaped(tile.summary))</p>
            \(parameterTable(tile.parameters))
            <pre class="command"><code>\(escaped(tile.command))</code></pre>
            </article>
            """
    }

    /// The clip, or the stills before and after the effect.
    private func media(_ tile: GalleryTile) -> String {
        let size = "width=\"\(settings.width)\" height=\"\(settings.height)\""
        if tile.isClip {
            return
                "<video src=\"\(escaped(tile.media))\" \(size) autoplay loop muted playsinline preload=\"auto\"></video>"
        }
        let captions = tile.inputs.count == 2 ? ["first", "second"] : ["before"]
        let figures =
            zip(tile.inputs, captions).map { figure($0, caption: $1, size: size) }
            + [figure(tile.media, caption: tile.inputs.isEmpty ? "drawn from nothing" : "after", size: size)]
        return "<div class=\"stills\">\(figures.joined())</div>"
    }

    private func figure(_ source: String, caption: String, size: String) -> String {
        "<figure><img src=\"\(escaped(source))\" \(size) alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>"
    }

    private func parameterTable(_ parameters: [GalleryParameter]) -> String {
        guard !parameters.isEmpty else { return "<p class=\"none\">No parameters.</p>" }
        let rows = parameters.map { parameter in
            let value = parameter.defaultText.isEmpty ? parameter.type : "\(parameter.type) = \(parameter.defaultText)"
            let range = parameter.rangeText.isEmpty ? "" : " \(parameter.rangeText)"
            return "<tr><th>\(escaped(parameter.name))</th><td><code>\(escaped(value + range))</code></td>"
                + "<td>\(escaped(parameter.summary))</td></tr>"
        }
        return "<table class=\"params\">\(rows.joined())</table>"
    }

    /// `text` safe inside HTML text and quoted attributes.
    private func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
