import ArchitectureRules
import Testing

@Suite("Rule: every string table is checked by its package's tests")
struct StringTableRuleTests {
    /// The clean fixture plus `extra` files, checked; the violations of this rule.
    private func violations(_ extra: [String: String]) throws -> [Violation] {
        var files = Tree.clean()
        files.merge(extra) { _, new in new }
        return try Fixture.violations(files).filter { $0.rule == .stringTableUnchecked }
    }

    private let table = """
        import NanoStrings

        enum SettingsText: String, StringKey {
            case title
            static let table = StringTable<SettingsText>([.title: "Settings"], translations: [.german: [.title: "Einstellungen"]])
        }
        """

    @Test func aTableItsPackagesTestsCheckPasses() throws {
        let found = try violations([
            "Features/Settings/Sources/SettingsFeature/SettingsText.swift": table,
            "Features/Settings/Tests/SettingsFeatureTests/TextTests.swift": """
            import Testing
            @Test func complete() { assertTablesComplete([SettingsText.self, SettingsFeature.OtherText.self], languages: [.english]) }
            """,
        ])
        #expect(found.isEmpty, "\(found.map(\.description))")
    }

    @Test func aPlantedUncheckedTableFailsWhereItIsDeclared() throws {
        let found = try violations([
            "Features/Settings/Sources/SettingsFeature/SettingsText.swift": table,
            // Named, but not in a check; and checked, but in another package's tests.
            "Features/Settings/Tests/SettingsFeatureTests/TextTests.swift": """
            import Testing
            @Test func named() { _ = SettingsText.self; _ = "assertTablesComplete([SettingsText.self])" }
            """,
            "Features/Home/Tests/HomeFeatureTests/TextTests.swift": """
            import Testing
            @Test func complete() { assertTablesComplete([SettingsText.self], languages: [.english]) }
            """,
        ])
        #expect(found.map(\.location) == ["Features/Settings/Sources/SettingsFeature/SettingsText.swift:3"])
        #expect(found.first?.description.contains("call assertTablesComplete([SettingsText.self]") == true)
    }

    @Test func aConformanceInAnExtensionCountsAndTestFilesMayDeclareTheirOwn() throws {
        let found = try violations([
            "Features/Home/Sources/HomeFeature/HomeText.swift":
                "enum HomeText: String {}\nextension HomeText: StringKey {}\n",
            "Features/Home/Tests/HomeFeatureTests/Fixture.swift": "enum TestOnlyText: String, StringKey { case a }\n",
        ])
        #expect(found.map(\.location) == ["Features/Home/Sources/HomeFeature/HomeText.swift:2"])
    }
}
