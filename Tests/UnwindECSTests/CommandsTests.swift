import Testing
import UnwindECS

@Suite("Commands and structural changes during queries")
struct CommandsTests {
    @Test func queuedCommandsWaitForApply() {
        let world = World()
        let doomed = world.spawn(Health(value: 1))
        let reshaped = world.spawn(Health(value: 2))
        world.commands.despawn(doomed)
        world.commands.insert(Tag(), for: reshaped)
        world.commands.remove(Health.self, from: reshaped)
        let spawned = world.commands.spawn(Position(x: 1, y: 2), Health(value: 3))
        #expect(world.commands.count == 5)

        #expect(world.isAlive(doomed))
        #expect(!world.has(Tag.self, for: reshaped))
        #expect(world.isAlive(spawned), "a reserved id is alive before its components arrive")
        #expect(world.get(Position.self, for: spawned) == nil)

        world.applyCommands()
        #expect(world.commands.isEmpty)
        #expect(!world.isAlive(doomed))
        #expect(world.has(Tag.self, for: reshaped))
        #expect(!world.has(Health.self, for: reshaped))
        #expect(world.get(Position.self, for: spawned) == Position(x: 1, y: 2))
        #expect(world.get(Health.self, for: spawned) == Health(value: 3))
    }

    @Test func commandsApplyInQueueOrder() {
        let world = World()
        let entity = world.spawn()
        world.commands.insert(Health(value: 1), for: entity)
        world.commands.insert(Health(value: 2), for: entity)
        world.commands.despawn(entity)
        world.commands.insert(Health(value: 3), for: entity)
        let replacement = world.commands.spawn(Tag())
        world.applyCommands()
        #expect(!world.isAlive(entity))
        #expect(world.count(of: Health.self) == 0, "insert after despawn must not resurrect the id")
        #expect(world.has(Tag.self, for: replacement))
    }

    @Test func enqueuedClosureRunsOnApply() {
        let world = World()
        var ran = false
        world.commands.enqueue { inner in
            ran = inner === world
            inner.spawn(Tag())
        }
        #expect(!ran)
        world.applyCommands()
        #expect(ran)
        #expect(world.count(of: Tag.self) == 1)
    }

    @Test func despawningEveryOtherEntityDuringIterationVisitsEachOnce() {
        let world = World()
        let entities = (0..<1000).map { world.spawn(Health(value: $0)) }
        var visits: [Entity: Int] = [:]
        world.forEach(Health.self) { entity, health in
            visits[entity, default: 0] += 1
            if health.value % 2 == 0 {
                world.despawn(entity)
                #expect(world.isAlive(entity), "despawn is deferred until the query ends")
            }
        }
        #expect(visits.count == 1000)
        #expect(visits.values.allSatisfy { $0 == 1 })
        #expect(world.count(of: Health.self) == 500)
        #expect(world.entityCount == 500)
        for (value, entity) in entities.enumerated() {
            #expect(world.isAlive(entity) == (value % 2 == 1))
        }
        #expect(world.invariantViolations(of: Health.self) == [])
    }

    @Test func despawningOthersDuringTwoTypeIterationVisitsEachOnce() {
        let world = World()
        let entities = (0..<300).map {
            world.spawn(Position(x: Double($0), y: 0), Health(value: $0))
        }
        var visited: [Entity] = []
        world.forEach(Position.self, Health.self) { entity, _, health in
            visited.append(entity)
            world.despawn(entities[(health.value + 150) % 300])
        }
        #expect(visited.count == 300)
        #expect(Set(visited) == Set(entities))
        #expect(world.entityCount == 0)
        #expect(world.count(of: Position.self) == 0)
    }

    @Test func insertingDuringIterationAppliesAfterwards() {
        let world = World()
        let entities = (0..<200).map { world.spawn(Health(value: $0)) }
        var visits = 0
        world.forEach(Health.self) { entity, health in
            visits += 1
            world.insert(Tag(), for: entity)
            world.insert(Health(value: health.value + 1000), for: entity)
            #expect(!world.has(Tag.self, for: entity), "insert is deferred until the query ends")
            #expect(world.get(Health.self, for: entity) == health)
        }
        #expect(visits == 200)
        #expect(world.count(of: Tag.self) == 200)
        for (value, entity) in entities.enumerated() {
            #expect(world.get(Health.self, for: entity) == Health(value: value + 1000))
        }
    }

    @Test func insertingTheIteratedTypeOnOthersDoesNotExtendTheQuery() {
        let world = World()
        let withHealth = (0..<100).map { world.spawn(Health(value: $0)) }
        let without = (0..<100).map { _ in world.spawn(Tag()) }
        var visited: Set<Entity> = []
        world.forEach(Health.self) { entity, health in
            visited.insert(entity)
            world.insert(Health(value: -1), for: without[health.value])
        }
        #expect(visited == Set(withHealth))
        #expect(world.count(of: Health.self) == 200)
    }

    @Test func removingDuringIterationAppliesAfterwards() {
        let world = World()
        for i in 0..<100 { world.spawn(Position(x: Double(i), y: 0), Velocity(dx: 1, dy: 0)) }
        var visits = 0
        world.forEach(Position.self, Velocity.self) { entity, _, _ in
            visits += 1
            world.remove(Velocity.self, from: entity)
        }
        #expect(visits == 100)
        #expect(world.count(of: Velocity.self) == 0)
        #expect(world.count(of: Position.self) == 100)
        #expect(world.invariantViolations(of: Velocity.self) == [])
    }

    @Test func spawningDuringIterationReturnsLiveIdsAndAppliesAfterwards() {
        let world = World()
        let originals = Set((0..<100).map { world.spawn(Health(value: $0)) })
        var visited: Set<Entity> = []
        var spawned: [Entity] = []
        world.forEach(Health.self) { entity, health in
            visited.insert(entity)
            let child = world.spawn(Health(value: health.value + 100), Tag())
            #expect(world.isAlive(child))
            #expect(world.get(Health.self, for: child) == nil)
            spawned.append(child)
        }
        #expect(visited == originals, "entities spawned during a query are not visited")
        #expect(Set(spawned).isDisjoint(with: originals))
        #expect(world.entityCount == 200)
        #expect(world.count(of: Health.self) == 200)
        #expect(world.count(of: Tag.self) == 100)
        for child in spawned {
            #expect(world.has(Health.self, for: child) && world.has(Tag.self, for: child))
        }
    }

    @Test func nestedQueriesDeferUntilTheOutermostEnds() {
        let world = World()
        for i in 0..<10 { world.spawn(Health(value: i), Position(x: 0, y: 0)) }
        var innerVisits = 0
        world.forEach(Health.self) { entity, _ in
            world.forEach(Position.self) { _, _ in innerVisits += 1 }
            world.despawn(entity)
            #expect(world.isIterating)
        }
        #expect(innerVisits == 100)
        #expect(world.entityCount == 0)
        #expect(!world.isIterating)
    }

    @Test func applyCommandsInsideAQueryWaitsForItsEnd() {
        let world = World()
        for i in 0..<10 { world.spawn(Health(value: i)) }
        var visits = 0
        world.forEach(Health.self) { entity, _ in
            visits += 1
            world.despawn(entity)
            world.applyCommands()
            #expect(world.isAlive(entity))
        }
        #expect(visits == 10)
        #expect(world.entityCount == 0)
    }

    @Test func explicitAndDeferredChangesShareOneOrderedQueue() {
        let world = World()
        let entity = world.spawn(Health(value: 0))
        world.commands.insert(Health(value: 1), for: entity)
        world.forEach(Health.self) { entity, _ in
            world.insert(Health(value: 2), for: entity)
        }
        #expect(world.commands.isEmpty, "the outermost query flushes the whole queue")
        #expect(world.get(Health.self, for: entity) == Health(value: 2))
    }
}
