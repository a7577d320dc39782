/// Keeps results alive so the optimizer cannot drop the measured work.
nonisolated(unsafe) var blackholeSink = 0

@inline(never)
func blackhole(_ value: Int) {
    blackholeSink &+= value
}

/// Measures several workloads under the same conditions: each is warmed up and calibrated to
/// about `target` per round, then the rounds are interleaved (A B C A B C …) so that load from
/// other processes affects all of them alike. Returns the median ns per lookup of each.
func measure(_ workloads: [Workload], lookups: Int, rounds: Int = 9, target: Duration = .milliseconds(40)) -> [Double] {
    let clock = ContinuousClock()
    let passes = workloads.map { workload -> Int in
        var passes = 1
        while true {
            let start = clock.now
            for _ in 0..<passes { blackhole(workload.pass()) }
            let elapsed = clock.now - start
            if elapsed >= target / 4 || passes >= 1 << 20 {
                let scale = Double(target.nanoseconds) / Double(max(elapsed.nanoseconds, 1))
                return max(1, Int((Double(passes) * scale).rounded()))
            }
            passes *= 2
        }
    }
    var samples = Array(repeating: [Double](), count: workloads.count)
    for _ in 0..<rounds {
        for (index, workload) in workloads.enumerated() {
            let start = clock.now
            for _ in 0..<passes[index] { blackhole(workload.pass()) }
            let elapsed = clock.now - start
            samples[index].append(Double(elapsed.nanoseconds) / Double(passes[index] * lookups))
        }
    }
    return samples.map { $0.sorted()[$0.count / 2] }
}

extension Duration {
    /// Whole nanoseconds.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
