import Testing

@testable import UnwindECS

@Suite("World components")
struct WorldTests {
    @Test func spawnOverloadsAttachTheirComponents() {
        let world = World()
        let one = world.spawn(Health(value: 1))
        let two = world.spawn(Health(value: 2), Tag())
        let three = world.spawn(Position(x: 1, y: 2), Velocity(dx: 3, dy: 4), Name(text: "three"))
        #expect(world.get(Health.self, for: one) == Health(value: 1))
        #expect(world.get(Health.self, for: two) == Health(value: 2))
        #expect(world.has(Tag.self, for: two))
        #expect(world.get(Position.self, for: three) == Position(x: 1, y: 2))
        #expect(world.get(Velocity.self, for: three) == Velocity(dx: 3, dy: 4))
        #expect(world.get(Name.self, for: three) == Name(text: "three"))
        #expect(!world.has(Tag.self, for: one))
    }

    @Test func insertAddsThenReplaces() {
        let world = World()
        let entity = world.spawn()
        #expect(world.get(Health.self, for: entity) == nil)
        world.insert(Health(value: 1), for: entity)
        #expect(world.get(Health.self, for: entity) == Health(value: 1))
        world.insert(Health(value: 2), for: entity)
        #expect(world.get(Health.self, for: entity) == Health(value: 2))
        #expect(world.count(of: Health.self) == 1)
    }

    @Test func removeDetachesOnlyThatType() {
        let world = World()
        let entity = world.spawn(Health(value: 1), Tag())
        world.remove(Health.self, from: entity)
        #expect(!world.has(Health.self, for: entity))
        #expect(world.has(Tag.self, for: entity))
        #expect(world.count(of: Health.self) == 0)
        world.remove(Health.self, from: entity)
        world.remove(Velocity.self, from: entity)
        #expect(world.isAlive(entity))
    }

    @Test func countOfUnknownTypeIsZero() {
        let world = World()
        #expect(world.count(of: Velocity.self) == 0)
        #expect(world.entities(with: Velocity.self) == [])
    }

    @Test func despawnRemovesEveryComponent() {
        let world = World()
        let doomed = world.spawn(Position(x: 0, y: 0), Velocity(dx: 0, dy: 0), Health(value: 3))
        let kept = world.spawn(Position(x: 1, y: 1), Health(value: 4))
        world.despawn(doomed)
        #expect(world.count(of: Position.self) == 1)
        #expect(world.count(of: Velocity.self) == 0)
        #expect(world.count(of: Health.self) == 1)
        #expect(world.get(Position.self, for: kept) == Position(x: 1, y: 1))
        #expect(world.get(Health.self, for: kept) == Health(value: 4))
    }

    @Test func swapRemoveKeepsOtherEntitiesReachable() {
        let world = World()
        let entities = (0..<10).map { world.spawn(Health(value: $0)) }
        world.remove(Health.self, from: entities[0])
        world.despawn(entities[4])
        world.remove(Health.self, from: entities[9])
        for (value, entity) in entities.enumerated() where ![0, 4, 9].contains(value) {
            #expect(world.get(Health.self, for: entity) == Health(value: value))
        }
        #expect(world.count(of: Health.self) == 7)
        #expect(world.invariantViolations(of: Health.self) == [])
    }

    @Test func modifyMutatesInPlace() {
        let world = World()
        let entity = world.spawn(Health(value: 10))
        let returned = world.modify(Health.self, of: entity) { health -> Int in
            health.value -= 3
            return health.value
        }
        #expect(returned == 7)
        #expect(world.get(Health.self, for: entity) == Health(value: 7))
        #expect(world.modify(Tag.self, of: entity) { _ in 1 } == nil)
        world.despawn(entity)
        #expect(world.modify(Health.self, of: entity) { _ in 1 } == nil)
    }

    @Test func storageReleasesComponentsItDrops() {
        let world = World()
        var released: [String] = []
        let replaced = world.spawn(Probed(probe: LifetimeProbe { released.append("replaced") }))
        world.insert(Probed(probe: LifetimeProbe { released.append("replacement") }), for: replaced)
        #expect(released == ["replaced"])
        let removed = world.spawn(Probed(probe: LifetimeProbe { released.append("removed") }))
        world.remove(Probed.self, from: removed)
        #expect(released == ["replaced", "removed"])
        world.despawn(replaced)
        #expect(released == ["replaced", "removed", "replacement"])
        #expect(world.count(of: Probed.self) == 0)
    }

    @Test func droppingTheWorldReleasesItsComponents() {
        var released = 0
        do {
            let world = World()
            for _ in 0..<5 {
                world.spawn(Probed(probe: LifetimeProbe { released += 1 }), Name(text: "x"))
            }
            #expect(released == 0)
        }
        #expect(released == 5)
    }
}
