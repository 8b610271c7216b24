import Segue
import Testing

@Suite("FrameSize")
struct FrameSizeTests {
    @Test(arguments: [
        ("1280x720", 1280, 720), ("64X48", 64, 48), ("1x16384", 1, 16384),
        ("720p", 1280, 720), ("1080p", 1920, 1080), ("1440p", 2560, 1440), ("2160p", 3840, 2160), ("4K", 3840, 2160),
    ])
    func parsesSizesAndNames(text: String, width: Int, height: Int) {
        #expect(FrameSize(parsing: text) == FrameSize(width: width, height: height))
    }

    @Test(arguments: [
        "", "x", "1920", "1920by1080", "0x10", "10x0", "-1x10", "16385x1", "1x2x3", "x720", "1080i", " 64x64",
    ])
    func rejectsEverythingElse(text: String) {
        #expect(FrameSize(parsing: text) == nil)
    }

    @Test func describesItselfInTheFormItParses() {
        let size = FrameSize(width: 3840, height: 2160)
        #expect(size.description == "3840x2160")
        #expect(FrameSize(parsing: size.description) == size)
        #expect(size.pixelCount == 3840 * 2160)
    }
}
