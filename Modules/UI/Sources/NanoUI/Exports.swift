// A view or scene file needs one import: NanoUI brings NanoCore and the reactive layer.
@_exported import NanoCore
