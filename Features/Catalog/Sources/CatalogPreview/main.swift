// CatalogPreview: the catalogue alone, with the same commands, scripts, --json and exit codes as
// nvc, over the project's own Star Wars API started in process (SwapiFixture) when the
// catalogue first asks for data, so it runs with no network.
//
//   swift run --package-path Features/Catalog CatalogPreview open 'nvc://catalog/people/1/details'
import CatalogFeature
import NanoCLI
import NanoContract
import NanoPreview
import NanoRuntime
import NanoServe

NanoCommandLine.main(
    AppConfiguration(
        name: "CatalogPreview", scheme: "nvc", homeLink: CatalogPlugin.route.link,
        abstract: "The catalogue alone, over the built-in Star Wars API.", isPreview: true,
        plugins: { launch in FeaturePreview.plugins(for: CatalogPlugin(), failingGuards: launch.failingGuards) }),
    serve: WebServe.run)
