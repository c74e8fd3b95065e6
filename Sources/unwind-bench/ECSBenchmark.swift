import Foundation
import UnwindECS

/// Measures the ECS hot paths in release builds, so regressions in query or spawn cost show up
/// as numbers rather than dropped frames.
///
/// Prints one line per case, `ecs.<case> entities=N median_ns_per_entity=… p95_ns_per_entity=…
/// runs=R`, and a checksum of the simulated state so the optimiser cannot discard the work.
enum ECSBenchmark {
    private struct Position: Component {
        var x: Double
        var y: Double
    }

    private struct Velocity: Component {
        var dx: Double
        var dy: Double
    }

    private struct Acceleration: Component {
        var ax: Double
        var ay: Double
    }

    private static let entityCount = 100_000
    private static let warmupRuns = 20
    private static let iterationRuns = 200
    private static let spawnRuns = 20

    /// Runs every case and prints its results.
    static func run() {
        let world = World()
        for i in 0..<entityCount {
            let value = Double(i % 1000)
            world.spawn(
                Position(x: value, y: -value),
                Velocity(dx: 1 + value / 1000, dy: 0.5),
                Acceleration(ax: 0.01, ay: -0.01))
        }
        // Read at run time so the step cannot be constant-folded.
        let dt = 1.0 / Double(60 + (CommandLine.arguments.count - 1))

        report("iterate1", runs: iterationRuns) {
            world.forEach(Position.self) { _, position in
                position.x += dt
            }
        }
        report("iterate2", runs: iterationRuns) {
            world.forEach(Position.self, Velocity.self) { _, position, velocity in
                position.x += velocity.dx * dt
                position.y += velocity.dy * dt
            }
        }
        report("iterate3", runs: iterationRuns) {
            world.forEach(Position.self, Velocity.self, Acceleration.self) {
                _, position, velocity, acceleration in
                velocity.dx += acceleration.ax * dt
                velocity.dy += acceleration.ay * dt
                position.x += velocity.dx * dt
                position.y += velocity.dy * dt
            }
        }
        measureSpawnAndDespawn()

        var checksum = 0.0
        world.forEach(Position.self) { _, position in
            checksum += position.x + position.y
        }
        print("ecs.checksum \(checksum)")
    }

    /// Times spawning into an empty world, despawning everything, and spawning again into the
    /// recycled indices, per entity.
    private static func measureSpawnAndDespawn() {
        var spawnSamples: [Double] = []
        var despawnSamples: [Double] = []
        var respawnSamples: [Double] = []
        var survivors = 0
        for _ in 0..<(warmupRuns / 4 + spawnRuns) {
            let world = World()
            var entities: [Entity] = []
            entities.reserveCapacity(entityCount)
            spawnSamples.append(
                nanosecondsPerEntity {
                    for i in 0..<entityCount {
                        let entity = world.spawn(Position(x: Double(i), y: 0), Velocity(dx: 1, dy: 1))
                        entities.append(entity)
                    }
                })
            despawnSamples.append(
                nanosecondsPerEntity {
                    for entity in entities {
                        world.despawn(entity)
                    }
                })
            respawnSamples.append(
                nanosecondsPerEntity {
                    for i in 0..<entityCount {
                        world.spawn(Position(x: Double(i), y: 0), Velocity(dx: 1, dy: 1))
                    }
                })
            survivors += world.count(of: Velocity.self)
        }
        let measured = { (samples: [Double]) in Array(samples.dropFirst(warmupRuns / 4)) }
        printLine("spawn2", samples: measured(spawnSamples))
        printLine("despawn2", samples: measured(despawnSamples))
        printLine("respawn2", samples: measured(respawnSamples))
        print("ecs.spawn_survivors \(survivors)")
    }

    private static func report(_ name: String, runs: Int, _ work: () -> Void) {
        for _ in 0..<warmupRuns { work() }
        let samples = (0..<runs).map { _ in nanosecondsPerEntity(work) }
        printLine(name, samples: samples)
    }

    private static func nanosecondsPerEntity(_ work: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure(work)
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        return nanoseconds / Double(entityCount)
    }

    private static func printLine(_ name: String, samples: [Double]) {
        let sorted = samples.sorted()
        let median = sorted[sorted.count / 2]
        let p95 = sorted[Swift.min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
        print(
            "ecs.\(name) entities=\(entityCount) "
                + "median_ns_per_entity=\(String(format: "%.2f", median)) "
                + "p95_ns_per_entity=\(String(format: "%.2f", p95)) runs=\(sorted.count)")
    }
}
