import Foundation
import Segue
import TestPrograms
import Testing

/// `segue sheet` lays out every frame of each transition, in order, with labels.
@Suite(.requiresGPU)
struct TransitionsSheetTests {
    static let program = BuiltProgram("segue")

    /// Runs `segue sheet` on two generated images of the tile's size and returns the sheet.
    static func sheet(_ arguments: [String], width: Int, height: Int) throws -> (sheet: Image, from: Image, to: Image) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-sheet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let from = TestImages.pattern(width: width, height: height)
        let to = TestImages.otherPattern(width: width, height: height)
        try from.writePNG(toFile: directory.appendingPathComponent("from.png").path)
        try to.writePNG(toFile: directory.appendingPathComponent("to.png").path)
        let result = Self.program.run(
            ["sheet", "--from", "from.png", "--to", "to.png", "--tile", "\(width)x\(height)", "--out", "sheet.png"]
                + arguments,
            in: directory)
        #expect(result.status == 0, "segue sheet failed: \(result.stderr)")
        return (try Image(contentsOfFile: directory.appendingPathComponent("sheet.png").path), from, to)
    }

    /// Top-left corners of every exact copy of `tile` in `image`.
    static func occurrences(of tile: Image, in image: Image) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        guard image.width >= tile.width, image.height >= tile.height else { return found }
        for y in 0...(image.height - tile.height) {
            for x in 0...(image.width - tile.width) where image[x, y] == tile[0, 0] {
                let matches = (0..<tile.height).allSatisfy { row in
                    let a = ((y + row) * image.width + x) * 4
                    let b = row * tile.width * 4
                    return image.pixels[a..<a + tile.width * 4].elementsEqual(tile.pixels[b..<b + tile.width * 4])
                }
                if matches { found.append((x, y)) }
            }
        }
        return found
    }

    @Test func framesAppearInRowsLeftToRightWithLabels() throws {
        let names = ["wipeleft", "cube", "pixellate-dissolve"]
        let (sheet, from, to) = try Self.sheet(
            names.flatMap { ["--transition", $0] } + ["--columns", "4"], width: 66, height: 40)
        let engine = try TestEngine.engine()
        var rowTops: [Int] = []
        for name in names {
            let transition = try engine.makeTransition(name, from: from, to: to)
            var corners: [(x: Int, y: Int)] = []
            for column in 0..<4 {
                let found = Self.occurrences(of: try transition.render(progress: Double(column) / 3), in: sheet)
                // "from" and "to" (the first and last columns) are in every row, found top to
                // bottom: take this row's. The frames in between are this transition's own.
                let match = column == 0 || column == 3 ? found.dropFirst(rowTops.count).first : found.first
                let corner = try #require(match, "\(name) at \(column)/3 is not on the sheet")
                corners.append(corner)
            }
            #expect(Set(corners.map(\.y)).count == 1, "\(name)'s frames are not in one row: \(corners)")
            #expect(
                corners.map(\.x) == corners.map(\.x).sorted() && Set(corners.map(\.x)).count == 4,
                "\(name)'s frames are out of order")
            rowTops.append(corners[0].y)
        }
        #expect(
            rowTops == rowTops.sorted() && Set(rowTops).count == names.count,
            "rows are not in the order given: \(rowTops)")
        // Labels: ink left of every row (the name) and above the first row (progress values).
        let firstFrameX = try #require(Self.occurrences(of: from, in: sheet).first).x
        func hasInk(x: Range<Int>, y: Range<Int>) -> Bool {
            y.contains { row in x.contains { sheet[$0, row] == RGBA(235, 235, 235) } }
        }
        for top in rowTops {
            #expect(hasInk(x: 0..<firstFrameX, y: top..<top + 40), "no label left of the row at y = \(top)")
        }
        #expect(hasInk(x: firstFrameX..<sheet.width, y: 0..<rowTops[0]), "no progress labels above the frames")
    }

    @Test func allMakesOneRowPerTransition() throws {
        let library = try EffectLibrary(environment: [:])
        let count = library.transitionNames.count
        let (sheet, from, to) = try Self.sheet(["--all", "--columns", "2"], width: 24, height: 16)
        // Every transition starts exactly on "from" and ends exactly on "to", but those that say
        // their source's first frame is not "from" (fold's wedges).
        let inexact = library.layerTransitions.values.filter { !$0.exactEnds }.count
        #expect(Self.occurrences(of: from, in: sheet).count == count - inexact)
        #expect(Self.occurrences(of: to, in: sheet).count == count)
    }
}
