import NanoCLI
import Testing

/// `NanoCommandLine.subcommand(of:)`: what a host reads before anything loads, so the plugin
/// host hands `serve` to its web copy and nothing else.
struct SubcommandTests {
    @Test(arguments: [
        (["serve", "--port", "0"], "serve"),
        (["--plugin", "a.so", "serve"], "serve"),
        (["--plugins=plugins", "--allow-unsafe-plugin-permissions", "serve", "--ephemeral"], "serve"),
        (["open", "serve"], "open"),
        (["open", "home", "--state", "serve"], "open"),
        (["--plugins", "serve", "open", "home"], "open"),
        (["help", "serve"], "help"),
    ])
    func theSubcommandIsTheFirstArgumentOnceThePluginOptionsAreOut(arguments: [String], expected: String) {
        #expect(NanoCommandLine.subcommand(of: arguments) == expected)
    }

    @Test(arguments: [[], ["--version"], ["--help", "serve"], ["--plugin"], ["--plugin", "a.so"]])
    func anOptionFirstOrNoArgumentIsNoSubcommand(arguments: [String]) {
        #expect(NanoCommandLine.subcommand(of: arguments) == nil)
    }
}
