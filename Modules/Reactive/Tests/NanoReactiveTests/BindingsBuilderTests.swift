import NanoReactive
import Testing

@Suite("BindingsBuilder")
@MainActor
struct BindingsBuilderTests {
    let toggles = [Toggle(), Toggle(), Toggle()]
    let isOn = PassthroughSubject<Bool, Never>()

    @BindingsBuilder
    func populate(showsAll: Bool, extra: Toggle?, useArray: Bool) -> [AnyCancellable] {
        isOn --> toggles[0].isOnBinder
        if showsAll {
            for toggle in toggles.dropFirst() {
                isOn --> toggle.isOnBinder
            }
        } else {
            isOn.map { !$0 } --> toggles[1].isOnBinder
        }
        if let extra {
            isOn --> extra.isOnBinder
        }
        if useArray {
            [isOn.map { _ in "on" } --> toggles[0].titleBinder]
        }
        if #available(macOS 13, iOS 16, *) {
            isOn.map { "\($0)" } --> toggles[2].titleBinder
        }
    }

    @Test func collectsEveryBindingOfTakenBranchesAndLoops() {
        let extra = Toggle()
        let bindings = populate(showsAll: true, extra: extra, useArray: true)
        #expect(bindings.count == 6)
        isOn.send(true)
        #expect(toggles.map(\.isOn) == [true, true, true])
        #expect(extra.isOn)
        #expect(toggles[0].title == "on")
        #expect(toggles[2].title == "true")
    }

    @Test func skipsBranchesNotTakenAndUsesElse() {
        let bindings = populate(showsAll: false, extra: nil, useArray: false)
        #expect(bindings.count == 3)
        isOn.send(true)
        #expect(toggles.map(\.isOn) == [true, false, false])
        #expect(toggles[0].title == nil)
    }

    @Test func droppingTheCollectedBindingsEndsThem() {
        var bindings: [AnyCancellable]? = populate(showsAll: true, extra: nil, useArray: false)
        #expect(bindings?.count == 4)
        bindings = nil
        isOn.send(true)
        #expect(toggles.map(\.isOn) == [false, false, false])
    }
}
