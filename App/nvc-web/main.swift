// nvc-web: the Nano demo app (NvcApp) with the web host: every command of nvc, plus `serve`,
// which serves the app to browsers (docs/cli.md, "Serving on the web").
//
//   swift run nvc-web serve --port 0
import NanoCLI
import NanoServe
import NvcApp

NanoCommandLine.main(nvcConfiguration, serve: WebServe.run)
