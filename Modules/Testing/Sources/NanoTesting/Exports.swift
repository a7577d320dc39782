// A feature's test file imports NanoTesting and gets the navigation layer with it.
@_exported import NanoNavigation
