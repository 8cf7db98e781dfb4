import CHeapReservation
import Testing

/// The heap setting `reduxgen` makes as it starts (`HeapReservation`, docs/performance.md) is one the C
/// library takes: with glibc the setting is made, elsewhere nothing is attempted.
@Suite struct HeapReservationTests {
    @Test func theCLibraryTakesTheSetting() {
        #if canImport(Glibc)
        #expect(reduxgen_reserve_heap(64 << 20) == 1)
        #else
        #expect(reduxgen_reserve_heap(64 << 20) == 0)
        #endif
    }
}
