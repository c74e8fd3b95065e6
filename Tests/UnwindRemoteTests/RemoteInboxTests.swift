import Foundation
import Testing
import UnwindInput

@testable import UnwindRemote

@Suite struct RemoteInboxTests {
    @Test func drainsInOrderOnceAndAsInputEvents() {
        let inbox = RemoteInbox()
        inbox.post(.next)
        inbox.post(.set(key: "interval", value: .number(12)))
        #expect(inbox.drainEvents() == [.remote(.next), .remote(.set(key: "interval", value: .number(12)))])
        #expect(inbox.drain().isEmpty)
    }

    @Test func postsFromManyThreadsAllArrive() async {
        let inbox = RemoteInbox(capacity: 10_000)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<500 { inbox.post(.next) } }
            }
        }
        #expect(inbox.drain().count == 4000)
    }

    @Test func boardBumpsVersionOnlyForVisibleChanges() {
        let board = StatusBoard()
        let start = board.versioned.version
        var status = RemoteStatus(current: "a.jpg")
        board.publish(status)
        let afterPhoto = board.versioned.version
        #expect(afterPhoto == start + 1)
        status.uptime = 99
        status.frameTimeP95Ms = 3
        board.publish(status)
        #expect(board.versioned.version == afterPhoto, "uptime and frame time alone are not a change")
        #expect(board.current.uptime == 99)
        status.paused = true
        board.publish(status)
        #expect(board.waitForChange(after: afterPhoto, timeout: 1).status.paused)
    }
}
