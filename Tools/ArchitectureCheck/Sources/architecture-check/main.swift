import ArchitectureRules
import Foundation

// `architecture-check [REPO_ROOT]`: see `ArchitectureCheckCommand`.
let status = ArchitectureCheckCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    output: { print($0) },
    error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(status)
