// CatalogPreview: the catalogue alone, with the same commands, scripts, --json and exit codes as
// nvc. Its data comes from a small stand-in source (a few items a category, pages of 2), so it
// runs with no API at all.
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
        abstract: "The catalogue alone, over a stand-in source of a few items.", isPreview: true,
        plugins: { launch in FeaturePreview.plugins(for: CatalogPlugin(), failingGuards: launch.failingGuards) },
        registerDependencies: { $0.register((any CatalogSource).self, PreviewSource() as any CatalogSource) }),
    serve: WebServe.run)
