import Testing

@Test func onePasses() {
    #expect(1 + 1 == 2)
}
