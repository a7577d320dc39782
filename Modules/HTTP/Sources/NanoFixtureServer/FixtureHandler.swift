import NIOCore
import NIOHTTP1

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One connection: reads a request, asks the fault plan, and answers (or, on purpose, does not).
final class FixtureHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let core: ServerCore
    private var head: HTTPRequestHead?
    private var current: Int?

    init(core: ServerCore) {
        self.core = core
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case let .head(head): self.head = head
        case .body: break
        case .end: if let head { handle(head, context: context) }
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let current { core.log.finish(current, core.isStopping ? .dropped : .closedByClient) }
        context.fireChannelInactive()
    }

    private func handle(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
        let parts = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let query = parts.count > 1 ? String(parts[1]) : ""
        let fault = core.faults.take(path)
        let number = core.log.begin(method: head.method.rawValue, path: path, query: query, fault: fault)
        current = number
        let origin = head.headers.first(name: "host").map { "http://\($0)" } ?? "http://127.0.0.1"
        switch fault {
        case nil:
            respond(core.api.answer(method: head.method.rawValue, path: path, query: query, origin: origin), context)
        case let .latency(seconds):
            let answer = core.api.answer(method: head.method.rawValue, path: path, query: query, origin: origin)
            context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(seconds * 1e9))) {
                self.respond(answer, context)
            }
        case let .status(code):
            respond(
                FixtureAPI.Answer(status: code, body: .object(["detail": .string("fault plan: status \(code)")])),
                context)
        case .timeout:
            break
        case .malformedBody:
            write(status: 200, body: Array(#"{"count": 1, "results": [{"name": "#.utf8), context)
        case .dropConnection:
            core.log.finish(number, .dropped)
            current = nil
            context.close(promise: nil)
        }
    }

    private func respond(_ answer: FixtureAPI.Answer, _ context: ChannelHandlerContext) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(answer.body)).map(Array.init) ?? Array(#"{"detail": "unencodable"}"#.utf8)
        write(status: answer.status, body: body, context)
    }

    private func write(status: Int, body: [UInt8], _ context: ChannelHandlerContext) {
        guard context.channel.isActive, let number = current else { return }
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/json")
        headers.add(name: "Content-Length", value: String(body.count))
        headers.add(name: "Connection", value: "close")
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: status), headers: headers)
        core.log.finish(number, .answered(status: status))
        current = nil
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
