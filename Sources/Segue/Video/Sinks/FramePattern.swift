import Foundation

/// How the frames of a sequence are named: a prefix, the frame number zero-padded to `width`, a suffix
/// (`frame_%04d.png` is "frame_", 4, ".png").
public struct FramePattern: Sendable, Equatable {
    /// What comes before the number.
    public var prefix: String
    /// The digits the number is zero-padded to (0: no padding).
    public var width: Int
    /// What comes after the number, the extension included.
    public var suffix: String

    /// The name `segue render` and `writeFrames` give frames in a directory.
    public static let standard = FramePattern(prefix: "frame_", width: 4, suffix: ".png")
    /// The widest zero padding a pattern may ask for.
    public static let widest = 32

    /// Reads a file name with one `%d` or `%0Nd` in it; nil if it has none, or any other `%`.
    public init?(fileName: String) {
        guard let percent = fileName.firstIndex(of: "%") else { return nil }
        let rest = fileName[fileName.index(after: percent)...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard rest.dropFirst(digits.count).first == "d" else { return nil }
        let suffix = rest.dropFirst(digits.count + 1)
        guard !suffix.contains("%") else { return nil }
        // A width is a few digits; %999999999999d would make names of a terabyte each.
        let width = digits.isEmpty ? 0 : Int(digits) ?? Int.max
        guard width <= Self.widest else { return nil }
        self.init(prefix: String(fileName[..<percent]), width: width, suffix: String(suffix))
    }

    /// A pattern of these parts.
    public init(prefix: String, width: Int, suffix: String) {
        self.prefix = prefix
        self.width = width
        self.suffix = suffix
    }

    /// The file name of frame `index`.
    public func name(_ index: Int) -> String {
        let number = String(index)
        return prefix + String(repeating: "0", count: max(0, width - number.count)) + number + suffix
    }

    /// Whether `fileName` is a frame this pattern names, from this run or an earlier one.
    public func matches(_ fileName: String) -> Bool {
        guard fileName.count > prefix.count + suffix.count, fileName.hasPrefix(prefix), fileName.hasSuffix(suffix)
        else { return false }
        return fileName.dropFirst(prefix.count).dropLast(suffix.count).allSatisfy(\.isNumber)
    }

    /// The pattern as printf writes it, for messages.
    public var text: String { prefix + (width > 0 ? "%0\(width)d" : "%d") + suffix }
}
