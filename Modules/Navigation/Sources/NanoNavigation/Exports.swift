@_exported import NanoDI
@_exported import NanoRouting
// A coordinator file needs one import: NanoNavigation brings the UI layer, NanoCore and the
// reactive layer.
@_exported import NanoUI
