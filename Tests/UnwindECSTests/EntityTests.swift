import Testing

@testable import UnwindECS

@Suite("Entity ids")
struct EntityTests {
    @Test func descriptionShowsIndexAndGeneration() {
        #expect(Entity(index: 3, generation: 1).description == "Entity(3v1)")
    }

    @Test func idsWithDifferentGenerationsAreDifferent() {
        #expect(Entity(index: 3, generation: 1) != Entity(index: 3, generation: 2))
        #expect(Set([Entity(index: 3, generation: 1), Entity(index: 3, generation: 1)]).count == 1)
    }

    @Test func spawnGivesDistinctLiveIds() {
        let world = World()
        let ids = (0..<100).map { _ in world.spawn() }
        #expect(Set(ids).count == 100)
        #expect(ids.allSatisfy(world.isAlive))
        #expect(world.entityCount == 100)
    }

    @Test func neverSpawnedIdIsNotAlive() {
        let world = World()
        _ = world.spawn()
        #expect(!world.isAlive(Entity(index: 7, generation: 0)))
        #expect(!world.isAlive(Entity(index: 0, generation: 1)))
    }

    @Test func despawnFreesTheId() {
        let world = World()
        let entity = world.spawn()
        #expect(world.despawn(entity))
        #expect(!world.isAlive(entity))
        #expect(world.entityCount == 0)
        #expect(!world.despawn(entity), "a second despawn of the same id is a no-op")
    }

    @Test func despawnedIndexIsReusedWithNextGeneration() {
        let world = World()
        let first = world.spawn()
        world.despawn(first)
        let second = world.spawn()
        #expect(second.index == first.index)
        #expect(second.generation == first.generation + 1)
        #expect(world.isAlive(second))
        #expect(!world.isAlive(first))
    }

    @Test func staleIdNeverReachesTheNewOccupant() {
        let world = World()
        let stale = world.spawn(Health(value: 1))
        world.despawn(stale)
        let occupant = world.spawn(Health(value: 2))
        #expect(occupant.index == stale.index)

        #expect(world.get(Health.self, for: stale) == nil)
        #expect(!world.has(Health.self, for: stale))

        world.insert(Health(value: 99), for: stale)
        world.insert(Tag(), for: stale)
        #expect(world.get(Health.self, for: occupant) == Health(value: 2))
        #expect(!world.has(Tag.self, for: occupant))

        world.remove(Health.self, from: stale)
        #expect(world.get(Health.self, for: occupant) == Health(value: 2))

        #expect(!world.despawn(stale))
        #expect(world.isAlive(occupant))
        #expect(world.entityCount == 1)
    }

    @Test func reusedIndexStartsWithoutComponents() {
        let world = World()
        let first = world.spawn(Position(x: 1, y: 1), Health(value: 5))
        world.despawn(first)
        let second = world.spawn()
        #expect(second.index == first.index)
        #expect(world.get(Position.self, for: second) == nil)
        #expect(world.get(Health.self, for: second) == nil)
    }

    @Test func exhaustedGenerationRetiresTheIndex() {
        let world = World()
        let entity = world.spawn()
        world.allocator.fields.pointee.slots[Int(entity.index)].generation = .max
        let last = Entity(index: entity.index, generation: .max)
        #expect(world.isAlive(last))
        world.despawn(last)
        let next = world.spawn()
        #expect(next.index != entity.index, "wrapping the generation to 0 would alias old ids")
        #expect(!world.isAlive(last))
        #expect(!world.isAlive(Entity(index: entity.index, generation: 0)))
    }
}
