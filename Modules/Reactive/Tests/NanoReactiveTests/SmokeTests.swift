import NanoReactive
import Testing

@Test func passthroughDelivers() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    let c = subject.sink { seen.append($0) }
    subject.send(1)
    #expect(seen == [1])
    c.cancel()
}
