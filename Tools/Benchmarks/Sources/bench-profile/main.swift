// bench-profile: runs one workload of the in-process benchmarks outside ordo-one/benchmark, for
// a profiler (valgrind --tool=callgrind counts every instruction, far too slow for a full run):
//
//   bench-profile push-pop CYCLES                 push+pop cycles of the benchmark's form scene
//   bench-profile create-release CYCLES           the baseline: create, bind, release
//   bench-profile router WORKLOAD ROUTES PASSES   PASSES passes over the 4,096 lookups
//   bench-profile reactive-pipeline EVENTS        text changes into the sign-up form's pipeline
//   bench-profile reactive-closures EVENTS        the same changes into its closures baseline
//
// WORKLOAD is nano-resolve, nano-resolve-params, kit-resolve, nano-link or kit-link. Build it
// with `swift build -c release --package-path Tools/Benchmarks --product bench-profile`.
// Exit status: 0 done, 1 a check failed (routers disagree, objects left), 64 usage.

import BenchWorkloads
import Foundation
import NanoReactive

func usage() -> Never {
    FileHandle.standardError.write(
        Data(
            """
            usage: bench-profile push-pop CYCLES | create-release CYCLES | router WORKLOAD ROUTES PASSES
                   bench-profile reactive-pipeline EVENTS | reactive-closures EVENTS
            WORKLOAD: \(RouterWorkload.allCases.map(\.rawValue).joined(separator: ", "))

            """.utf8))
    exit(64)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "push-pop", "create-release":
    guard arguments.count == 2, let cycles = Int(arguments[1]), cycles > 0 else { usage() }
    MainActor.assumeIsolated {
        let workload = PushPopWorkload.shared
        if arguments[0] == "push-pop" {
            workload.pushPop(cycles: cycles)
        } else {
            workload.createAndRelease(cycles: cycles)
        }
        print(
            "\(arguments[0]): \(cycles) cycles, \(workload.objectsAlive) of \(workload.objectsWatched) watched objects alive"
        )
        if workload.objectsAlive > 0 { exit(1) }
    }
case "router":
    guard arguments.count == 4, let workload = RouterWorkload(rawValue: arguments[1]),
        let routes = Int(arguments[2]), routes > 0, let passes = Int(arguments[3]), passes > 0
    else { usage() }
    let fixture = RouterFixture(routeCount: routes)
    guard fixture.mismatches == 0 else {
        print("router: \(fixture.mismatches) lookups disagree at \(routes) routes")
        exit(1)
    }
    var checksum = 0
    for _ in 0..<passes {
        checksum &+= fixture.run(workload, from: 0, count: RouterFixture.lookupCount)
    }
    print("router: \(workload.rawValue), \(routes) routes, \(passes) passes; checksum \(checksum & 0xFFFF)")
case "reactive-pipeline", "reactive-closures":
    // The events of the ReactivePipeline benchmark: name and email in turn, from the fixed lists.
    guard arguments.count == 2, let events = Int(arguments[1]), events > 0 else { usage() }
    MainActor.assumeIsolated {
        let (names, emails) = (SignUpRules.names, SignUpRules.emails)
        let pipeline = arguments[0] == "reactive-pipeline" ? ReactiveSignUpForm() : nil
        let closures = pipeline == nil ? ClosureSignUpForm() : nil
        for event in 0..<events {
            let index = (event >> 1) % names.count
            let isName = event & 1 == 0
            if let pipeline {
                isName ? pipeline.name.send(names[index]) : pipeline.email.send(emails[index])
            } else if let closures {
                isName ? closures.nameChanged(names[index]) : closures.emailChanged(emails[index])
            }
        }
        let changes = (pipeline?.button ?? closures?.button)?.changes ?? 0
        print("\(arguments[0]): \(events) events, \(changes) changes applied")
    }
default:
    usage()
}
