// A coordinator file needs one import: NanoNavigation brings the UI layer, NanoCore and the
// reactive layer.
@_exported import NanoUI
@_exported import NanoDI
@_exported import NanoRouting
