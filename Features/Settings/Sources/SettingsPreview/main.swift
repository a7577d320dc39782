// SettingsPreview: the settings feature running alone, with the same commands, scripts, --json
// and exit codes as nvc. NanoPreview stands in for what it uses of other features: the `home`
// screen beneath `settings` and the sign-in guard (passing; `--guard signedIn=fail` shows its
// stand-in flow, whose `pass` button lets the link through). The session is an in-memory one.
//
//   swift run --package-path Features/Settings SettingsPreview open 'nvc://settings/notifications'
import Foundation
import NanoCLI
import NanoContract
import NanoPreview
import NanoRuntime
import NanoServe
import NanoStrings
import SessionInterface
import SettingsFeature

let ada = Session(name: "Ada Lovelace", email: "ada@example.com", signedInAt: Date(timeIntervalSince1970: 0))

NanoCommandLine.main(
    AppConfiguration(
        name: "SettingsPreview", scheme: "nvc", homeLink: Route.settings.link,
        abstract: "The settings feature alone, with stand-ins for the rest of the app.", isPreview: true,
        plugins: { launch in
            FeaturePreview.plugins(
                for: SettingsPlugin(versionText: "Nano preview"), failingGuards: launch.failingGuards)
        },
        registerDependencies: { $0.register((any SessionService).self, InMemorySessionService(ada)) },
        languages: [.english, .german]),
    serve: WebServe.run)
