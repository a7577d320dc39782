import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NanoApiSession

/// One request's life: connect, send, collect the answer, and end early on the timeout or the
/// task's cancellation by closing the connection. Whatever comes first completes `promise`;
/// later outcomes are ignored.
final class Exchange: Sendable {
    let eventLoop: any EventLoop
    let timeout: Duration
    let promise: EventLoopPromise<TransportResponse>
    private let channel = NIOLockedValueBox<(any Channel)?>(nil)
    private let finished = NIOLockedValueBox(false)

    init(eventLoop: any EventLoop, timeout: Duration) {
        self.eventLoop = eventLoop
        self.timeout = timeout
        self.promise = eventLoop.makePromise(of: TransportResponse.self)
    }

    func run(head: HTTPRequestHead, body: [UInt8], host: String, port: Int) async throws(ApiError) -> TransportResponse
    {
        let deadline = eventLoop.scheduleTask(in: TimeAmount(timeout)) { [self] in
            finish(.failure(ApiError.timeout(after: timeout)))
        }
        defer { deadline.cancel() }
        do {
            return try await withTaskCancellationHandler {
                try await connect(head: head, body: body, host: host, port: port)
                return try await promise.futureResult.get()
            } onCancel: {
                finish(.failure(ApiError.cancelled))
            }
        } catch let error as ApiError {
            throw error
        } catch {
            throw .transport(reason: TransportErrorText.describe(error))
        }
    }

    private func connect(head: HTTPRequestHead, body: [UInt8], host: String, port: Int) async throws {
        let bootstrap = ClientBootstrap(group: eventLoop)
            .connectTimeout(TimeAmount(timeout) + .milliseconds(100))
            .channelInitializer { [self] channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(
                        ResponseCollector(exchange: self, head: head, body: body))
                }
            }
        do {
            let connected = try await bootstrap.connect(host: host, port: port).get()
            let alreadyOver = finished.withLockedValue { over in
                if !over { channel.withLockedValue { $0 = connected } }
                return over
            }
            if alreadyOver { connected.close(promise: nil) }
        } catch {
            finish(.failure(ApiError.transport(reason: TransportErrorText.describe(error))))
        }
    }

    /// Completes the exchange with `result` unless it is already over, and closes the connection.
    func finish(_ result: Result<TransportResponse, any Error>) {
        let first = finished.withLockedValue { over in
            defer { over = true }
            return !over
        }
        guard first else { return }
        promise.completeWith(result)
        channel.withLockedValue { $0 }?.close(promise: nil)
    }
}

/// Writes the request once the connection is up and collects the response parts into one
/// `TransportResponse`; a connection that ends before the response's end is a transport failure.
final class ResponseCollector: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    private let exchange: Exchange
    private let head: HTTPRequestHead
    private let body: [UInt8]
    private var responseHead: HTTPResponseHead?
    private var received: [UInt8] = []

    init(exchange: Exchange, head: HTTPRequestHead, body: [UInt8]) {
        self.exchange = exchange
        self.head = head
        self.body = body
    }

    func channelActive(context: ChannelHandlerContext) {
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if !body.isEmpty {
            context.write(
                wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
        }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case let .head(head):
            responseHead = head
        case let .body(buffer):
            received.append(contentsOf: buffer.readableBytesView)
        case .end:
            guard let responseHead else { return }
            let headers = responseHead.headers.map { HTTPHeader($0.name, $0.value) }
            exchange.finish(
                .success(TransportResponse(status: Int(responseHead.status.code), headers: headers, body: received)))
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        exchange.finish(.failure(ApiError.transport(reason: "the server closed the connection before answering")))
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        exchange.finish(.failure(ApiError.transport(reason: TransportErrorText.describe(error))))
        context.close(promise: nil)
    }
}
