// Placeholder until the features-and-CLI issue: `nvc` only answers --help and --version.
import Foundation

let usage = """
    USAGE: nvc [--help] [--version]

    nvc opens Nano deep links headlessly. Deep-link commands arrive with the features.
    """
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--version": print("0.1.0")
case nil, "--help", "-h": print(usage)
default:
    FileHandle.standardError.write(Data("nvc: error: unknown argument '\(arguments[0])'\n".utf8))
    exit(64)
}
