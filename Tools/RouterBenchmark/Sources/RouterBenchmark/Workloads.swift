import Logging
import NanoRouting
import RoutingKit

/// One measured workload: a pass over all lookups, returning a checksum.
struct Workload {
    let name: String
    let pass: () -> Int
}

/// A minimal link splitter for RoutingKit (which has no link parser): drop `scheme://`, cut
/// at `?`/`#`, split on `/`. No validation or decoding (RoutingKit decodes parameter values).
func splitLink(_ link: String) -> [String] {
    var rest = Substring(link)
    if let range = rest.range(of: "://") { rest = rest[range.upperBound...] }
    if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
    return rest.split(separator: "/").map(String.init)
}

/// The five workloads, in table order, over the same lookups.
func makeWorkloads(nano: NanoRouting.Router<Int>, kit: TrieRouter<Int>, logger: Logger, lookups: [Lookup]) -> [Workload]
{
    [
        Workload(name: "nano-resolve") {
            var sum = 0
            for lookup in lookups {
                if let route = try? nano.match(path: lookup.segments) { sum &+= route.value }
            }
            return sum
        },
        Workload(name: "nano-resolve-params") {
            var sum = 0
            for lookup in lookups {
                guard let route = try? nano.match(path: lookup.segments) else { continue }
                sum &+= route.value
                let parameters = route.parameters
                for name in parameters.names { sum &+= parameters.string(name)?.utf8.count ?? 0 }
            }
            return sum
        },
        Workload(name: "kit-resolve") {
            var sum = 0
            for lookup in lookups {
                var parameters = Parameters(logger)
                if let value = kit.route(path: lookup.segments, parameters: &parameters) {
                    sum &+= value &+ parameters.allNames.count
                }
            }
            return sum
        },
        Workload(name: "nano-link") {
            var sum = 0
            for lookup in lookups {
                if let route = try? nano.resolve(link: lookup.link, scheme: "nvc") { sum &+= route.value }
            }
            return sum
        },
        Workload(name: "kit-link") {
            var sum = 0
            for lookup in lookups {
                var parameters = Parameters(logger)
                if let value = kit.route(path: splitLink(lookup.link), parameters: &parameters) {
                    sum &+= value &+ parameters.allNames.count
                }
            }
            return sum
        },
    ]
}
