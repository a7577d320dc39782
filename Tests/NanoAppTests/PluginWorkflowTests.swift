import Foundation
import Testing

/// One checkout, one build folder, the three builds a team switches between: the static `nvc`,
/// the plugin host and a feature's plugin. No manifest reads the environment, so they share one
/// build plan and nothing needs cleaning between them (before, a `NANO_LINKAGE` switch left
/// SwiftPM's plan stale and the tools deleted it and retried failed builds).
@Suite(.serialized)
struct PluginWorkflowTests {
    /// Static app, host, plugin, static app again, plugins, the first plugin again, in the build
    /// folder the plugin tests use: every build succeeds the first time (no tool retries or
    /// deletes a plan), each binary does its job afterwards, and the second build of the static
    /// app compiles nothing.
    @Test func switchingBetweenTheStaticAppTheHostAndAPluginNeedsNoCleaning() throws {
        let folder = PluginBuilds.root.appendingPathComponent(".build-plugin-host")
        let scratch = PluginBuilds.scratch
        let staticApp = ["build", "--package-path", PluginBuilds.root.path, "--product", "nvc"] + scratch

        _ = try PluginBuilds.swift(staticApp)
        let host = try PluginBuilds.tool(["Tools/plugin-host"] + scratch)
        let settings = try PluginBuilds.tool(["Tools/build-plugin", "Features/Settings"] + scratch)
        let again = try PluginBuilds.swift(staticApp)
        let plugins = try ["SignUp", "Home", "Rewards"].map {
            try PluginBuilds.tool(["Tools/build-plugin", "Features/\($0)"] + scratch)
        }
        let settingsAgain = try PluginBuilds.tool(["Tools/build-plugin", "Features/Settings"] + scratch)

        #expect(settingsAgain == settings)
        #expect(host.hasPrefix(folder.path) && settings.hasPrefix(folder.path), "\(host) \(settings)")
        #expect(!again.contains("Compiling"), "the second static build compiled again: \(again)")

        let nvc = folder.appendingPathComponent("debug/nvc").path
        let arguments = ["open", "settings/notifications", "--ephemeral", "--json", "--script", "-"]
        let statically = try NvcProcess.run(arguments, input: PluginTests.signUp, executable: nvc)
        let plugged = try NvcProcess.run(
            (plugins + [settings]).flatMap { ["--plugin", $0] } + arguments, input: PluginTests.signUp,
            executable: host)
        #expect(statically.status == 0, "\(statically)")
        #expect(plugged.status == 0, "\(plugged)")
        #expect(plugged.stdout == statically.stdout)
        #expect(plugged.stackTitles.last == "Notifications", "\(plugged)")
    }
}
