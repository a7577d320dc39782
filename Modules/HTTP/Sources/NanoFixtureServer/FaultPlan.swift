#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What can go wrong with one answer, on purpose.
public enum Fault: Sendable, Equatable {
    /// The normal answer, after waiting `seconds`.
    case latency(seconds: Double)
    /// This status (400...599, typically 500 or 503) with `{"detail": "..."}` as the body.
    case status(Int)
    /// No answer at all: the connection stays open, silent, until the client gives up (its
    /// timeout or its cancellation closes it) or the server stops.
    case timeout
    /// A 200 whose body is cut-off JSON, so decoding it fails.
    case malformedBody
    /// The connection is closed right after the request arrives, with no answer.
    case dropConnection
}

/// One line of a ``FaultPlan``: which requests, which fault, how many times.
public struct FaultRule: Sendable, Equatable {
    /// The request paths it applies to: an exact path (`/api/people/1/`; the trailing slash is
    /// optional) or a prefix ending in `*` (`/api/people/*`, `*` for every path). The query is
    /// not part of the match.
    public var path: String
    /// The fault.
    public var fault: Fault
    /// How many matching requests get the fault before the rule is used up; `nil` for all.
    public var count: Int?

    /// A rule.
    public init(path: String, fault: Fault, count: Int? = nil) {
        self.path = path
        self.fault = fault
        self.count = count
    }

    /// Whether `requestPath` is one the rule names.
    public func matches(_ requestPath: String) -> Bool {
        if path.hasSuffix("*") { return requestPath.hasPrefix(String(path.dropLast())) }
        return Self.trimmed(requestPath) == Self.trimmed(path)
    }

    private static func trimmed(_ path: String) -> Substring {
        path.hasSuffix("/") ? path.dropLast() : Substring(path)
    }
}

/// The faults a fixture server plays, for tests and demos: rules checked in order, the first
/// matching rule that is not used up decides a request's fault; a request no rule takes is
/// answered normally. Each rule counts its own uses (``FaultRule/count``).
///
/// Written as JSON (the format a `--api-faults FILE` flag reads; ``parse(_:)``):
///
/// ```json
/// {"faults": [
///     {"path": "/api/people/", "fault": "status", "status": 503, "count": 2},
///     {"path": "/api/planets/*", "fault": "latency", "seconds": 0.5},
///     {"path": "/api/films/1/", "fault": "timeout", "count": 1},
///     {"path": "/api/starships/*", "fault": "malformed"},
///     {"path": "*", "fault": "drop", "count": 1}
/// ]}
/// ```
///
/// `fault` is one of `latency` (needs `seconds` ≥ 0), `status` (needs `status`, 400...599),
/// `timeout`, `malformed`, `drop`; `count` (≥ 1) is optional.
public struct FaultPlan: Sendable, Equatable {
    /// The rules, in the order they are checked.
    public var rules: [FaultRule]

    /// A plan of `rules`.
    public init(_ rules: [FaultRule] = []) {
        self.rules = rules
    }

    /// No fault at all.
    public static let none = FaultPlan()

    /// Reads the JSON format above; every problem is one ``FaultPlanError`` naming the rule.
    public static func parse(_ json: [UInt8]) throws(FaultPlanError) -> FaultPlan {
        let file: PlanFile
        do {
            file = try JSONDecoder().decode(PlanFile.self, from: Data(json))
        } catch {
            throw .notJSON(Self.describe(error))
        }
        return FaultPlan(
            try file.faults.enumerated().map { index, rule throws(FaultPlanError) in try rule.rule(index) })
    }

    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "the file is not JSON" }
        switch decoding {
        case let .keyNotFound(key, _): return "'\(key.stringValue)' is missing"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            let path = context.codingPath.map { $0.intValue.map { String($0 + 1) } ?? $0.stringValue }
            if path.isEmpty { return "the file is not a JSON object with a 'faults' array" }
            return "'\(path.joined(separator: "."))' has the wrong type"
        default: return "the file is not JSON"
        }
    }
}

/// Why a fault plan file cannot be used; the description is a diagnostic (lowercase, names the
/// rule by its position, counted from 1).
public enum FaultPlanError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not a JSON object with a `faults` array of objects.
    case notJSON(String)
    /// Rule `rule` (from 1) is wrong: `problem` says how.
    case invalidRule(rule: Int, problem: String)

    /// The problem in one line.
    public var description: String {
        switch self {
        case let .notJSON(reason): "fault plan is not readable: \(reason)"
        case let .invalidRule(rule, problem): "fault plan rule \(rule): \(problem)"
        }
    }
}

/// The file's shape, before its rules are checked.
private struct PlanFile: Decodable {
    struct Rule: Decodable {
        var path: String
        var fault: String
        var count: Int?
        var status: Int?
        var seconds: Double?

        func rule(_ index: Int) throws(FaultPlanError) -> FaultRule {
            func invalid(_ problem: String) -> FaultPlanError { .invalidRule(rule: index + 1, problem: problem) }
            guard path.hasPrefix("/") || path == "*" else {
                throw invalid("path '\(path)' must start with '/' (or be '*')")
            }
            if let count, count < 1 { throw invalid("count \(count) must be at least 1") }
            switch fault {
            case "latency":
                guard let seconds, seconds >= 0, seconds.isFinite else {
                    throw invalid("'latency' needs 'seconds' of 0 or more")
                }
                return FaultRule(path: path, fault: .latency(seconds: seconds), count: count)
            case "status":
                guard let status, (400...599).contains(status) else {
                    throw invalid("'status' needs a 'status' from 400 to 599")
                }
                return FaultRule(path: path, fault: .status(status), count: count)
            case "timeout": return FaultRule(path: path, fault: .timeout, count: count)
            case "malformed": return FaultRule(path: path, fault: .malformedBody, count: count)
            case "drop": return FaultRule(path: path, fault: .dropConnection, count: count)
            default: throw invalid("fault '\(fault)' is not one of latency, status, timeout, malformed, drop")
            }
        }
    }
    var faults: [Rule]
}
