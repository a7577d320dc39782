import BenchWorkloads
import Benchmark
import NanoReactive

// One scaled iteration = one event: a text change sent into the name or the email field.
// Each benchmark builds its form, then measures only the events; both run on the main actor,
// where bound publishers must emit.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        // 1,000 events per sample and many samples: the median resists the noise of a busy
        // 2-core machine better than a few long samples.
        scalingFactor: .kilo,
        maxDuration: .seconds(4),
        maxIterations: 2_000
    )

    Benchmark("SignUp pipeline (combineLatest+map+removeDuplicates+Binder)") { runner async in
        // The runner awaits this closure: handing it to the main actor for the run is safe.
        nonisolated(unsafe) let benchmark = runner
        await MainActor.run {
            let form = ReactiveSignUpForm()
            let names = SignUpRules.names
            let emails = SignUpRules.emails
            benchmark.startMeasurement()
            for event in benchmark.scaledIterations {
                let index = (event >> 1) % names.count
                if event & 1 == 0 {
                    form.name.send(names[index])
                } else {
                    form.email.send(emails[index])
                }
            }
            benchmark.stopMeasurement()
            blackHole(form.button.changes)
        }
    }

    Benchmark("SignUp closures (hand-written baseline)") { runner async in
        // The runner awaits this closure: handing it to the main actor for the run is safe.
        nonisolated(unsafe) let benchmark = runner
        await MainActor.run {
            let form = ClosureSignUpForm()
            let names = SignUpRules.names
            let emails = SignUpRules.emails
            benchmark.startMeasurement()
            for event in benchmark.scaledIterations {
                let index = (event >> 1) % names.count
                if event & 1 == 0 {
                    form.nameChanged(names[index])
                } else {
                    form.emailChanged(emails[index])
                }
            }
            benchmark.stopMeasurement()
            blackHole(form.button.changes)
        }
    }
}
