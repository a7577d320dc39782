/// One generated route in both routers' syntaxes.
struct GeneratedRoute {
    /// NanoRouting pattern, e.g. `g3/u50/:id(int)`.
    let nano: String
    /// RoutingKit path components, e.g. `["g3", "u50", ":id"]`.
    let routingKit: [String]
}

/// One lookup: pre-split segments, the full link, and whether it should hit.
struct Lookup {
    let segments: [String]
    let link: String
    let hit: Bool
}

/// Deterministic generator (SplitMix64) so every run uses the same routes and lookups.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The route set: groups of 16 routes under a shared first constant, six shapes in turn.
///
/// | kind | Nano pattern                     | segments |
/// |------|----------------------------------|----------|
/// | 0    | `t{i}`                           | 1        |
/// | 1    | `g{g}/c{i}`                      | 2        |
/// | 2    | `g{g}/u{i}/:id(int)`             | 3        |
/// | 3    | `g{g}/n{i}/:name/detail`         | 4        |
/// | 4    | `g{g}/f{i}/*path` (catch-all)    | 3+       |
/// | 5    | `g{g}/a{i}/b/:x(int)/c/:y`       | 6        |
enum RouteSet {
    static func routes(count: Int) -> [GeneratedRoute] {
        (0..<count).map { i in
            let g = "g\(i / 16)"
            switch i % 6 {
            case 0: return GeneratedRoute(nano: "t\(i)", routingKit: ["t\(i)"])
            case 1: return GeneratedRoute(nano: "\(g)/c\(i)", routingKit: [g, "c\(i)"])
            case 2: return GeneratedRoute(nano: "\(g)/u\(i)/:id(int)", routingKit: [g, "u\(i)", ":id"])
            case 3: return GeneratedRoute(nano: "\(g)/n\(i)/:name/detail", routingKit: [g, "n\(i)", ":name", "detail"])
            case 4: return GeneratedRoute(nano: "\(g)/f\(i)/*path", routingKit: [g, "f\(i)", "**"])
            default:
                return GeneratedRoute(
                    nano: "\(g)/a\(i)/b/:x(int)/c/:y", routingKit: [g, "a\(i)", "b", ":x", "c", ":y"])
            }
        }
    }

    /// `count` lookups over a set of `routeCount` routes: about 85% hits of every shape and
    /// 15% misses (unknown first segment, unknown second segment, one segment too many).
    static func lookups(routeCount: Int, count: Int) -> [Lookup] {
        var random = SplitMix(state: 0x5EED)
        return (0..<count).map { _ in
            let i = Int.random(in: 0..<routeCount, using: &random)
            let g = "g\(i / 16)"
            let segments: [String]
            var hit = true
            switch Int.random(in: 0..<20, using: &random) {
            case 0:
                segments = ["missing\(i)"]
                hit = false
            case 1:
                segments = [g, "nope\(i)"]
                hit = false
            case 2:
                segments = i % 6 == 1 ? [g, "c\(i)", "extra"] : ["t\(i)", "extra"]
                hit = false
            default:
                switch i % 6 {
                case 0: segments = ["t\(i)"]
                case 1: segments = [g, "c\(i)"]
                case 2: segments = [g, "u\(i)", "\(Int.random(in: 0..<1_000_000, using: &random))"]
                case 3: segments = [g, "n\(i)", "user\(i % 97)", "detail"]
                case 4:
                    segments =
                        [g, "f\(i)"]
                        + Array(["docs", "guide", "intro.md"].prefix(Int.random(in: 1...3, using: &random)))
                default: segments = [g, "a\(i)", "b", "\(i)", "c", "why"]
                }
            }
            return Lookup(segments: segments, link: "nvc://" + segments.joined(separator: "/"), hit: hit)
        }
    }
}
