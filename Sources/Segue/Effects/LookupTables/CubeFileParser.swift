/// Reads Adobe/Resolve `.cube` 3D lookup tables: `TITLE`, `LUT_3D_SIZE N`, optional `DOMAIN_MIN`
/// and `DOMAIN_MAX` (or Resolve's `LUT_3D_INPUT_RANGE`), then N³ lines `r g b`, red varying
/// fastest; `#` starts a comment. Files come from anywhere, so every mistake is a thrown error
/// naming the file and line, never a trap.
enum CubeFileParser {
    /// The sizes accepted: a 2-point table is the smallest that interpolates, and 256 points per
    /// axis already resolve every 8-bit level.
    static let sizes = 2...256

    static func parse(_ bytes: [UInt8], file: String) throws(EffectError) -> CubeTable {
        var size: Int?
        var domainMin = SIMD3<Float>(0, 0, 0)
        var domainMax = SIMD3<Float>(1, 1, 1)
        var domainLine = 0
        var entries: [SIMD3<Float>] = []
        var lineNumber = 0
        func fail(_ message: String) -> EffectError {
            .malformedLookupTable(file: file, line: lineNumber, message: message)
        }
        func failWhole(_ message: String, line: Int? = nil) -> EffectError {
            .malformedLookupTable(file: file, line: line, message: message)
        }
        func numbers(_ words: ArraySlice<Substring>, count: Int, what: String) throws(EffectError) -> [Float] {
            guard words.count == count else { throw fail("\(what) takes \(count) numbers, found \(words.count)") }
            var values: [Float] = []
            for word in words {
                guard let value = Float(word), value.isFinite else { throw fail("'\(word)' is not a number") }
                values.append(value)
            }
            return values
        }
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            var text = Substring(String(decoding: rawLine, as: UTF8.self))
            if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = words.first else { continue }
            if first.first.map({ $0.isLetter || $0 == "_" }) ?? false {
                guard entries.isEmpty else { throw fail("\(first) after the table's entries; keywords come first") }
                switch first {
                case "TITLE": continue
                case "LUT_3D_SIZE":
                    guard size == nil else { throw fail("LUT_3D_SIZE is given twice") }
                    guard words.count == 2, let value = Int(words[1]) else {
                        throw fail("LUT_3D_SIZE takes one whole number")
                    }
                    guard sizes.contains(value) else {
                        throw fail(
                            "LUT_3D_SIZE \(value) is out of range: expected \(sizes.lowerBound) to \(sizes.upperBound)")
                    }
                    size = value
                    // Reserve no more than the rest of the file can hold (an entry takes six bytes
                    // or more), so that a short file claiming 256 points reserves little.
                    entries.reserveCapacity(min(value * value * value, bytes.count / 6))
                case "LUT_1D_SIZE":
                    throw fail(
                        "1D lookup tables (LUT_1D_SIZE) are not supported; CubeLookup takes a 3D table (LUT_3D_SIZE)")
                case "DOMAIN_MIN":
                    let v = try numbers(words.dropFirst(), count: 3, what: "DOMAIN_MIN")
                    domainMin = SIMD3(v[0], v[1], v[2])
                    domainLine = lineNumber
                case "DOMAIN_MAX":
                    let v = try numbers(words.dropFirst(), count: 3, what: "DOMAIN_MAX")
                    domainMax = SIMD3(v[0], v[1], v[2])
                    domainLine = lineNumber
                case "LUT_3D_INPUT_RANGE":
                    let v = try numbers(words.dropFirst(), count: 2, what: "LUT_3D_INPUT_RANGE")
                    domainMin = SIMD3(repeating: v[0])
                    domainMax = SIMD3(repeating: v[1])
                    domainLine = lineNumber
                default:
                    throw fail(
                        "unknown keyword \(first); known: TITLE, LUT_3D_SIZE, DOMAIN_MIN, DOMAIN_MAX, LUT_3D_INPUT_RANGE"
                    )
                }
                continue
            }
            guard let size else { throw fail("a table entry before LUT_3D_SIZE; the header must give the size first") }
            guard entries.count < size * size * size else {
                throw fail("more entries than LUT_3D_SIZE \(size) allows (\(size * size * size))")
            }
            let v = try numbers(words[...], count: 3, what: "an entry")
            entries.append(SIMD3(v[0], v[1], v[2]))
        }
        guard let size else { throw failWhole("no LUT_3D_SIZE line; a .cube file must give its size") }
        guard entries.count == size * size * size else {
            throw failWhole("\(entries.count) entries; LUT_3D_SIZE \(size) needs \(size * size * size)")
        }
        guard all(domainMin .< domainMax) else {
            throw failWhole("DOMAIN_MIN must be below DOMAIN_MAX in every channel", line: domainLine)
        }
        return CubeTable(size: size, domainMin: domainMin, domainMax: domainMax, entries: entries)
    }
}
