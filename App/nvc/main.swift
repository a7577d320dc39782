// nvc: the Nano demo app on the command line (NvcApp), without the web host, so it links no
// server library and starts as fast as a command-line tool should. `nvc-web` adds `serve`.
//
//   swift run nvc open 'nvc://signup'
import NanoCLI
import NvcApp

NanoCommandLine.main(nvcConfiguration)
