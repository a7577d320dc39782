// HomePreview: the home feature running alone, with the same commands, scripts, --json and exit
// codes as nvc. NanoPreview stands in for the sign-in guard (passing; `--guard signedIn=fail`
// shows its stand-in flow) and for the features Home links to: `settings` and `signup` are
// stand-in screens. The session is an in-memory one for Ada.
//
//   swift run --package-path Features/Home HomePreview open 'nvc://home'
import Foundation
import HomeFeature
import NanoCLI
import NanoContract
import NanoPreview
import NanoRuntime
import NanoServe
import NanoStrings
import SessionInterface

let ada = Session(name: "Ada Lovelace", email: "ada@example.com", signedInAt: Date(timeIntervalSince1970: 0))

NanoCommandLine.main(
    AppConfiguration(
        name: "HomePreview", scheme: "nvc", homeLink: Route.home.link,
        abstract: "The home feature alone, with stand-ins for the rest of the app.", isPreview: true,
        plugins: { launch in
            FeaturePreview.plugins(for: HomePlugin(), failingGuards: launch.failingGuards)
                + [
                    StandInPlugin(id: "links")
                        .route(Route.settings.pattern, parent: Route.home.pattern, shows: "settings")
                        .route(Route.signUp.pattern, presentation: .root, shows: "signup")
                ]
        },
        registerDependencies: { $0.register((any SessionService).self, InMemorySessionService(ada)) },
        languages: [.english, .german]),
    serve: WebServe.run)
