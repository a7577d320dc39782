// A view model file needs one import: NanoCore brings the reactive layer with it.
@_exported import NanoReactive
