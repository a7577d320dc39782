// SignUpPreview: the sign-up feature running alone, with the same commands, scripts, --json and
// exit codes as nvc. It owns everything it uses (its route, the `signedIn` guard, the session
// service), so it needs no stand-ins: after sign-up the guard flow ends at `signup` again.
//
//   swift run --package-path Features/SignUp SignUpPreview open 'nvc://signup?name=Ada'
import NanoCLI
import NanoContract
import NanoPreview
import NanoRuntime
import NanoServe
import SessionInterface
import SignUpFeature

NanoCommandLine.main(
    AppConfiguration(
        name: "SignUpPreview", scheme: "nvc", homeLink: Route.signUp.link,
        abstract: "The sign-up feature alone.", isPreview: true,
        plugins: { launch in
            FeaturePreview.plugins(for: SignUpPlugin(latency: .zero), failingGuards: launch.failingGuards)
        }), serve: WebServe.run)
