import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension FileHandle {
    /// What can be read now, up to 64 KB, waiting for some when there is none; empty at the
    /// end of the stream or on an error. A read a signal interrupts is tried again.
    ///
    /// Why not `availableData`: Foundation's reads it with `try!`, so a read a signal
    /// interrupts (EINTR: a child process ending while a pipe's readability handler reads)
    /// crashed the whole test run.
    public func readAvailable() -> Data {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer.prefix(count)) }
            if errno != EINTR { return Data() }
        }
    }
}
