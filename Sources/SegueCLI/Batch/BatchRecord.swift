import Foundation

/// One line of a shard's JSON Lines log: a job done (with its output's size and hash) or failed
/// (with the reason), under the job's hash.
struct BatchRecord: Codable, Equatable {
    enum Status: String, Codable { case done, failed }

    /// The job's place in the manifest, from 0 (informative: jobs are matched by `out`).
    var job: Int
    /// The output as the manifest writes it.
    var out: String
    /// The job's hash (`BatchFingerprint.jobKey`).
    var key: String
    var status: Status
    /// The shard that wrote the record, as I/N.
    var shard: String
    var size: Int?
    var hash: String?
    var reason: String?
    /// Seconds since 1970 when it was written, which orders records across shards.
    var time: Double
    /// Seconds the job took.
    var seconds: Double
}

/// The folder of a batch's logs, one JSON Lines file per shard, each line written whole and
/// flushed to the disk before the shard goes on.
struct BatchLog {
    var folder: String

    /// The log of `shard` (I/N): `shard-I-of-N.jsonl`.
    func file(for shard: BatchShard) -> String {
        folder + "/shard-\(shard.index)-of-\(shard.count).jsonl"
    }

    /// Appends `record` to `shard`'s log and waits until it is on the disk.
    func append(_ record: BatchRecord, shard: BatchShard) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = Array(try encoder.encode(record)) + [UInt8(ascii: "\n")]
        let path = file(for: shard)
        let existed = FileManager.default.fileExists(atPath: path)
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw BatchFileError(path: path, action: "open") }
        defer { close(descriptor) }
        // One write, so that shards appending to one file (a replaced pod) never interleave within a line.
        guard line.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == line.count,
            fsync(descriptor) == 0
        else { throw BatchFileError(path: path, action: "write") }
        if !existed { try BatchFiles.syncFolder(folder) }
    }

    /// Every record of every shard's log, oldest first; a line cut short by a kill is skipped.
    func records() -> [BatchRecord] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let decoder = JSONDecoder()
        var records: [BatchRecord] = []
        for name in names.sorted() where name.hasSuffix(".jsonl") {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
            for line in data.split(separator: UInt8(ascii: "\n")) {
                if let record = try? decoder.decode(BatchRecord.self, from: Data(line)) { records.append(record) }
            }
        }
        return records.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
    }

    /// The newest record of each output.
    func latest() -> [String: BatchRecord] {
        var latest: [String: BatchRecord] = [:]
        for record in records() { latest[record.out] = record }
        return latest
    }
}
