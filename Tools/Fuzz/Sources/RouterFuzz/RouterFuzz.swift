// libFuzzer target for NanoRouting: parse + resolve of arbitrary input against the app's
// routes, checked against invariants and a naive reference matcher. Built by Tools/fuzz
// through the NanoRouting package (Tools/Fuzz/Package.swift). Any violation traps.

import NanoRouting

/// The app's routes plus typed and catch-all ones, in registration order.
let fuzzPatterns: [String] = [
    "signup", "home", "settings", "settings/notifications",
    "settings/appearance/:mode(enum: system|light|dark)", "settings/profile", "settings/about",
    "settings/profile/edit", "settings/:section/view",
    "users/:id(int)", "users/:id(uuid)", "users/:name", "users/:id(int)/posts/:post(int)",
    "files/*path", "search/:query", "price/:amount(double)", "price/:cents(int)",
    ":lang(enum: en|fr)/help", "docs/:version(int)/*page", ":any/:thing/deep",
]

let fuzzRouter: Router<Int> = {
    var router = Router<Int>()
    do {
        try router.parameterTypes.register(Double.self, as: "double")
        for (index, pattern) in fuzzPatterns.enumerated() {
            try router.register(pattern, owner: "Fuzz", value: index)
        }
    } catch {
        fatalError("fuzz router setup failed: \(error)")
    }
    return router
}()

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant violated: \(message())") }
}

/// libFuzzer's entry point: parses and resolves one input as a deep link, checking invariants.
@c(LLVMFuzzerTestOneInput)
public func routerFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    checkLink(text)
    checkPattern(text)
    return 0
}

func checkLink(_ text: String) {
    let parsed: DeepLink
    do {
        parsed = try DeepLink.parse(text, scheme: "nvc")
    } catch {
        require(error.kind == .invalidLink && !error.description.isEmpty, "parse error class \(error)")
        do {
            _ = try fuzzRouter.resolve(link: text, scheme: "nvc")
            require(false, "resolve accepted what parse rejected: \(text.debugDescription)")
        } catch let resolveError {
            require(resolveError == error, "resolve and parse disagree: \(resolveError) vs \(error)")
        }
        return
    }
    checkParsed(parsed, text)
    let expected = ReferenceMatcher.best(for: parsed.segments)
    do {
        let route = try fuzzRouter.resolve(link: text, scheme: "nvc")
        require(route.segments == parsed.segments && route.query == parsed.query, "resolve changed the link")
        require(
            expected == route.value,
            "router chose \(fuzzPatterns[route.value]) but reference says \(expected.map { fuzzPatterns[$0] } ?? "none") for \(parsed.segments)"
        )
        checkTypedAccess(route)
        let roomy = DeepLinkLimits(maxLinkBytes: 1 << 20, maxQueryBytes: 1 << 20)
        let again = try fuzzRouter.resolve(link: route.link.string(scheme: "nvc"), scheme: "nvc", limits: roomy)
        require(again.value == route.value && again.segments == route.segments, "canonical link resolves differently")
    } catch {
        require(
            expected == nil, "router failed (\(error)) but reference matches \(expected.map { fuzzPatterns[$0] } ?? "")"
        )
        switch error {
        case .noRoute(let path):
            require(path == parsed.path, "noRoute path")
            require(!ReferenceMatcher.matchesIgnoringTypes(parsed.segments), "noRoute but a shape matches")
        case .badParameter(let name, let value, _):
            require(ReferenceMatcher.matchesIgnoringTypes(parsed.segments), "badParameter without a shape match")
            require(parsed.segments.contains(value) && !name.isEmpty, "badParameter names a real segment")
        default:
            require(false, "unexpected resolution error \(error) for a parsed link")
        }
    }
}

func checkParsed(_ link: DeepLink, _ text: String) {
    let limits = DeepLinkLimits.default
    require(text.utf8.count <= limits.maxLinkBytes, "length limit")
    require(!link.segments.isEmpty && link.segments.count <= limits.maxSegments, "segment count")
    for segment in link.segments {
        require(
            !segment.isEmpty && segment != "." && segment != "..", "empty or dot segment \(segment.debugDescription)")
        require(!segment.utf8.contains(UInt8(ascii: "/")), "slash in segment")
        require(segment.utf8.count <= limits.maxSegmentBytes, "segment length")
        require(
            !segment.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) },
            "control character in segment")
    }
    require(link.query.count <= limits.maxQueryItems, "query items")
    require(link.query.allSatisfy { !$0.name.isEmpty }, "empty query name")
    // The canonical string parses back to the same link.
    do {
        let canonical = link.string(scheme: "nvc")
        let roomy = DeepLinkLimits(maxLinkBytes: 1 << 20, maxQueryBytes: 1 << 20)
        let reparsed = try DeepLink.parse(canonical, scheme: "nvc", limits: roomy)
        require(reparsed == link, "round trip changed \(link) into \(reparsed)")
    } catch {
        require(false, "canonical form does not parse: \(error)")
    }
}

func checkTypedAccess(_ route: ResolvedRoute<Int>) {
    for segment in route.pattern.segments {
        guard case .parameter(let name, let type) = segment else { continue }
        let raw = route.parameters.string(name)
        require(raw != nil, "parameter \(name) missing")
        switch type {
        case .int: require(route.parameters.int(name) != nil, "int \(name) does not convert")
        case .uuid: require(route.parameters.uuid(name) != nil, "uuid \(name) does not convert")
        case .custom: require(route.parameters.value(Double.self, name) != nil, "double \(name) does not convert")
        case .enumeration(let values): require(values.contains(raw ?? ""), "enum \(name) value")
        case .string: break
        }
    }
    if route.pattern.hasCatchAll {
        require((route.parameters.remainder?.count ?? 0) >= 1, "catch-all captures at least one segment")
    } else {
        require(route.pattern.segments.count == route.segments.count, "segment count matches pattern")
    }
}

/// Feeds the input to the pattern parser too: it must never trap, and a parsed pattern's
/// canonical form must parse to the same segments.
func checkPattern(_ text: String) {
    guard text.utf8.count <= 512 else { return }
    guard let pattern = try? RoutePattern(parsing: text) else { return }
    let canonical = pattern.segments.map(\.description).joined(separator: "/")
    require((try? RoutePattern(parsing: canonical))?.segments == pattern.segments, "pattern canonical form")
}
