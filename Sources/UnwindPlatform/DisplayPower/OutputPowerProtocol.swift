import CWaylandClient

/// The interfaces of wlr-output-power-management-unstable-v1 as libwayland-client takes them:
/// what wayland-scanner would generate from the protocol's XML (two interfaces, four requests,
/// two events), written out here because Debian 12 packages no header for the protocol and
/// `wlopm`, the tool that speaks it, is not packaged either. Built once and kept for the
/// process's life: every proxy made from them points at them.
struct OutputPowerProtocol: @unchecked Sendable {
    /// `zwlr_output_power_manager_v1`, version 1.
    let manager: UnsafeMutablePointer<wl_interface>
    /// `zwlr_output_power_v1`, version 1.
    let power: UnsafeMutablePointer<wl_interface>
    /// A copy of libwayland's `wl_output` interface at a stable address (Swift may hand an
    /// imported C constant to a pointer parameter as a temporary copy).
    let output: UnsafeMutablePointer<wl_interface>

    /// The one set of tables.
    static let shared = OutputPowerProtocol()

    /// `zwlr_output_power_manager_v1.get_output_power(new_id, wl_output)`.
    static let getOutputPower: UInt32 = 0
    /// `zwlr_output_power_manager_v1.destroy`.
    static let destroyManager: UInt32 = 1
    /// `zwlr_output_power_v1.set_mode(uint)`.
    static let setMode: UInt32 = 0
    /// `zwlr_output_power_v1.destroy`.
    static let destroyPower: UInt32 = 1
    /// `zwlr_output_power_v1.mode`: off.
    static let modeOff: UInt32 = 0
    /// `zwlr_output_power_v1.mode`: on.
    static let modeOn: UInt32 = 1

    private init() {
        output = .allocate(capacity: 1)
        output.initialize(to: wl_output_interface)
        power = .allocate(capacity: 1)
        manager = .allocate(capacity: 1)
        let none = Self.types([nil])
        power.initialize(
            to: wl_interface(
                name: Self.text("zwlr_output_power_v1"), version: 1,
                method_count: 2, methods: Self.messages([("set_mode", "u", none), ("destroy", "", none)]),
                event_count: 2, events: Self.messages([("mode", "u", none), ("failed", "", none)])))
        manager.initialize(
            to: wl_interface(
                name: Self.text("zwlr_output_power_manager_v1"), version: 1,
                method_count: 2,
                methods: Self.messages([("get_output_power", "no", Self.types([UnsafePointer(power), UnsafePointer(output)])), ("destroy", "", none)]),
                event_count: 0, events: nil))
    }

    /// A C string that lives as long as the process.
    private static func text(_ string: String) -> UnsafePointer<CChar> {
        let bytes = Array(string.utf8CString)
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        copy.initialize(from: bytes, count: bytes.count)
        return UnsafePointer(copy)
    }

    /// A message's argument types (nil for a plain number), kept for the process's life.
    private static func types(_ list: [UnsafePointer<wl_interface>?]) -> UnsafeMutablePointer<UnsafePointer<wl_interface>?> {
        let copy = UnsafeMutablePointer<UnsafePointer<wl_interface>?>.allocate(capacity: list.count)
        copy.initialize(from: list, count: list.count)
        return copy
    }

    /// A table of requests or events, kept for the process's life.
    private static func messages(_ list: [(String, String, UnsafeMutablePointer<UnsafePointer<wl_interface>?>)]) -> UnsafePointer<wl_message> {
        let table = UnsafeMutablePointer<wl_message>.allocate(capacity: list.count)
        table.initialize(from: list.map { wl_message(name: text($0.0), signature: text($0.1), types: $0.2) }, count: list.count)
        return UnsafePointer(table)
    }
}
