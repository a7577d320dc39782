#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns operating-system and Foundation file errors into short English phrases a person can
/// act on ("permission denied", "the disk is full"), instead of Foundation's
/// `The operation could not be completed. (NSCocoaErrorDomain error 512.)`.
///
/// The phrase describes the cause only; callers put it into a sentence that names the file
/// (`cannot write /x/state.json: permission denied`).
public enum SystemErrorText {
    /// The phrase for `error`: the `errno` under a Foundation (`CocoaError` with an
    /// underlying POSIX error) or `POSIXError` value when there is one, a description of the
    /// Cocoa file error code otherwise (never Foundation's domain name: `the file system
    /// refused (error 512)` for a code without a phrase), and for anything else its domain and
    /// code.
    public static func describe(_ error: any Error) -> String {
        if let code = posixCode(of: error) { return describe(errno: code) }
        // `_domain` and `_code`: what bridging the error to `NSError` gave as its domain and
        // code, without Foundation's `NSError` (an `NSError` on Apple platforms has them too).
        let cocoaCode = (error as? CocoaError)?.code.rawValue ?? (error._domain == cocoaErrorDomain ? error._code : nil)
        if let cocoaCode {
            return cocoaPhrase(cocoaCode) ?? "the file system refused (error \(cocoaCode))"
        }
        return "an unexpected error (\(error._domain) \(error._code))"
    }

    /// The phrase for the POSIX error number `code` (`EACCES` → "permission denied").
    public static func describe(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "it does not exist"
        case EACCES: return "permission denied"
        case EPERM: return "the operation is not permitted (the file may be immutable or belong to another user)"
        case EROFS: return "the file system is read-only"
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is exceeded"
        case ENOTDIR: return "a part of the path is not a directory"
        case EISDIR: return "it is a directory"
        case ELOOP: return "it is a loop of symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        case EEXIST: return "it already exists"
        case EIO: return "an input/output error (the disk may be failing)"
        case EBUSY: return "the file is busy"
        case EMFILE, ENFILE: return "too many files are open"
        case EXDEV: return "it is on another file system"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// What a file of `mode` (`stat`'s `st_mode`) is, as a phrase for a sentence: `a file`,
    /// `a directory`, `a symbolic link`, `a named pipe`, `a socket`, `a device`, else `a
    /// special file`.
    public static func describe(fileType mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a file"
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "a special file"
        }
    }

    /// The POSIX error number inside `error`, if it carries one.
    static func posixCode(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        if error._domain == "NSPOSIXErrorDomain" { return Int32(truncatingIfNeeded: error._code) }
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo["NSUnderlyingError"] as? any Error {
            return posixCode(of: underlying)
        }
        return nil
    }

    /// `NSCocoaErrorDomain`, the domain of Foundation's file errors.
    private static let cocoaErrorDomain = "NSCocoaErrorDomain"

    private static func cocoaPhrase(_ code: Int) -> String? {
        switch CocoaError.Code(rawValue: code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return describe(errno: ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: return describe(errno: EACCES)
        case .fileWriteOutOfSpace: return describe(errno: ENOSPC)
        case .fileWriteVolumeReadOnly: return describe(errno: EROFS)
        case .fileWriteFileExists: return describe(errno: EEXIST)
        case .fileReadInapplicableStringEncoding, .fileReadCorruptFile: return "it is not readable text"
        case .fileReadTooLarge: return "it is too large"
        case .fileLocking: return "it is locked"
        default: return nil
        }
    }
}
