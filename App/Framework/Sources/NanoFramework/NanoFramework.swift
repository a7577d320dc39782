// NanoFramework has no code of its own. This target exists so that SwiftPM compiles the modules
// it depends on (Package.swift) and lists their objects for one shared library,
// libNanoFramework.so (on Linux linked by Tools/plugin-host, with the Swift runtime and
// FoundationEssentials inside, not all of Foundation): the plugin host links it, and so does every plugin library Tools/build-plugin makes,
// so the host and its plugins share one copy of every framework and interface type. Code imports
// the bundled modules themselves (`import NanoNavigation`), never this one.
