/// Splits jobs among shards by their estimated costs: the costliest first, each to the shard with
/// the least so far (longest processing time first), ties to the earlier job and the lower shard.
/// The same costs and count always give the same split.
enum BatchPlanner {
    /// The shard of each job, in the jobs' order.
    static func assign(costs: [Double], shards: Int) -> [Int] {
        var loads = [Double](repeating: 0, count: shards)
        var assignment = [Int](repeating: 0, count: costs.count)
        let order = costs.indices.sorted { (-costs[$0], $0) < (-costs[$1], $1) }
        for job in order {
            let shard = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
            assignment[job] = shard
            loads[shard] += costs[job]
        }
        return assignment
    }
}
