import Testing
import UnwindECS

private struct Recorder: System {
    let name: String
    let log: Log

    func run(_ world: World) {
        log.entries.append(name)
    }
}

private final class Log {
    var entries: [String] = []
}

@Suite("Schedule")
struct ScheduleTests {
    @Test func runsSystemsInDeclaredOrder() {
        let log = Log()
        var schedule = Schedule()
        schedule.add("input") { _ in log.entries.append("input") }
        schedule.add("physics") { _ in log.entries.append("physics") }
        schedule.add("render") { _ in log.entries.append("render") }
        #expect(schedule.labels == ["input", "physics", "render"])
        schedule.run(World())
        schedule.run(World())
        #expect(log.entries == ["input", "physics", "render", "input", "physics", "render"])
    }

    @Test func systemValuesAreLabelledByTypeUnlessNamed() {
        let log = Log()
        var schedule = Schedule()
        schedule.add(Recorder(name: "first", log: log))
        schedule.add("custom", Recorder(name: "second", log: log))
        #expect(schedule.labels == ["Recorder", "custom"])
        schedule.run(World())
        #expect(log.entries == ["first", "second"])
    }

    @Test func commandsAreAppliedBetweenSystems() {
        let world = World()
        let doomed = world.spawn(Health(value: 1))
        var seenBySecond: (alive: Bool, tags: Int)?
        var schedule = Schedule()
        schedule.add("queue") { world in
            world.commands.despawn(doomed)
            world.commands.spawn(Tag())
            #expect(world.isAlive(doomed))
        }
        schedule.add("observe") { world in
            seenBySecond = (world.isAlive(doomed), world.count(of: Tag.self))
        }
        schedule.run(world)
        #expect(seenBySecond?.alive == false)
        #expect(seenBySecond?.tags == 1)
    }

    @Test func emptyScheduleDoesNothing() {
        let world = World()
        Schedule().run(world)
        #expect(Schedule().labels == [])
        #expect(world.entityCount == 0)
    }
}
