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
        func number(_ name: String) throws(ValidationError) -> Int? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let value = Int(text) else { throw ValidationError("\(name)=\(text) is not a whole number") }
            return value
        }
        func shard(
            _ index: Int, of runnerCount: Int?, from source: String, countName: String
        ) throws(ValidationError)
            -> BatchShard
        {
            if let runnerCount, let shards, runnerCount != shards {
                throw ValidationError("\(countName)=\(runnerCount) but --shards \(shards); give one or make them agree")
            }
            guard let count = runnerCount ?? shards else {
                throw ValidationError("\(source) gives the shard but not how many; give --shards N")
            }
            guard count > 0, (0..<count).contains(index) else {
                throw ValidationError("\(source) makes shard \(index) of \(count), which is not one of 0…\(count - 1)")
            }
            return BatchShard(index: index, count: count)
        }
        if let option {
            if let shards, shards != option.count {
                throw ValidationError("--shard \(option) and --shards \(shards) disagree")
            }
            return option
        }
        if let index = try number("JOB_COMPLETION_INDEX") {
            return try shard(index, of: nil, from: "JOB_COMPLETION_INDEX=\(index)", countName: "")
        }
        if let id = try number("SLURM_ARRAY_TASK_ID") {
            let minimum = try number("SLURM_ARRAY_TASK_MIN") ?? 0
            let step = max(try number("SLURM_ARRAY_TASK_STEP") ?? 1, 1)
            guard (id - minimum) % step == 0 else {
                throw ValidationError(
                    "SLURM_ARRAY_TASK_ID=\(id) is not in the range from \(minimum) in steps of \(step)")
            }
            return try shard(
                (id - minimum) / step, of: try number("SLURM_ARRAY_TASK_COUNT"),
                from: "SLURM_ARRAY_TASK_ID=\(id) (from SLURM_ARRAY_TASK_MIN=\(minimum))",
                countName: "SLURM_ARRAY_TASK_COUNT")
        }
        if let index = try number("AWS_BATCH_JOB_ARRAY_INDEX") {
            return try shard(
                index, of: try number("AWS_BATCH_JOB_ARRAY_SIZE"), from: "AWS_BATCH_JOB_ARRAY_INDEX=\(index)",
                countName: "AWS_BATCH_JOB_ARRAY_SIZE")
        }
        if let shards {
            throw ValidationError(
                "--shards \(shards) without a shard: give --shard I/\(shards), or run under a job runner that sets its index"
            )
        }
        return BatchShard(index: 0, count: 1)
    }
}
