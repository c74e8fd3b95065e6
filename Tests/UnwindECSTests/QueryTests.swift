import Testing
import UnwindECS

/// A population where membership of each component type follows a different stride, so every
/// combination of types appears and storages have different sizes.
private struct MixedPopulation {
    let world = World()
    var withPosition: Set<Entity> = []
    var withVelocity: Set<Entity> = []
    var withHealth: Set<Entity> = []

    init(count: Int = 600) {
        for i in 0..<count {
            let entity = world.spawn()
            if i % 2 == 0 {
                world.insert(Position(x: Double(i), y: 0), for: entity)
                withPosition.insert(entity)
            }
            if i % 3 == 0 {
                world.insert(Velocity(dx: Double(i), dy: 0), for: entity)
                withVelocity.insert(entity)
            }
            if i % 5 == 0 {
                world.insert(Health(value: i), for: entity)
                withHealth.insert(entity)
            }
        }
    }
}

@Suite("Queries")
struct QueryTests {
    @Test func singleTypeQueryVisitsExactlyItsOwners() {
        let population = MixedPopulation()
        var visited: [Entity] = []
        population.world.forEach(Velocity.self) { entity, _ in visited.append(entity) }
        #expect(visited.count == population.withVelocity.count)
        #expect(Set(visited) == population.withVelocity)
        #expect(Set(population.world.entities(with: Velocity.self)) == population.withVelocity)
    }

    @Test(arguments: [false, true])
    func twoTypeQueryVisitsExactlyTheIntersection(swapped: Bool) {
        let population = MixedPopulation()
        var visited: [Entity] = []
        if swapped {
            population.world.forEach(Velocity.self, Position.self) { entity, velocity, position in
                #expect(position.x == velocity.dx, "components must belong to the same entity")
                visited.append(entity)
            }
        } else {
            population.world.forEach(Position.self, Velocity.self) { entity, position, velocity in
                #expect(position.x == velocity.dx, "components must belong to the same entity")
                visited.append(entity)
            }
        }
        let expected = population.withPosition.intersection(population.withVelocity)
        #expect(visited.count == expected.count)
        #expect(Set(visited) == expected)
    }

    @Test(arguments: 0..<3)
    func threeTypeQueryVisitsExactlyTheIntersection(rotation: Int) {
        let population = MixedPopulation()
        var visited: [Entity] = []
        let record = { (entity: Entity, position: Position, velocity: Velocity, health: Health) in
            #expect(position.x == velocity.dx && Int(velocity.dx) == health.value)
            visited.append(entity)
        }
        switch rotation {
        case 0:
            population.world.forEach(Position.self, Velocity.self, Health.self) { e, p, v, h in
                record(e, p, v, h)
            }
        case 1:
            population.world.forEach(Health.self, Position.self, Velocity.self) { e, h, p, v in
                record(e, p, v, h)
            }
        default:
            population.world.forEach(Velocity.self, Health.self, Position.self) { e, v, h, p in
                record(e, p, v, h)
            }
        }
        let expected = population.withPosition
            .intersection(population.withVelocity)
            .intersection(population.withHealth)
        #expect(visited.count == expected.count)
        #expect(Set(visited) == expected)
    }

    /// Each storage in turn is the smallest, so every driver branch of the three-way join runs.
    @Test(arguments: 0..<3)
    func threeTypeQueryWorksWhicheverStorageIsSmallest(smallest: Int) {
        let world = World()
        var expected: Set<Entity> = []
        for i in 0..<90 {
            let entity = world.spawn(Position(x: 0, y: 0), Velocity(dx: 0, dy: 0), Health(value: 0))
            if i % 3 == 0 {
                expected.insert(entity)
            } else {
                switch smallest {
                case 0: world.remove(Position.self, from: entity)
                case 1: world.remove(Velocity.self, from: entity)
                default: world.remove(Health.self, from: entity)
                }
            }
        }
        var visited: [Entity] = []
        world.forEach(Position.self, Velocity.self, Health.self) { entity, _, _, _ in
            visited.append(entity)
        }
        #expect(visited.count == expected.count)
        #expect(Set(visited) == expected)
    }

    @Test func queryOverMissingTypeVisitsNothing() {
        let world = World()
        world.spawn(Position(x: 0, y: 0))
        var visits = 0
        world.forEach(Velocity.self) { _, _ in visits += 1 }
        world.forEach(Position.self, Velocity.self) { _, _, _ in visits += 1 }
        world.forEach(Position.self, Velocity.self, Health.self) { _, _, _, _ in visits += 1 }
        #expect(visits == 0)
    }

    @Test func mutationThroughInoutPersists() {
        let world = World()
        let entities = (0..<50).map { i in
            world.spawn(Position(x: Double(i), y: 0), Velocity(dx: 1, dy: 2), Health(value: i))
        }
        world.forEach(Health.self) { _, health in health.value *= 10 }
        world.forEach(Position.self, Velocity.self) { _, position, velocity in
            position.x += velocity.dx
            position.y += velocity.dy
            velocity.dx = 0
        }
        world.forEach(Position.self, Velocity.self, Health.self) { _, position, velocity, health in
            position.y += 1
            velocity.dy += 1
            health.value += 1
        }
        for (i, entity) in entities.enumerated() {
            #expect(world.get(Position.self, for: entity) == Position(x: Double(i) + 1, y: 3))
            #expect(world.get(Velocity.self, for: entity) == Velocity(dx: 0, dy: 3))
            #expect(world.get(Health.self, for: entity) == Health(value: i * 10 + 1))
        }
    }

    @Test func getDuringIterationReadsOtherComponents() {
        let world = World()
        let target = world.spawn(Health(value: 42))
        for _ in 0..<5 { world.spawn(Position(x: 0, y: 0)) }
        world.forEach(Position.self) { _, position in
            position.x = Double(world.get(Health.self, for: target)?.value ?? -1)
        }
        var xs: [Double] = []
        world.forEach(Position.self) { _, position in xs.append(position.x) }
        #expect(xs == Array(repeating: 42, count: 5))
    }

    @Test func throwingBodyStopsAndRethrows() {
        struct Stop: Error {}
        let world = World()
        for i in 0..<10 { world.spawn(Health(value: i)) }
        var visits = 0
        #expect(throws: Stop.self) {
            try world.forEach(Health.self) { _, _ in
                visits += 1
                if visits == 3 { throw Stop() }
            }
        }
        #expect(visits == 3)
        #expect(!world.isIterating)
    }

    @Test func duplicateTypeInTwoTypeQueryTraps() async {
        await #expect(processExitsWith: .failure) {
            let world = World()
            world.spawn(Health(value: 1))
            world.forEach(Health.self, Health.self) { _, _, _ in }
        }
    }

    @Test func duplicateTypeInThreeTypeQueryTraps() async {
        await #expect(processExitsWith: .failure) {
            let world = World()
            world.spawn(Health(value: 1), Tag())
            world.forEach(Health.self, Tag.self, Health.self) { _, _, _, _ in }
        }
    }
}
