import Foundation

/// A report drawn as an SVG bar chart: one row per measured effect and size, its FPS on the left
/// and its FPS as a multiple of the floor (a one-texture copy pass at that size) on the right.
struct BenchChart: Sendable {
    /// One bar pair.
    struct Bar: Sendable, Equatable {
        var label: String
        var fps: Double
        /// nil when the floor baseline was not run.
        var timesFloor: Double?
    }

    var title: String
    var bars: [Bar]

    /// The engine rows of `report` that were measured, sorted by × floor (FPS where there is no floor), fastest first.
    init(report: JSONReport) {
        let measured = report.results.filter { $0.fps != nil }
        let modes = Set(measured.map { "\($0.mode.fused) \($0.mode.upload) \($0.mode.readback)" })
        bars = measured.map { result in
            var label = "\(result.width)x\(result.height) \(result.effect)"
            if modes.count > 1 {
                label +=
                    " (\(result.mode.fused ? "fused" : "unfused"), upload \(result.mode.upload), readback \(result.mode.readback))"
            }
            return Bar(label: label, fps: result.fps ?? 0, timesFloor: result.ratios.floor)
        }
        bars.sort { ($0.timesFloor ?? 0, $0.fps) > ($1.timesFloor ?? 0, $1.fps) }
        title = "segue-bench, \(report.run.date): \(report.machine.glRenderer), \(report.machine.cores) cores"
    }

    private static let rowHeight = 18.0
    /// About what a character of the 11 px sans-serif labels takes, to leave room for the longest.
    private static let characterWidth = 6.3
    private static let panelWidth = 300.0
    private static let gap = 70.0
    private static let top = 56.0

    /// The chart as an SVG document.
    var svg: String {
        let labelWidth = 16 + Self.characterWidth * Double(bars.map(\.label.count).max() ?? 0)
        let height = Self.top + Double(bars.count) * Self.rowHeight + 30
        let width = labelWidth + 2 * Self.panelWidth + Self.gap + 60
        let fpsPanel = labelWidth
        let floorPanel = labelWidth + Self.panelWidth + Self.gap
        let fpsScale = Self.niceCeiling(bars.map(\.fps).max() ?? 1)
        let floorScale = Self.niceCeiling(max(1, bars.compactMap(\.timesFloor).max() ?? 1))
        var out: [String] = []
        out.append(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(Self.format(width))" height="\##(Self.format(height))" font-family="sans-serif" font-size="11">"##
        )
        out.append(##"<rect width="100%" height="100%" fill="white"/>"##)
        out.append(##"<text x="8" y="18" font-size="13" font-weight="bold">\##(Self.escaped(title))</text>"##)
        out.append(
            ##"<text x="\##(Self.format(fpsPanel))" y="44">frames per second (0 to \##(Self.axisEnd(fpsScale)))</text>"##
        )
        out.append(
            ##"<text x="\##(Self.format(floorPanel))" y="44">× floor: FPS ÷ a one-texture copy pass (0 to \##(Self.axisEnd(floorScale)))</text>"##
        )
        let floorOne = floorPanel + Self.panelWidth / floorScale
        out.append(
            ##"<line x1="\##(Self.format(floorOne))" y1="\##(Self.format(Self.top - 4))" x2="\##(Self.format(floorOne))" y2="\##(Self.format(height - 26))" stroke="#888" stroke-dasharray="3,3"/>"##
        )
        for (index, bar) in bars.enumerated() {
            let y = Self.top + Double(index) * Self.rowHeight
            let textY = Self.format(y + Self.rowHeight * 0.7)
            out.append(
                ##"<text x="\##(Self.format(labelWidth - 8))" y="\##(textY)" text-anchor="end">\##(Self.escaped(bar.label))</text>"##
            )
            let fpsLength = Self.panelWidth * bar.fps / fpsScale
            out.append(
                ##"<rect x="\##(Self.format(fpsPanel))" y="\##(Self.format(y + 3))" width="\##(Self.format(fpsLength))" height="\##(Self.format(Self.rowHeight - 6))" fill="#4878a8"/>"##
            )
            out.append(
                ##"<text x="\##(Self.format(fpsPanel + fpsLength + 4))" y="\##(textY)">\##(String(format: "%.1f", bar.fps))</text>"##
            )
            guard let timesFloor = bar.timesFloor else {
                out.append(
                    ##"<text x="\##(Self.format(floorPanel))" y="\##(textY)" fill="#888">no floor measured</text>"##)
                continue
            }
            let floorLength = Self.panelWidth * timesFloor / floorScale
            let colour = timesFloor < 0.6 ? "#c0504d" : "#6a9f58"
            out.append(
                ##"<rect x="\##(Self.format(floorPanel))" y="\##(Self.format(y + 3))" width="\##(Self.format(floorLength))" height="\##(Self.format(Self.rowHeight - 6))" fill="\##(colour)"/>"##
            )
            out.append(
                ##"<text x="\##(Self.format(floorPanel + floorLength + 4))" y="\##(textY)">\##(String(format: "%.2f", timesFloor))</text>"##
            )
        }
        out.append(
            ##"<text x="\##(Self.format(floorPanel))" y="\##(Self.format(height - 10))" fill="#555">dashed line: the floor (1.0); red: below 0.6 × floor</text>"##
        )
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Writes the SVG to `path`.
    func write(to path: String) throws(BenchFailure) {
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw BenchFailure(message: "\(path): cannot write the chart: \(error.localizedDescription)")
        }
    }

    /// The smallest of 1, 2 or 5 times a power of ten at or above `value`, so the axis ends on a round number.
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return 1 }
        let power = pow(10, (log10(value)).rounded(.down))
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= value * (1 - 1e-12) } ?? 10 * power
    }

    private static func axisEnd(_ value: Double) -> String {
        String(format: "%g", value)
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
