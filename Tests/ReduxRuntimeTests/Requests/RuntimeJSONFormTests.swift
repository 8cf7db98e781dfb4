import Foundation
import ReduxRuntime
import Testing

/// The JSON forms docs/runtime.md ("JSON form") promises for the runtime types generated state and
/// actions contain. Expected JSON is written from the docs.
struct RuntimeJSONFormTests {
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test func requestIDIsTheBareNumber() throws {
        #expect(try json(RequestID(3)) == "3")
        #expect(try decode(RequestID.self, "12") == RequestID(12))
    }

    @Test func requestStatusIsTheCaseNameWithItsValueUnder_0() throws {
        #expect(try json(RequestStatus.idle) == #"{"idle":{}}"#)
        #expect(try json(RequestStatus.loading(RequestID(3))) == #"{"loading":{"_0":3}}"#)
        #expect(try json(RequestStatus.loaded) == #"{"loaded":{}}"#)
        #expect(try json(RequestStatus.failed(.cancelled)) == #"{"failed":{"_0":{"cancelled":{}}}}"#)
        #expect(try decode(RequestStatus.self, #"{"loading":{"_0":7}}"#) == .loading(RequestID(7)))
    }

    @Test func apiErrorKeepsLabelledValuesByLabel() throws {
        #expect(try json(APIError.httpStatus(404, body: "not found")) == #"{"httpStatus":{"_0":404,"body":"not found"}}"#)
        #expect(try json(APIError.httpStatus(500, body: nil)) == #"{"httpStatus":{"_0":500}}"#)
        #expect(try json(APIError.transport(.timedOut)) == #"{"transport":{"_0":{"timedOut":{}}}}"#)
        #expect(try json(APIError.decoding("bad")) == #"{"decoding":{"_0":"bad"}}"#)
        #expect(try decode(APIError.self, #"{"transport":{"_0":{"other":{"_0":"offline"}}}}"#) == .transport(.other("offline")))
    }

    @Test func pageStateIsAnObjectOfItsProperties() throws {
        #expect(try json(PageState(firstPage: 2)) == #"{"isLoadingNextPage":false,"nextPage":2,"reachedEnd":false}"#)
        var cursorPage = PageState()
        cursorPage.nextCursor = "abc"
        cursorPage.reachedEnd = true
        #expect(try json(cursorPage) == #"{"isLoadingNextPage":false,"nextCursor":"abc","nextPage":1,"reachedEnd":true}"#)
        #expect(try decode(PageState.self, #"{"isLoadingNextPage":true,"nextPage":3,"reachedEnd":false}"#).nextPage == 3)
        var linkedPage = PageState()
        linkedPage.nextURL = URL(string: "https://api.example.com/issues?page=2")
        #expect(try json(linkedPage)
            == #"{"isLoadingNextPage":false,"nextPage":1,"nextURL":"https:\/\/api.example.com\/issues?page=2","reachedEnd":false}"#)
    }

    @Test func linkedPageIsItsBodyAndNextURL() throws {
        #expect(try json(LinkedPage(body: [1, 2], next: URL(string: "https://a.example/p2")))
            == #"{"body":[1,2],"next":"https:\/\/a.example\/p2"}"#)
        #expect(try json(LinkedPage(body: [3])) == #"{"body":[3]}"#)
        #expect(try decode(LinkedPage<[Int]>.self, #"{"body":[4],"next":"https://a.example/p3"}"#)
            == LinkedPage(body: [4], next: URL(string: "https://a.example/p3")))
    }

    @Test func requestFailureIsItsRequestIDAndError() throws {
        #expect(try json(RequestFailure(RequestID(3), .cancelled)) == #"{"error":{"cancelled":{}},"requestID":3}"#)
        #expect(try decode(RequestFailure.self, #"{"requestID":4,"error":{"decoding":{"_0":"bad"}}}"#)
            == RequestFailure(RequestID(4), .decoding("bad")))
    }
}
