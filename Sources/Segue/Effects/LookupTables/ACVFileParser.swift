/// Reads Photoshop `.acv` curves files: big-endian 16-bit words, a version (1 or 4), a curve
/// count, then per curve a point count and (output, input) pairs from 0 to 255. The curves are
/// the composite, then red, green and blue, as GPUImage's `GPUImageACVFile` reads them; a file
/// with fewer leaves the rest straight, and curves after blue (Photoshop's for other modes) are
/// ignored. Every mistake is a thrown error naming the file, never a trap.
extension ToneCurve {
    /// The curves of an `.acv` file's bytes; `file` names it in errors.
    public init(acv bytes: [UInt8], file: String) throws(EffectError) {
        var reader = ACVReader(bytes: bytes, file: file)
        let version = try reader.word("the version")
        guard version == 1 || version == 4 else {
            throw reader.fail("version \(version) is not an .acv version (1 or 4); is this a Photoshop curves file?")
        }
        let count = try reader.word("the curve count")
        guard count >= 1 else { throw reader.fail("holds no curves") }
        var curves: [[SIMD2<Float>]] = []
        for curve in 0..<min(count, 4) {
            let points = try reader.word("the point count of curve \(curve + 1)")
            guard (2...256).contains(points) else {
                throw reader.fail("curve \(curve + 1) has \(points) points; expected 2 to 256")
            }
            var list: [SIMD2<Float>] = []
            for point in 0..<points {
                let output = try reader.word("point \(point + 1) of curve \(curve + 1)")
                let input = try reader.word("point \(point + 1) of curve \(curve + 1)")
                guard (0...255).contains(output), (0...255).contains(input) else {
                    throw reader.fail(
                        "point \(point + 1) of curve \(curve + 1) is (\(input), \(output)); levels go from 0 to 255")
                }
                list.append(SIMD2(Float(input) / 255, Float(output) / 255))
            }
            if let problem = Self.problem(with: list) {
                throw reader.fail("curve \(curve + 1) is unusable: it needs \(problem)")
            }
            curves.append(list)
        }
        func curve(_ index: Int) -> [SIMD2<Float>] { index < curves.count ? curves[index] : Self.identity }
        try self.init(red: curve(1), green: curve(2), blue: curve(3), rgbComposite: curve(0))
    }
}

/// Big-endian words read one at a time, each read checked against the end of the file.
private struct ACVReader {
    let bytes: [UInt8]
    let file: String
    var offset = 0

    /// The next word as a signed 16-bit value (Photoshop writes them signed); negative values
    /// come back as they are, for the caller to refuse.
    mutating func word(_ what: String) throws(EffectError) -> Int {
        guard offset + 2 <= bytes.count else {
            throw fail("is truncated: it ends after \(bytes.count) bytes, before \(what)")
        }
        defer { offset += 2 }
        return Int(Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])))
    }

    func fail(_ message: String) -> EffectError {
        .malformedLookupTable(file: file, line: nil, message: message)
    }
}
