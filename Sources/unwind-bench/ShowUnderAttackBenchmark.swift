import Foundation
import UnwindConfig
import UnwindDraw
import UnwindPlatformTesting
import UnwindRemote
import UnwindRuntime
import UnwindScenes
import UnwindSlideshow
import UnwindSync

/// Issue 24's goal for the remote under attack, in one command: the show's frame-time p50
/// and p95 with the remote listening and idle, side by side with the same show while 200
/// slowloris connections and two 256 KiB header floods hit the server
/// (`RemoteHostileBenchmark.Attack`), and `/api/status` latency during the attack.
///
/// The show is the real scene and runner at 1920×1080 on the software renderer, paced to
/// the wall clock at 60 fps with decodes on their own thread, as in a window. Rounds
/// alternate (quiet, attacked, quiet, …) so a neighbour's load falls on both variants; the
/// frames of each variant are pooled before taking percentiles, and each round's p95 is
/// printed too, to show how much rounds of one variant differ. A first quiet round warms up
/// and is not counted. The attack's client threads run in this process, on the same cores:
/// on a small machine the wall-clock frame time also counts the cores they take (a real
/// attacker's CPU is elsewhere), so the render thread's CPU time per frame is printed too.
/// `UNWIND_ATTACKER=process` (and `UNWIND_ATTACKER_CPUS`) runs the attacker in a process of
/// its own, on cores of its own (`ShowAttacker`); the CPU the rest of this process (the
/// server, the decodes, the phone) spends per second is printed for each variant.
enum ShowUnderAttackBenchmark {
    static let rounds = 8
    static let secondsPerRound = 12

    static func run() throws {
        guard let photos = AssetLocator.photosDirectory()?.path else {
            print("show-attack: bundled Assets/photos not found; run from the repository")
            return
        }
        var pooled: [Bool: [Double]] = [false: [], true: []]
        var pooledCPU: [Bool: [Double]] = [false: [], true: []]
        var roundP95: [Bool: [Double]] = [false: [], true: []]
        var status: [Double] = []
        var failedStatus = 0
        var otherCPU: [Bool: [Double]] = [false: [], true: []]
        var floods: [Int] = []
        var loads: [String] = []
        var turnedAway: [Int] = []
        print("show.attack.setup \(ShowAttacker.setup) attacker_address=\(RemoteHostileBenchmark.Attack.address) \(RemoteShowBenchmark.cooldownSetup)")
        // Round -1 warms up (the first decodes, caches, the CPU's clock) and is not counted.
        for round in -1..<rounds {
            let attacked = round % 2 == 1
            let (scene, inbox, board, server, port) = try RemoteShowBenchmark.servedShow(photos)
            let attack = attacked ? try ShowAttacker(port: port) : nil
            let processCPU = processCPUMilliseconds(), wallStart = ContinuousClock.now
            var renderCPU = 0.0
            // A phone asking for the status twice a second on a new connection, in both variants.
            let asking = Locked(true)
            let answers = Locked<[Double]>([])
            let phone = Thread {
                while asking.value {
                    let samples = RemoteHostileBenchmark.statusLatencies(port: port, count: 1)
                    answers.withLock { $0 += samples }
                    Thread.sleep(forTimeInterval: 0.5)
                }
            }
            phone.start()
            var frames: [Double] = []
            var cpu: [Double] = []
            try Headless.withRenderer(Size(width: 1920, height: 1080)) { renderer in
                let runner = Runner(headless: renderer)
                runner.pacesHeadlessRuns = true
                runner.addInputSource(inbox)
                let link = RemoteShowBenchmark.StatusPublisher(board: board, scene: scene)
                var lastCPU: Double?
                runner.afterFrame = { timing in
                    link.publish()
                    if let work = timing.work { frames.append(work) }
                    // The render thread's own CPU per frame: what the show spent, without the
                    // time the attack's threads (and the neighbours) held the cores.
                    let now = KenBurnsBenchmark.threadCPUMilliseconds()
                    if let lastCPU {
                        cpu.append(now - lastCPU)
                        renderCPU += now - lastCPU
                    }
                    lastCPU = now
                }
                try runner.runHeadless(scene, fps: 60, maxFrames: 60 * secondsPerRound)
            }
            // CPU of every thread but the render thread (server, decodes, phone), per second.
            let others = (processCPUMilliseconds() - processCPU - renderCPU) / RemoteBenchmark.milliseconds(since: wallStart) * 1000
            asking.withLock { $0 = false }
            let sent = attack?.stop()
            RemoteShowBenchmark.stop(server)
            guard round >= 0 else { continue }
            otherCPU[attacked, default: []].append(others)
            if let sent {
                floods.append(sent)
                turnedAway.append(server.connectionsTurnedAway)
            }
            loads.append((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?")
            // The first second holds the first decode and the fade-in in both variants alike.
            let kept = Array(frames.dropFirst(60))
            pooled[attacked, default: []] += kept
            pooledCPU[attacked, default: []] += cpu.dropFirst(60)
            roundP95[attacked, default: []].append(BenchStats.quantile(kept, 0.95))
            if attacked {
                let answered = answers.value
                failedStatus += answered.filter { $0 < 0 }.count
                status += answered.filter { $0 >= 0 }
            }
        }
        let quiet = pooled[false] ?? [], attacked = pooled[true] ?? []
        let quietP95 = BenchStats.quantile(quiet, 0.95), attackedP95 = BenchStats.quantile(attacked, 0.95)
        print(
            String(
                format: "show.attack.frames_1080p rounds=%dx%ds quiet p50_ms=%.2f p95_ms=%.2f | attacked p50_ms=%.2f p95_ms=%.2f | p95_change=%+.1f%%",
                rounds / 2, secondsPerRound, BenchStats.quantile(quiet, 0.5), quietP95, BenchStats.quantile(attacked, 0.5), attackedP95,
                (attackedP95 / quietP95 - 1) * 100))
        let quietCPU = pooledCPU[false] ?? [], attackedCPU = pooledCPU[true] ?? []
        print(
            String(
                format: "show.attack.render_thread_cpu_1080p quiet p50_ms=%.2f p95_ms=%.2f | attacked p50_ms=%.2f p95_ms=%.2f | p95_change=%+.1f%%",
                BenchStats.quantile(quietCPU, 0.5), BenchStats.quantile(quietCPU, 0.95), BenchStats.quantile(attackedCPU, 0.5),
                BenchStats.quantile(attackedCPU, 0.95), (BenchStats.quantile(attackedCPU, 0.95) / BenchStats.quantile(quietCPU, 0.95) - 1) * 100))
        func list(_ values: [Double]) -> String { values.map { String(format: "%.2f", $0) }.joined(separator: " ") }
        print("show.attack.round_p95_ms quiet: \(list(roundP95[false] ?? [])) | attacked: \(list(roundP95[true] ?? []))")
        print("show.attack.status_during_attack new_connection failed=\(failedStatus) \(BenchStats.summary(status))")
        print(
            "show.attack.other_threads_cpu_ms_per_s quiet: \(list(otherCPU[false] ?? [])) | attacked: \(list(otherCPU[true] ?? []))"
                + " | header_floods_per_round: \(floods.map(String.init).joined(separator: " "))"
                + " | turned_away_at_accept_per_round: \(turnedAway.map(String.init).joined(separator: " ")) | load_after_each_round: \(loads.joined(separator: " "))"
        )
    }

    /// CPU time of the whole process (every thread), in milliseconds.
    static func processCPUMilliseconds() -> Double {
        RemoteBenchmark.cpuSeconds(RUSAGE_SELF.rawValue) * 1000
    }
}
