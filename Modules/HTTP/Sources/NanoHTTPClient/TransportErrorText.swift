import NIOCore
import NIOHTTP1
import NIOPosix

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// NIO's connection and parsing errors in the lowercase words `ApiError.transport` carries
/// (`connection refused`), never a type's debug text.
enum TransportErrorText {
    static func describe(_ error: any Error) -> String {
        if let connection = error as? NIOConnectionError, let first = connection.connectionErrors.first {
            return describe(first.error)
        }
        if let io = error as? IOError {
            return errnoText(io.errnoCode)
        }
        if let channel = error as? ChannelError {
            switch channel {
            case .connectTimeout: return "the connection could not be made in time"
            case .ioOnClosedChannel, .alreadyClosed, .eof: return "the server closed the connection before answering"
            default: return "the connection failed"
            }
        }
        if error is HTTPParserError {
            return "the server's answer is not valid HTTP"
        }
        return "the connection failed"
    }

    static func errnoText(_ code: Int32) -> String {
        switch code {
        case ECONNREFUSED: "connection refused"
        case ECONNRESET: "connection reset by the server"
        case EHOSTUNREACH, ENETUNREACH: "the host cannot be reached"
        case ETIMEDOUT: "the connection timed out"
        case EPIPE: "the server closed the connection before answering"
        default: "the connection failed (errno \(code))"
        }
    }
}
