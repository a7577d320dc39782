// nvc-host: the plugin host. The Nano demo app's command line and `serve` (run by a copy of the
// host whose framework library has the web host: WebHost.swift), with no feature built in: every
// feature comes from a plugin library (`--plugin`, `--plugins DIR`, `NVC_PLUGINS`),
// built by Tools/build-plugin against the one framework library, libNanoFramework.so, that this
// executable links (App/Framework). Its name, scheme, home link and version are nvc's (App/NvcApp),
// so the host with every feature loaded answers exactly as the static `nvc` does.
//
//   Tools/plugin-host                        # builds it; prints its path
//   Tools/dev Settings                       # the feature team's edit loop
import NanoCLI
import NanoContract
import NanoRuntime
import NanoStrings
import SessionInterface
import SwapiInterface

// `serve` runs in the copy of the host whose library has the web host: replacing the process
// before the command line runs makes the copy the only one to load the plugins (and print their
// notes).
if NanoCommandLine.subcommand(of: Array(CommandLine.arguments.dropFirst())) == "serve" {
    WebHost.replaceBeforeLoading()
}

NanoCommandLine.main(
    AppConfiguration(
        name: "nvc",
        scheme: "nvc",
        homeLink: Route.home.link,
        version: "0.1.0",
        abstract: "The Nano demo app's plugin host: every feature loaded from a plugin library.",
        plugins: { _ in [] },
        languages: [.english, .german],
        checkApiFaults: { SwapiEndpoint.problem(faults: $0) },
        // A loaded feature that takes its Star Wars data from the launch (the catalogue) gets
        // `--api` and `--api-faults`, as the static nvc's built-in one does.
        configureLoaded: { plugin, launch in
            guard let choosing = plugin as? any SwapiEndpointChoosing,
                let endpoint = try? SwapiEndpoint(api: launch.api, faults: launch.apiFaults),
                let configured = choosing.using(endpoint) as? any FeaturePlugin
            else { return plugin }
            return configured
        }
    ),
    serve: WebHost.serve
)
