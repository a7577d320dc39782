import NanoReactive
import Testing

@Suite("operator extras")
struct OperatorExtrasTests {
    @Test func orEmptyReplacesNilWithTheEmptyString() {
        let text = PassthroughSubject<String?, Never>()
        let recorder = text.orEmpty.record()
        text.send("a")
        text.send(nil)
        #expect(recorder.values == ["a", ""])
    }

    @Test func mapToVoidKeepsOneEventPerValue() {
        let taps = PassthroughSubject<Int, Never>()
        let recorder = taps.mapToVoid().record()
        taps.send(1)
        taps.send(2)
        #expect(recorder.values.count == 2)
    }

    @Test func filterNilUnwrapsAndDropsNil() {
        let values = PassthroughSubject<Int?, Never>()
        let recorder = values.filterNil().record()
        values.send(1)
        values.send(nil)
        values.send(3)
        #expect(recorder.values == [1, 3])
    }

    @Test func flatMapLatestSwitchesToTheLatestInnerAndCancelsThePrevious() {
        let queries = PassthroughSubject<String, Never>()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let firstProbe = CancelProbe()
        let inners = ["first": firstProbe.tap(first).eraseToAnyPublisher(), "second": second.eraseToAnyPublisher()]
        let recorder = queries.flatMapLatest { inners[$0] ?? Empty().eraseToAnyPublisher() }.record()
        queries.send("first")
        first.send(1)
        queries.send("second")
        #expect(firstProbe.count == 1)
        first.send(2)  // stale: ignored
        second.send(3)
        #expect(recorder.values == [1, 3])
    }

    @Test func replaceErrorWithEmptyFinishesInsteadOfFailing() {
        let values = PassthroughSubject<Int, TestError>()
        let recorder = values.replaceErrorWithEmpty().record()
        values.send(1)
        values.send(completion: .failure(.boom))
        #expect(recorder.values == [1])
        #expect(recorder.isFinished)
    }
}
