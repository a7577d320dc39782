import BenchWorkloads
import Benchmark

// Push+pop cycles of a real scene with bindings through a coordinator and the headless
// navigation stack, against a baseline in the same run: the same scene created, loaded
// (transform + bind), typed into, submitted and released without any navigation. One scaled
// iteration is one cycle; a sample is 1,000 cycles. The push+pop benchmark also records, after
// each sample, the watched scenes and view models still alive and the resident memory, so
// `Tools/bench push-pop` can report leaks (0 expected) and growth (flat expected).
let benchmarks: @Sendable () -> Void = {
    let alive = BenchmarkMetric.custom("objects alive", polarity: .prefersSmaller, useScalingFactor: false)
    let watched = BenchmarkMetric.custom("objects watched", polarity: .prefersLarger, useScalingFactor: false)
    let resident = BenchmarkMetric.custom("resident KiB", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        scalingFactor: .kilo,
        maxDuration: BenchSettings.quick ? .seconds(1) : .seconds(120),
        maxIterations: BenchSettings.quick ? 5 : 100
    )

    mainActorBenchmark(
        "push-pop", configuration: .init(metrics: [.wallClock, .throughput, alive, watched, resident])
    ) { benchmark in
        let workload = PushPopWorkload.shared
        benchmark.startMeasurement()
        workload.pushPop(cycles: benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
        benchmark.measurement(alive, workload.objectsAlive)
        benchmark.measurement(watched, workload.objectsWatched)
        benchmark.measurement(resident, PushPopWorkload.residentKiB())
        if workload.submissions != workload.pushPopCycles {
            benchmark.error("\(workload.submissions) submissions for \(workload.pushPopCycles) cycles")
        }
    }

    mainActorBenchmark("create-release") { benchmark in
        let workload = PushPopWorkload.shared
        benchmark.startMeasurement()
        workload.createAndRelease(cycles: benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
    }
}

/// Registers a benchmark whose body runs on the main actor, where scenes and their bound
/// publishers live.
func mainActorBenchmark(
    _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
    body: @escaping @MainActor (Benchmark) -> Void
) {
    Benchmark(name, configuration: configuration) { runner async in
        // The runner awaits this closure: handing it to the main actor for the run is safe.
        nonisolated(unsafe) let benchmark = runner
        await MainActor.run { body(benchmark) }
    }
}
