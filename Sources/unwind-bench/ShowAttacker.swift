import Foundation

/// Where `show-attack`'s attacker runs. By default its threads run in the benchmark, on the
/// show's cores. With `UNWIND_ATTACKER=process` it is `unwind-bench attack-client PORT`, a
/// process of its own, and `UNWIND_ATTACKER_CPUS=LIST` confines it with `taskset -c LIST`
/// (run the benchmark itself under `taskset -c` on the other cores): the attacker's CPU is
/// then off the show's cores, as an attacker on another machine's would be, and what is left
/// in the show's frame time is the server's own work on the attack.
final class ShowAttacker {
    private let threads: RemoteHostileBenchmark.Attack?
    private let child: Process?
    private let input = Pipe()
    private let output = Pipe()

    /// `thread` or `process`, from `UNWIND_ATTACKER`.
    static var mode: String { ProcessInfo.processInfo.environment["UNWIND_ATTACKER"] == "process" ? "process" : "thread" }
    /// The attacker process's CPUs (`taskset -c` list), from `UNWIND_ATTACKER_CPUS`.
    static var cpus: String? { ProcessInfo.processInfo.environment["UNWIND_ATTACKER_CPUS"] }

    /// One line saying where the attacker runs, for the benchmark's output.
    static var setup: String {
        mode == "thread" ? "attacker=threads_in_this_process" : "attacker=process cpus=\(cpus ?? "any")"
    }

    /// Starts the attack on `port` and returns once its slow connections are open.
    init(port: UInt16) throws {
        guard Self.mode == "process" else {
            threads = RemoteHostileBenchmark.Attack(port: port)
            child = nil
            return
        }
        threads = nil
        let process = Process()
        guard let me = Bundle.main.executableURL else { throw BenchFailure("show-attack: cannot find its own executable") }
        if let cpus = Self.cpus {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
            process.arguments = ["-c", cpus, me.path, "attack-client", String(port)]
        } else {
            process.executableURL = me
            process.arguments = ["attack-client", String(port)]
        }
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        child = process
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { throw BenchFailure("show-attack: the attack client ended before it was ready") }
            text += String(decoding: data, as: UTF8.self)
        }
        guard text.hasPrefix("ready") else { throw BenchFailure("show-attack: attack client said \(text)") }
    }

    /// Ends the attack; returns how many 256 KiB header floods were sent.
    func stop() -> Int {
        if let threads {
            threads.stop()
            return threads.floods.value
        }
        try? input.fileHandleForWriting.close()
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child?.waitUntilExit()
        guard let line = rest.split(separator: "\n").first(where: { $0.hasPrefix("floods=") }) else { return -1 }
        return Int(line.dropFirst("floods=".count)) ?? -1
    }
}
