import Testing
import UnwindECS

private struct FrameClock: Equatable {
    var frame: Int
    var elapsed: Double
}

private struct Settings: Equatable {
    var volume: Double
}

@Suite("Resources")
struct ResourceTests {
    @Test func absentResourceIsNil() {
        let world = World()
        #expect(world.resource(FrameClock.self) == nil)
        #expect(!world.hasResource(FrameClock.self))
        var called = false
        let result: Void? = world.withResource(FrameClock.self) { _ in called = true }
        #expect(result == nil)
        #expect(!called, "body must not run when the resource is absent")
    }

    @Test func setStoresOneValuePerType() {
        let world = World()
        world.setResource(FrameClock(frame: 1, elapsed: 0.5))
        world.setResource(Settings(volume: 0.3))
        #expect(world.resource(FrameClock.self) == FrameClock(frame: 1, elapsed: 0.5))
        #expect(world.resource(Settings.self) == Settings(volume: 0.3))
        world.setResource(FrameClock(frame: 2, elapsed: 1))
        #expect(world.resource(FrameClock.self) == FrameClock(frame: 2, elapsed: 1))
        #expect(world.hasResource(Settings.self))
    }

    @Test func withResourceMutatesInPlaceAndReturnsBodyResult() {
        let world = World()
        world.setResource(FrameClock(frame: 0, elapsed: 0))
        let frame = world.withResource(FrameClock.self) { clock -> Int in
            clock.frame += 1
            clock.elapsed += 1.0 / 60
            return clock.frame
        }
        #expect(frame == 1)
        #expect(world.resource(FrameClock.self) == FrameClock(frame: 1, elapsed: 1.0 / 60))
    }

    @Test func withResourceDoesNotCopyTheBuffer() {
        let world = World()
        world.setResource([Int](repeating: 0, count: 4))
        world.withResource([Int].self) { values in
            let before = values.withUnsafeBufferPointer { $0.baseAddress }
            values[0] = 1
            let after = values.withUnsafeBufferPointer { $0.baseAddress }
            #expect(before == after, "a uniquely held buffer must be mutated in place")
        }
        #expect(world.resource([Int].self) == [1, 0, 0, 0])
    }

    @Test func theRequiredSubscriptChangesTheStoredValueInPlace() {
        let world = World()
        world.setResource([Int](repeating: 0, count: 4))
        world.setResource(FrameClock(frame: 0, elapsed: 0))
        let before = world[required: [Int].self].withUnsafeBufferPointer { $0.baseAddress }
        world[required: [Int].self][2] = 7
        world[required: FrameClock.self].frame += 2
        let after = world.withResource([Int].self) { $0.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(world.resource([Int].self) == [0, 0, 7, 0] && world[required: FrameClock.self].frame == 2)
        #expect(before == after, "the stored buffer is written, not copied out and set back")
    }

    @Test func removeDropsOnlyThatType() {
        let world = World()
        world.setResource(FrameClock(frame: 3, elapsed: 0))
        world.setResource(Settings(volume: 1))
        world.removeResource(FrameClock.self)
        #expect(world.resource(FrameClock.self) == nil)
        #expect(world.resource(Settings.self) == Settings(volume: 1))
        world.removeResource(FrameClock.self)
        #expect(!world.hasResource(FrameClock.self))
    }

    @Test func resourcesAreUsableFromQueries() {
        let world = World()
        world.setResource(Settings(volume: 2))
        for i in 0..<3 { world.spawn(Health(value: i)) }
        world.forEach(Health.self) { _, health in
            health.value *= Int(world.resource(Settings.self)?.volume ?? 0)
        }
        var values: [Int] = []
        world.forEach(Health.self) { _, health in values.append(health.value) }
        #expect(values.sorted() == [0, 2, 4])
    }
}
