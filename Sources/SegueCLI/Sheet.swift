import ArgumentParser
import Foundation
import Segue
import SegueJobs

struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render a contact sheet: transitions at evenly spaced progress values, or every filter, labelled.",
        discussion: """
            One row per transition (--transition, repeatable, or --all), one column per progress value \
            from 0 to 1 (--columns). Each frame is rendered at the tile size, the images fitted by cover.
            With --filters: one captioned tile per filter, blend and generator with its default \
            parameters (filters on the first image, blends of the first under the second), --columns a row.

            Examples:
              segue sheet --from a.png --to b.png --transition cube --out s.png
              segue sheet --from a.png --to b.png --all --columns 5 --out all.png
              segue sheet --from a.png --to b.png --filters --columns 8 --out filters.png
            """
    )

    @Option(help: ArgumentHelp("The first image (PNG or JPEG).", valueName: "file")) var from: String
    @Option(help: ArgumentHelp("The second image (PNG or JPEG).", valueName: "file")) var to: String
    @Option(name: .customLong("transition"), help: "A transition to show, one row each (repeatable).")
    var transitions: [String] = []
    @Flag(help: "One row for every transition, in name order.") var all = false
    @Flag(help: "Instead of transitions, one captioned tile for every filter, blend and generator, in name order.")
    var filters = false
    @Option(help: "Frames per row: progress 0, 1/(N−1), …, 1.") var columns = 6
    @Option(
        help: ArgumentHelp(
            "Size of each frame, WxH; default 160 wide at the first image's aspect ratio.", valueName: "WxH"))
    var tile: FrameSize?
    @Option(help: "Pixels per dot of the 5×7 label font; default 1, or 2 for tiles 120 or more high.") var textScale:
        Int?
    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("A parameter, set on every row that has it (repeatable).", valueName: "name=value"))
    var parameters: [ParameterAssignment] = []
    @OptionGroup var shaders: ShaderOptions
    @OptionGroup var limits: ImageLimitOptions
    @Option(help: ArgumentHelp("The image to write: .png, .jpg or .jpeg.", valueName: "file")) var out: String

    func validate() throws {
        try usageChecked { _ = try OutputTarget.ImageFormat(singleImagePath: out, command: "sheet") }
        guard all || filters || !transitions.isEmpty else {
            throw ValidationError("name a --transition, or use --all or --filters")
        }
        if filters, all || !transitions.isEmpty {
            throw ValidationError("--filters shows every filter; it does not combine with --transition or --all")
        }
        guard (2...64).contains(columns) else { throw ValidationError("--columns must be between 2 and 64") }
        if let textScale, !(1...8).contains(textScale) { throw ValidationError("--text-scale must be between 1 and 8") }
        try limits.check(tile, option: "--tile")
    }

    func run() throws {
        let format = try OutputTarget.ImageFormat(singleImagePath: out, command: "sheet")
        let library = try shaders.makeLibrary()
        let engine = try Engine(library: library, maximumPixelCount: limits.maxPixels)
        let fromImage = try engine.image(contentsOfFile: from)
        let toImage = try engine.image(contentsOfFile: to)
        let size =
            tile
            ?? FrameSize(
                width: 160, height: max(1, Int((160 * Double(fromImage.height) / Double(fromImage.width)).rounded())))
        if filters {
            try renderFilters(
                library: library, engine: engine, images: (fromImage, toImage), size: size, format: format)
            return
        }
        // Every frame is held until the sheet is drawn: the whole sheet must fit the limit too.
        let rowCount = all ? library.transitionNames.count : transitions.count
        try limits.check(
            FrameSize(width: size.width * columns, height: size.height * rowCount),
            option: "a sheet of \(rowCount) rows and \(columns) columns,")
        let progresses = (0..<columns).map { Double($0) / Double(columns - 1) }
        var rows: [ContactSheet.Row] = []
        var used = Set<String>()
        for name in all ? library.transitionNames : transitions {
            let renderer = try engine.makeTransition(
                name, from: fromImage, to: toImage, width: size.width, height: size.height)
            for assignment in parameters {
                guard let parameter = renderer.parameters.first(where: { $0.name == assignment.name }) else { continue }
                try renderer.set(
                    assignment.name, assignment.value(for: parameter, of: name, limits: engine.imageLimits))
                used.insert(assignment.name)
            }
            rows.append(ContactSheet.Row(label: name, frames: try progresses.map { try renderer.render(progress: $0) }))
        }
        // A parameter no row has is a mistake: let the first row report it, with the valid names.
        if let unused = parameters.map(\.name).first(where: { !used.contains($0) }) {
            let first = try engine.makeTransition(
                rows[0].label, from: fromImage, to: toImage, width: size.width, height: size.height)
            _ = try first.graph.parameter(named: unused)
        }
        let sheet = try ContactSheet(
            rows: rows, columnLabels: progresses.map(Self.label), tileWidth: size.width, tileHeight: size.height,
            textScale: textScale ?? (size.height >= 120 ? 2 : 1)
        ).render()
        try sheet.write(toFile: out, format: format)
        print("wrote \(out) (\(sheet.width)x\(sheet.height): \(rows.count) rows of \(columns) frames)")
    }

    /// `--filters`: every effect that is not a transition, applied with its defaults, in a captioned grid.
    private func renderFilters(
        library: EffectLibrary, engine: Engine, images: (from: Image, to: Image), size: FrameSize,
        format: OutputTarget.ImageFormat
    ) throws {
        let effects = library.effects.values.filter { $0.kind != .transition }.sorted { $0.name < $1.name }
        let rows = (effects.count + columns - 1) / columns
        try limits.check(
            FrameSize(width: size.width * columns, height: size.height * rows),
            option: "a sheet of \(effects.count) tiles in \(columns) columns,")
        let tiles = try effects.map { effect in
            let renderer = try engine.makeDefaultsRenderer(for: effect, images: (images.from, images.to), size: size)
            return CaptionedGrid.Tile(caption: effect.name, image: try renderer.renderImage())
        }
        let sheet = try CaptionedGrid(
            tiles: tiles, columns: columns, tileWidth: size.width, tileHeight: size.height, textScale: textScale ?? 1
        ).render()
        try sheet.write(toFile: out, format: format)
        print("wrote \(out) (\(sheet.width)x\(sheet.height): \(tiles.count) filters, blends and generators)")
    }

    /// A progress value as a short label: 0, 0.2, 0.25, 1.
    static func label(_ progress: Double) -> String {
        var text = String(format: "%.2f", progress)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
