import NanoCLI
import NanoServe

/// The web host's one C entry point, `nano_web_host_entry`, in the build of the framework library
/// that `serve` runs with (`web/libNanoFramework.so`): the plugin host (App/nvc-host) finds it
/// there and calls it with the address of an initialized `ServeHandler?`, which it sets to
/// `WebServe.run`.
///
/// The handler crosses as the Swift value it is: host and web host are one library's code.
@c(nano_web_host_entry)
public func nanoWebHostEntry(_ handler: UnsafeMutableRawPointer) {
    handler.assumingMemoryBound(to: ServeHandler?.self).pointee = WebServe.run
}
