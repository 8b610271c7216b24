/// Tone curves written as text, for a command line: `rgb: 0,0 0.5,0.6 1,1; red: 0,0 1,0.9`.
///
/// Each section is a channel (`rgb` for the composite curve GPUImage applies after the others,
/// `red`, `green` or `blue`), a colon and its control points as `input,output` pairs from 0 to 1
/// separated by spaces; sections are separated by `;`. A channel left out keeps GPUImage's
/// identity curve.
extension ToneCurve {
    /// The channel names the text takes, in the order the initialiser takes the curves.
    static let channelNames = ["red", "green", "blue", "rgb"]

    /// Whether `text` is written as curves rather than naming a file: it starts with a channel
    /// name and a colon.
    public static func isCurveText(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        return channelNames.contains(text[..<colon].trimmingSpaces().lowercased())
    }

    /// Curves from text such as `rgb: 0,0 0.5,0.6 1,1; red: 0,0 1,0.9`; a mistake is one error
    /// naming the section and what was expected there.
    public init(curveText text: String) throws(EffectError) {
        func invalid(_ value: Substring, _ expected: String) -> EffectError {
            .invalidParameterValue(
                effect: "ToneCurveFilter", name: "toneCurve", value: String(value), expected: expected)
        }
        var curves: [String: [SIMD2<Float>]] = [:]
        // Blank sections (a trailing `;`) say nothing.
        for untrimmed in text.split(separator: ";") where !untrimmed.allSatisfy({ $0 == " " }) {
            let section = untrimmed.trimmingSpaces()
            guard let colon = section.firstIndex(of: ":") else {
                throw invalid(
                    section, "CHANNEL: x,y x,y …, with CHANNEL one of \(Self.channelNames.joined(separator: ", "))")
            }
            let channel = section[..<colon].trimmingSpaces().lowercased()
            guard Self.channelNames.contains(channel) else {
                throw invalid(section, "a channel: one of \(Self.channelNames.joined(separator: ", "))")
            }
            guard curves[channel] == nil else { throw invalid(section, "each channel once") }
            curves[channel] = try section[section.index(after: colon)...].split(separator: " ").map {
                pair throws(EffectError) in
                let numbers = pair.split(separator: ",", omittingEmptySubsequences: false).map { Float($0) }
                guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else {
                    throw invalid(pair, "a point as input,output (two numbers from 0 to 1) in \(channel)")
                }
                return SIMD2(x, y)
            }
        }
        try self.init(
            red: curves["red"] ?? Self.identity, green: curves["green"] ?? Self.identity,
            blue: curves["blue"] ?? Self.identity, rgbComposite: curves["rgb"] ?? Self.identity)
    }
}

extension Substring {
    /// The text without spaces at either end.
    fileprivate func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
