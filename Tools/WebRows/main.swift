// web-rows: NanoPreview's long list (LongListPlugin, 1,000 rows) served like the app, for
// `Tools/bench web`: one row selected among 1,000 must send one row, not the screen. A target
// of the root package, so the benchmark's release build of nvc-web compiles only this file more.
// Not the app and never shipped.
//
//   swift run web-rows serve --port 0 --ephemeral      # then open /rows
import NanoCLI
import NanoPreview
import NanoRuntime
import NanoServe

NanoCommandLine.main(
    AppConfiguration(
        name: "rows", scheme: "nvc", homeLink: LongListPlugin.route.link,
        abstract: "A list of 1,000 rows served like the app (Tools/bench web).", isPreview: true,
        plugins: { _ in [LongListPlugin(count: 1_000)] }),
    serve: WebServe.run)
