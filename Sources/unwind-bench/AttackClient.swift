import Foundation

/// `unwind-bench attack-client PORT`: issue 24's attack (200 slowloris connections and two
/// clients sending 256 KiB header lines back to back, `RemoteHostileBenchmark.Attack`) in a
/// process of its own, so `show-attack` can keep the attacker's CPU off the show's cores
/// (`taskset`, a cgroup) as an attacker on another machine would be. It prints one `ready`
/// line once its slow connections are open and attacks until its standard input closes (the
/// benchmark closes it, or dies), then stops and prints how many header floods it sent.
enum AttackClient {
    static func run(_ arguments: [String]) throws {
        guard let text = arguments.first, let port = UInt16(text) else { throw BenchFailure("usage: unwind-bench attack-client PORT") }
        let attack = RemoteHostileBenchmark.Attack(port: port)
        // Written unbuffered: the benchmark waits for this line before its round starts.
        FileHandle.standardOutput.write(Data("ready slow_connections=\(attack.slowConnections)\n".utf8))
        _ = FileHandle.standardInput.readDataToEndOfFile()
        attack.stop()
        FileHandle.standardOutput.write(Data("floods=\(attack.floods.value)\n".utf8))
    }
}
