import ArgumentParser

/// Which of how many shards this process renders: `--shard I/N`, or the job runner's environment.
struct BatchShard: Equatable, ExpressibleByArgument, CustomStringConvertible {
    /// From 0.
    var index: Int
    var count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0,
            (0..<count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    var description: String { "\(index)/\(count)" }

    /// The shard: `option` (`--shard`), else `JOB_COMPLETION_INDEX` (Kubernetes), else
    /// `SLURM_ARRAY_TASK_ID` counted from `SLURM_ARRAY_TASK_MIN` in steps of `SLURM_ARRAY_TASK_STEP`,
    /// else `AWS_BATCH_JOB_ARRAY_INDEX`; how many from the runner where it says, else `shards`
    /// (`--shards`). Without any, the whole manifest is one shard.
    static func resolve(
        option: BatchShard?, shards: Int?, environment: [String: String]
    ) throws(ValidationError)
        -> BatchShard
    {
        if let option {
            if let shards, shards != option.count {
                throw ValidationError("--shard \(option) and --shards \(shards) disagree")
            }
            return option
        }
        let runner = RunnerVariables(environment: environment)
        for read in [runner.kubernetes, runner.slurm, runner.awsBatch] {
            if let given = try read() { return try given.shard(shards: shards) }
        }
        if let shards {
            throw ValidationError(
                "--shards \(shards) without a shard: give --shard I/\(shards), or run under a job runner that sets its index"
            )
        }
        return BatchShard(index: 0, count: 1)
    }
}

/// What a job runner's variables say of the shard: its index from 0, and the count where the runner gives it.
private struct RunnerShard {
    var index: Int
    var count: Int?
    /// The variables it came from, for messages.
    var source: String
    var countName: String

    /// The shard, its count from the runner or `shards`, which must agree where both say.
    func shard(shards: Int?) throws(ValidationError) -> BatchShard {
        if let count, let shards, count != shards {
            throw ValidationError("\(countName)=\(count) but --shards \(shards); give one or make them agree")
        }
        guard let total = count ?? shards else {
            throw ValidationError("\(source) gives the shard but not how many; give --shards N")
        }
        guard total > 0, (0..<total).contains(index) else {
            throw ValidationError("\(source) makes shard \(index) of \(total), which is not one of 0…\(total - 1)")
        }
        return BatchShard(index: index, count: total)
    }
}

/// The variables Kubernetes, Slurm and AWS Batch set in each task of an array.
private struct RunnerVariables {
    var environment: [String: String]

    func number(_ name: String) throws(ValidationError) -> Int? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        guard let value = Int(text) else { throw ValidationError("\(name)=\(text) is not a whole number") }
        return value
    }

    /// An Indexed Job's pod: `JOB_COMPLETION_INDEX`; the count is the Job's, which the pod is not told.
    func kubernetes() throws(ValidationError) -> RunnerShard? {
        guard let index = try number("JOB_COMPLETION_INDEX") else { return nil }
        return RunnerShard(index: index, count: nil, source: "JOB_COMPLETION_INDEX=\(index)", countName: "")
    }

    /// A Slurm array task, counted from the range's start in its steps (`--array=1-4`, `0-6:2`).
    func slurm() throws(ValidationError) -> RunnerShard? {
        guard let id = try number("SLURM_ARRAY_TASK_ID") else { return nil }
        let minimum = try number("SLURM_ARRAY_TASK_MIN") ?? 0
        let step = max(try number("SLURM_ARRAY_TASK_STEP") ?? 1, 1)
        guard (id - minimum) % step == 0 else {
            throw ValidationError("SLURM_ARRAY_TASK_ID=\(id) is not in the range from \(minimum) in steps of \(step)")
        }
        return RunnerShard(
            index: (id - minimum) / step, count: try number("SLURM_ARRAY_TASK_COUNT"),
            source: "SLURM_ARRAY_TASK_ID=\(id) (from SLURM_ARRAY_TASK_MIN=\(minimum))",
            countName: "SLURM_ARRAY_TASK_COUNT")
    }

    /// An AWS Batch array job's child.
    func awsBatch() throws(ValidationError) -> RunnerShard? {
        guard let index = try number("AWS_BATCH_JOB_ARRAY_INDEX") else { return nil }
        return RunnerShard(
            index: index, count: try number("AWS_BATCH_JOB_ARRAY_SIZE"), source: "AWS_BATCH_JOB_ARRAY_INDEX=\(index)",
            countName: "AWS_BATCH_JOB_ARRAY_SIZE")
    }
}
