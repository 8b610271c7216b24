import Foundation
import Segue

/// Reads a manifest's jobs into job values, keeping every mistake with its place rather than
/// stopping at the first (`BatchManifest.read`).
struct BatchManifestReader {
    var path: String
    var folder: URL
    var library: EffectLibrary
    private(set) var problems: [(position: JSONPosition, message: String)] = []
    /// Each output so far and the job that writes it, to refuse a second writer.
    var writers: [String: (job: Int, position: JSONPosition)] = [:]

    init(path: String, folder: URL, library: EffectLibrary) {
        self.path = path
        self.folder = folder
        self.library = library
    }

    mutating func problem(_ position: JSONPosition, _ message: String) {
        problems.append((position, message))
    }

    /// The checked jobs of the manifest `root`; those with mistakes are left out, their mistakes kept.
    mutating func jobs(in root: JSONNode) -> [BatchJob] {
        defer { problems.sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) } }
        guard case .object(let top) = root.value else {
            problem(root.position, "a manifest is an object: {\"jobs\": [{\"render\": {…}}, …]}")
            return []
        }
        for member in top.members where member.key != "jobs" {
            problem(member.keyPosition, "unknown key '\(member.key)'; a manifest has one key, \"jobs\"")
        }
        guard let list = top["jobs"] else {
            problem(root.position, "no \"jobs\": give a list such as [{\"render\": {…}}]")
            return []
        }
        guard case .array(let entries) = list.value, !entries.isEmpty else {
            problem(list.position, "\"jobs\" must be a list of at least one job")
            return []
        }
        var jobs: [BatchJob] = []
        for (index, entry) in entries.enumerated() {
            if let job = job(entry, index: index) { jobs.append(job) }
        }
        return jobs
    }

    /// One job: its kind, its options decoded into the kind's job value, checked against the
    /// effect library and by the command's own checks.
    private mutating func job(_ node: JSONNode, index: Int) -> BatchJob? {
        let kinds = JobKind.allCases.map(\.rawValue)
        guard case .object(let object) = node.value, object.members.count == 1, let member = object.members.first
        else {
            problem(node.position, "a job is an object with one key, its kind: \(kinds.joined(separator: ", "))")
            return nil
        }
        guard let kind = JobKind(rawValue: member.key) else {
            let hint = didYouMean(closestNames(to: member.key, in: kinds)) ?? "kinds: " + kinds.joined(separator: ", ")
            problem(member.keyPosition, "unknown job kind '\(member.key)'; \(hint)")
            return nil
        }
        guard case .object(let fields) = member.value.value else {
            problem(member.value.position, "\(kind.job) holds an object of its options, as {\"out\": \"…\"}")
            return nil
        }
        let place = (index: index, position: member.keyPosition)
        let check = BatchEffectCheck(library: library)
        switch kind {
        case .render: return job(RenderJob.self, fields, at: place) { check.check(&$0, at: member.keyPosition) }
        case .concat: return job(ConcatJob.self, fields, at: place) { check.check(&$0, at: member.keyPosition) }
        case .apply: return job(ApplyJob.self, fields, at: place) { check.check(&$0, at: member.keyPosition) }
        }
    }

    /// The job whose options are `fields`, decoded; each mistake kept, `checkEffects` among them.
    private mutating func job<Job: RunnableJob>(
        _ type: Job.Type, _ fields: JSONObject, at place: (index: Int, position: JSONPosition),
        checkEffects: (inout ManifestJob<Job>) -> [JobMistake]
    ) -> BatchJob? {
        let before = problems.count
        var decoded = ManifestJob<Job>(decoding: fields, folder: folder)
        // Each check runs whatever the others found, so that every mistake is reported at once.
        for mistake in decoded.mistakes + checkEffects(&decoded) { problem(mistake.position, mistake.message) }
        guard let out = decoded.out else {
            if !fields.members.contains(where: { $0.key == "out" }) {
                problem(place.position, "\(Job.kind.job) needs \"out\", the file or folder it writes")
            }
            return nil
        }
        checkOutputIsOwn(out.path, written: out.written, at: out.position, job: place.index)
        checkValidates(decoded, out: out, at: place.position)
        guard problems.count == before else { return nil }
        return BatchJob(
            index: place.index, job: decoded.job, out: out.path, name: out.written, position: place.position,
            givenWords: decoded.givenWords)
    }
}
