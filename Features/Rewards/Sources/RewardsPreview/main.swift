// RewardsPreview: the Rewards feature running alone, with the same commands, scripts, --json
// and exit codes as nvc. NanoPreview stands in for what it uses of other features: the `home`
// screen beneath it and the sign-in guard (passing; `--guard signedIn=fail` shows its stand-in
// flow, whose `pass` button lets the link through).
//
//   swift run --package-path Features/Rewards RewardsPreview open 'nvc://rewards'
import NanoCLI
import NanoContract
import NanoPreview
import NanoRuntime
import NanoServe
import RewardsFeature

NanoCommandLine.main(
    AppConfiguration(
        name: "RewardsPreview", scheme: "nvc", homeLink: RewardsPlugin.rewards.link,
        abstract: "The Rewards feature alone, with stand-ins for the rest of the app.", isPreview: true,
        plugins: { launch in FeaturePreview.plugins(for: RewardsPlugin(), failingGuards: launch.failingGuards) }),
    serve: WebServe.run)
