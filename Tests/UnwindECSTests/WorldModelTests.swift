import Testing
import UnwindRandom

@testable import UnwindECS

/// The expected state of a ``World``: what a plain dictionary says each entity should hold.
private struct Model {
    struct Row: Equatable {
        var health: Health?
        var position: Position?
        var name: Name?
    }

    var alive: [Entity: Row] = [:]
    var everIssued: Set<Entity> = []
    var dead: [Entity] = []

    mutating func spawned(_ entity: Entity) -> Comment? {
        defer {
            everIssued.insert(entity)
            alive[entity] = Row()
        }
        return everIssued.contains(entity) ? "id \(entity) was issued twice" : nil
    }

    mutating func despawn(_ entity: Entity) {
        guard alive.removeValue(forKey: entity) != nil else { return }
        dead.append(entity)
    }

    mutating func update(_ entity: Entity, _ change: (inout Row) -> Void) {
        guard var row = alive[entity] else { return }
        change(&row)
        alive[entity] = row
    }
}

/// One structural operation, applied the same way to the world and to the model.
private enum Operation {
    case insertHealth(Entity, Int)
    case insertPosition(Entity, Double)
    case insertName(Entity, String)
    case removeHealth(Entity)
    case removePosition(Entity)
    case removeName(Entity)
    case despawn(Entity)

    func apply(to world: World) {
        switch self {
        case .insertHealth(let e, let v): world.insert(Health(value: v), for: e)
        case .insertPosition(let e, let v): world.insert(Position(x: v, y: -v), for: e)
        case .insertName(let e, let v): world.insert(Name(text: v), for: e)
        case .removeHealth(let e): world.remove(Health.self, from: e)
        case .removePosition(let e): world.remove(Position.self, from: e)
        case .removeName(let e): world.remove(Name.self, from: e)
        case .despawn(let e): world.despawn(e)
        }
    }

    func apply(to model: inout Model) {
        switch self {
        case .insertHealth(let e, let v): model.update(e) { $0.health = Health(value: v) }
        case .insertPosition(let e, let v): model.update(e) { $0.position = Position(x: v, y: -v) }
        case .insertName(let e, let v): model.update(e) { $0.name = Name(text: v) }
        case .removeHealth(let e): model.update(e) { $0.health = nil }
        case .removePosition(let e): model.update(e) { $0.position = nil }
        case .removeName(let e): model.update(e) { $0.name = nil }
        case .despawn(let e): model.despawn(e)
        }
    }
}

/// Drives a world and a model with the same seeded random operations.
private final class Harness {
    var rng: SplitMix64
    let world = World()
    var model = Model()

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    func roll(_ sides: Int) -> Int {
        Int.random(in: 0..<sides, using: &rng)
    }

    /// Mostly live entities, sometimes stale ones, which must be ignored.
    func pickEntity() -> Entity? {
        if !model.dead.isEmpty && roll(10) < 3 {
            return model.dead.randomElement(using: &rng)
        }
        return model.alive.keys.randomElement(using: &rng)
    }

    func randomOperation() -> Operation? {
        guard let entity = pickEntity() else { return nil }
        let value = roll(1000)
        switch roll(7) {
        case 0: return .insertHealth(entity, value)
        case 1: return .insertPosition(entity, Double(value))
        case 2: return .insertName(entity, "n\(value)")
        case 3: return .removeHealth(entity)
        case 4: return .removePosition(entity)
        case 5: return .removeName(entity)
        default: return .despawn(entity)
        }
    }

    func step() {
        switch roll(10) {
        case 0, 1, 2:
            let entity = world.spawn()
            if let problem = model.spawned(entity) { Issue.record(problem) }
        case 3:
            runBatchInsideQuery()
        default:
            if let operation = randomOperation() {
                operation.apply(to: world)
                operation.apply(to: &model)
            }
        }
    }

    /// Queues a few operations and spawns from inside a query, as a system would, and checks
    /// that they take effect only when the query ends.
    func runBatchInsideQuery() {
        var deferred: [Operation] = []
        var spawned: [Entity] = []
        var ranBatch = false
        let before = world.entityCount
        world.forEach(Health.self) { _, _ in
            guard !ranBatch else { return }
            ranBatch = true
            for _ in 0..<(1 + roll(5)) {
                if roll(4) == 0 {
                    spawned.append(world.spawn(Health(value: -1)))
                } else if let operation = randomOperation() {
                    operation.apply(to: world)
                    deferred.append(operation)
                }
            }
            #expect(world.entityCount == before + spawned.count, "despawns are deferred")
        }
        for entity in spawned {
            if let problem = model.spawned(entity) { Issue.record(problem) }
        }
        for operation in deferred { operation.apply(to: &model) }
        for entity in spawned { model.update(entity) { $0.health = Health(value: -1) } }
    }

    func checkCheapInvariants(step: Int) {
        #expect(world.entityCount == model.alive.count, "step \(step)")
        let healthy = model.alive.values.filter { $0.health != nil }.count
        #expect(world.count(of: Health.self) == healthy, "step \(step)")
        for problem in world.invariantViolations(of: Health.self)
            + world.invariantViolations(of: Position.self)
            + world.invariantViolations(of: Name.self)
        {
            Issue.record("step \(step): \(problem)")
        }
    }

    func checkEverything(step: Int) {
        for (entity, row) in model.alive {
            #expect(world.isAlive(entity), "step \(step): \(entity) should be alive")
            let actual = Model.Row(
                health: world.get(Health.self, for: entity),
                position: world.get(Position.self, for: entity),
                name: world.get(Name.self, for: entity))
            #expect(actual == row, "step \(step): \(entity)")
        }
        for entity in model.dead {
            #expect(!world.isAlive(entity), "step \(step): \(entity) should be dead")
            #expect(world.get(Health.self, for: entity) == nil)
        }
        var visited: Set<Entity> = []
        world.forEach(Health.self, Position.self) { entity, health, position in
            let row = model.alive[entity]
            #expect(row?.health == health && row?.position == position)
            visited.insert(entity)
        }
        let expected = Set(
            model.alive.filter { $0.value.health != nil && $0.value.position != nil }.keys)
        #expect(visited == expected, "step \(step)")
    }
}

@Suite("World against a dictionary model")
struct WorldModelTests {
    @Test(arguments: [1 as UInt64, 42, 0xDEAD_BEEF])
    func randomOperationsMatchTheModel(seed: UInt64) {
        let harness = Harness(seed: seed)
        let steps = 4000
        for step in 0..<steps {
            harness.step()
            harness.checkCheapInvariants(step: step)
            if step % 100 == 99 { harness.checkEverything(step: step) }
        }
        harness.checkEverything(step: steps)
        #expect(harness.model.dead.count > 100, "the run should exercise index reuse")
    }
}
