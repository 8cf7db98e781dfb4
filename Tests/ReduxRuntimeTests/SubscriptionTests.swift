import ReduxRuntime
import TestSupport
import Testing

@MainActor
struct SubscriptionTests {
    @Test func equatableSelectionsSkipRepeats() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var counts: [Int] = []
        store.subscribe(select: { $0.count }) { counts.append($0) }
        store.dispatch(.increment)
        store.dispatch(.record("no count change"))
        store.dispatch(.add(0))
        store.dispatch(.increment)
        #expect(counts == [0, 1, 2])
    }

    @Test func nonEquatableSelectionsAreNotifiedAfterEveryAction() {
        struct Snapshot { let count: Int }
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var snapshots: [Int] = []
        store.subscribe(select: { Snapshot(count: $0.count) }) { snapshots.append($0.count) }
        store.dispatch(.record("a"))
        store.dispatch(.increment)
        #expect(snapshots == [0, 0, 1])
    }

    @Test func unsubscribeStopsNotifications() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var counts: [Int] = []
        let token = store.subscribe(select: { $0.count }) { counts.append($0) }
        store.dispatch(.increment)
        store.unsubscribe(token)
        store.dispatch(.increment)
        #expect(counts == [0, 1])
        #expect(!store.isSubscribed(token))
        #expect(store.subscriberCount == 0)
    }

    @Test func unsubscribingItselfDuringNotificationIsSafe() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var calls = 0
        let token = Box<SubscriptionToken?>(nil)
        token.value = store.subscribe(select: { $0.count }) { _ in
            calls += 1
            if let own = token.value { store.unsubscribe(own) }
        }
        var others = 0
        store.subscribe(select: { $0.count }) { _ in others += 1 }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(calls == 2)
        #expect(others == 3)
    }

    @Test func unsubscribingALaterSubscriberDuringNotificationSkipsIt() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let laterToken = Box<SubscriptionToken?>(nil)
        var laterCalls = 0
        store.subscribe(select: { $0.count }) { count in
            if count == 1, let later = laterToken.value { store.unsubscribe(later) }
        }
        laterToken.value = store.subscribe(select: { $0.count }) { _ in laterCalls += 1 }
        store.dispatch(.increment)
        // Only the initial call: removed before its turn in the first notification.
        #expect(laterCalls == 1)
    }

    @Test func subscribingDuringNotificationGivesTheNewSubscriberTheStateOnce() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var lateCounts: [Int] = []
        let firstToken = Box<SubscriptionToken?>(nil)
        firstToken.value = store.subscribe(select: { $0.count }) { count in
            guard count == 1, let first = firstToken.value else { return }
            store.unsubscribe(first)  // frees a slot the new subscriber must not take now
            store.subscribe(select: { (state: CounterState) in state.log.count }) { _ in lateCounts.append(-1) }
            store.subscribe(select: { $0.count }) { lateCounts.append($0) }
        }
        store.dispatch(.increment)
        #expect(lateCounts == [-1, 1])
        store.dispatch(.increment)
        #expect(lateCounts == [-1, 1, 2])
    }

    @Test func staleTokensAreIgnoredAfterTheirSlotIsReused() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let old = store.subscribe(select: { $0.count }) { _ in }
        store.unsubscribe(old)
        var calls = 0
        let new = store.subscribe(select: { $0.count }) { _ in calls += 1 }
        store.unsubscribe(old)
        store.dispatch(.increment)
        #expect(calls == 2)
        #expect(store.isSubscribed(new))
        #expect(old != new)
    }

    @Test func manySubscriptionsCanBeRemovedInAnyOrder() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var calls = 0
        let tokens = (0..<10_000).map { _ in store.subscribe(select: { $0.count }) { _ in calls += 1 } }
        #expect(store.subscriberCount == 10_000)
        for token in tokens.shuffled() {
            store.unsubscribe(token)
        }
        #expect(store.subscriberCount == 0)
        calls = 0
        store.dispatch(.increment)
        #expect(calls == 0)
    }

    @Test func subscriptionsCapturingTheOwnerWeaklyLeaveNoCycle() {
        final class Screen {
            var count = 0
        }
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        weak var weakScreen: Screen?
        do {
            let screen = Screen()
            weakScreen = screen
            store.subscribe(select: { $0.count }) { [weak screen] in screen?.count = $0 }
            store.dispatch(.increment)
            #expect(screen.count == 1)
        }
        #expect(weakScreen == nil)
    }

    @Test func storeWithSubscribersIsReleased() {
        weak var weakStore: Store<CounterState, CounterAction>?
        do {
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            weakStore = store
            store.subscribe(select: { $0.count }) { _ in }
            _ = store.stream(select: { $0.count })
        }
        #expect(weakStore == nil)
    }

    @Test func streamYieldsCurrentAndChangedValues() async {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let stream = store.stream(select: { $0.count })
        store.dispatch(.increment)
        store.dispatch(.record("same count"))
        store.dispatch(.increment)
        var iterator = stream.makeAsyncIterator()
        var values: [Int] = []
        for _ in 0..<3 {
            if let value = await iterator.next() { values.append(value) }
        }
        #expect(values == [0, 1, 2])
    }

    @Test func streamEndsWhenTheStoreIsDeinitialized() async {
        var store: Store<CounterState, CounterAction>? = Store(initialState: CounterState(), reducer: counterReducer)
        let stream = store!.stream(select: { $0.count })
        store?.dispatch(.increment)
        store = nil
        var values: [Int] = []
        for await value in stream {
            values.append(value)
        }
        #expect(values == [0, 1])
    }

    @Test func cancellingTheConsumerUnsubscribes() async {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let stream = store.stream(select: { $0.count })
        #expect(store.subscriberCount == 1)
        let consumer = Task {
            for await _ in stream {}
        }
        consumer.cancel()
        await consumer.value
        #expect(await eventually { store.subscriberCount == 0 })
    }
}
