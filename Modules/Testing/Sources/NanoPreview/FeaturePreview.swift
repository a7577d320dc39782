import NanoContract

/// Composes one feature on its own, as its `<Name>Preview` executable runs it: the feature,
/// plus a ``StandInPlugin`` standing in for every parent route it names but does not own (a
/// screen naming it) and every guard its routes require but it does not provide (passing, or
/// failing when listed in `failingGuards`, with a stand-in flow whose `pass` button passes it).
///
/// ```swift
/// // Features/Settings/Sources/SettingsPreview/main.swift
/// NanoCommandLine.main(AppConfiguration(
///     name: "SettingsPreview", scheme: "nvc", homeLink: "settings",
///     plugins: { launch in FeaturePreview.plugins(for: SettingsPlugin(), failingGuards: launch.failingGuards) },
///     registerDependencies: { $0.register((any SessionService).self, InMemorySessionService(.preview)) }))
/// ```
public enum FeaturePreview {
    /// The id of the stand-in feature a preview adds.
    public static let standInFeatureID = "stand-ins"

    /// The plugins that run `feature` alone.
    @MainActor
    public static func plugins<Plugin: FeaturePlugin>(
        for feature: Plugin,
        failingGuards: Set<GuardID> = []
    ) -> [any FeaturePlugin] {
        let outline = FeatureOutline(feature)
        var standIns = StandInPlugin(id: standInFeatureID)
        for parent in outline.foreignParents {
            standIns = standIns.route(parent, shows: parent)
        }
        for guardID in outline.foreignGuards {
            standIns = standIns.providing(
                guardID, flow: "preview/guard/\(guardID.rawValue)",
                StandInGuard(passes: !failingGuards.contains(guardID)))
        }
        return outline.foreignParents.isEmpty && outline.foreignGuards.isEmpty ? [feature] : [feature, standIns]
    }
}
