import CWaylandClient
import Foundation
import UnwindDisplayPower

/// One connection to a compositor for wlr-output-power-management: the registry's outputs
/// and power manager bound, one power object per output with the mode the compositor last
/// reported. Used on one thread and closed by its user (`close`), which frees every proxy
/// and the listeners libwayland points at.
final class OutputPowerSession {
    /// What the registry announced and the power objects reported; libwayland's callbacks
    /// write it through an unretained pointer while `roundtrip` runs.
    private final class Heard {
        var outputs: [UInt32] = []
        var manager: UInt32?
        /// Per output, in `outputs` order: the last mode reported, and whether it failed.
        var modes: [UInt32?] = []
        var failed: [Bool] = []
    }

    /// The context of one power object's events: the session's record and the output's place in it.
    private final class PowerEvents {
        let heard: Heard
        let index: Int
        init(heard: Heard, index: Int) {
            self.heard = heard
            self.index = index
        }
    }

    private let connection: OpaquePointer
    private let display: String
    private let registry: OpaquePointer
    private let heard = Heard()
    private let registryListener: UnsafeMutablePointer<wl_registry_listener>
    private let powerListener: UnsafeMutablePointer<(@convention(c) () -> Void)?>
    private var manager: OpaquePointer?
    private var outputs: [OpaquePointer] = []
    private var powers: [OpaquePointer] = []
    private var contexts: [PowerEvents] = []

    /// Outputs the compositor announced.
    var outputCount: Int { heard.outputs.count }

    /// Connects to `display`, lists the globals, and binds the power manager and each output.
    init(display: String) throws(DisplayPowerError) {
        self.display = display
        guard let connection = wl_display_connect(display) else {
            throw DisplayPowerError("cannot connect to the Wayland display \(display): \(String(cString: strerror(errno)))")
        }
        guard let registry = wl_display_get_registry(connection) else {
            wl_display_disconnect(connection)
            throw DisplayPowerError("no registry from \(display)")
        }
        self.connection = connection
        self.registry = registry
        registryListener = .allocate(capacity: 1)
        registryListener.initialize(
            to: wl_registry_listener(
                global: { data, _, name, interface, _ in
                    guard let data, let interface else { return }
                    let heard = Unmanaged<Heard>.fromOpaque(data).takeUnretainedValue()
                    switch String(cString: interface) {
                    case "wl_output": heard.outputs.append(name)
                    case "zwlr_output_power_manager_v1": heard.manager = name
                    default: break
                    }
                },
                global_remove: { _, _, _ in }))
        powerListener = .allocate(capacity: 2)
        let mode: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UInt32) -> Void = { data, _, mode in
            guard let data else { return }
            let events = Unmanaged<PowerEvents>.fromOpaque(data).takeUnretainedValue()
            events.heard.modes[events.index] = mode
        }
        let failed: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?) -> Void = { data, _ in
            guard let data else { return }
            let events = Unmanaged<PowerEvents>.fromOpaque(data).takeUnretainedValue()
            events.heard.failed[events.index] = true
        }
        powerListener.initialize(to: unsafeBitCast(mode, to: (@convention(c) () -> Void).self))
        (powerListener + 1).initialize(to: unsafeBitCast(failed, to: (@convention(c) () -> Void).self))
        do {
            try bind()
        } catch {
            close()
            throw error
        }
    }

    private func bind() throws(DisplayPowerError) {
        let protocols = OutputPowerProtocol.shared
        guard wl_registry_add_listener(registry, registryListener, Unmanaged.passUnretained(heard).toOpaque()) == 0 else {
            throw DisplayPowerError("cannot listen to \(display)'s registry")
        }
        try roundtrip()
        guard let managerName = heard.manager else {
            throw DisplayPowerError("the compositor on \(display) offers no wlr-output-power-management (zwlr_output_power_manager_v1)")
        }
        guard !heard.outputs.isEmpty else { throw DisplayPowerError("the compositor on \(display) announces no output") }
        manager = OpaquePointer(wl_registry_bind(registry, managerName, protocols.manager, 1))
        guard let manager else { throw DisplayPowerError("cannot bind the output power manager on \(display)") }
        heard.modes = Array(repeating: nil, count: heard.outputs.count)
        heard.failed = Array(repeating: false, count: heard.outputs.count)
        for (index, name) in heard.outputs.enumerated() {
            guard let output = OpaquePointer(wl_registry_bind(registry, name, protocols.output, 1)) else {
                throw DisplayPowerError("cannot bind output \(name) on \(display)")
            }
            outputs.append(output)
            var arguments = [wl_argument(n: 0), wl_argument(o: output)]
            let made = arguments.withUnsafeMutableBufferPointer {
                wl_proxy_marshal_array_flags(manager, OutputPowerProtocol.getOutputPower, protocols.power, 1, 0, $0.baseAddress)
            }
            guard let power = made else { throw DisplayPowerError("no power object for output \(name) on \(display)") }
            powers.append(power)
            let context = PowerEvents(heard: heard, index: index)
            contexts.append(context)
            _ = wl_proxy_add_listener(power, powerListener, Unmanaged.passUnretained(context).toOpaque())
        }
        // The compositor answers each new power object with the output's mode.
        try roundtrip()
    }

    /// Whether each output is on, as last reported.
    func modes() throws(DisplayPowerError) -> [Bool] {
        try heard.modes.enumerated().map { (index, mode) throws(DisplayPowerError) in
            guard let mode else { throw DisplayPowerError("output \(heard.outputs[index]) on \(display) reported no power mode") }
            return mode == OutputPowerProtocol.modeOn
        }
    }

    /// Asks every output for `on`, then waits for the compositor's answer; throws when an
    /// output failed or still reports the other mode.
    func setModes(on: Bool) throws(DisplayPowerError) {
        let wanted = on ? OutputPowerProtocol.modeOn : OutputPowerProtocol.modeOff
        for power in powers {
            var arguments = [wl_argument(u: wanted)]
            _ = arguments.withUnsafeMutableBufferPointer {
                wl_proxy_marshal_array_flags(power, OutputPowerProtocol.setMode, nil, wl_proxy_get_version(power), 0, $0.baseAddress)
            }
        }
        // A compositor applies the mode on its next output commit and reports it then.
        for _ in 0..<3 where heard.modes.contains(where: { $0 != wanted }) && !heard.failed.contains(true) {
            try roundtrip()
        }
        if let index = heard.failed.firstIndex(of: true) {
            throw DisplayPowerError("the compositor on \(display) could not turn output \(heard.outputs[index]) \(on ? "on" : "off")")
        }
        if let index = heard.modes.firstIndex(where: { $0 != wanted }) {
            throw DisplayPowerError("output \(heard.outputs[index]) on \(display) is still \(on ? "off" : "on") after the request")
        }
    }

    private func roundtrip() throws(DisplayPowerError) {
        guard wl_display_roundtrip(connection) >= 0 else {
            throw DisplayPowerError("the compositor on \(display) ended the connection (error \(wl_display_get_error(connection)))")
        }
    }

    /// Releases the power objects, the manager and the outputs, and disconnects; the
    /// compositor keeps the modes set.
    func close() {
        for power in powers {
            wl_proxy_marshal_array_flags(power, OutputPowerProtocol.destroyPower, nil, wl_proxy_get_version(power), 1, nil)
        }
        powers.removeAll()
        if let manager {
            wl_proxy_marshal_array_flags(manager, OutputPowerProtocol.destroyManager, nil, wl_proxy_get_version(manager), 1, nil)
            self.manager = nil
        }
        for output in outputs { wl_proxy_destroy(output) }
        outputs.removeAll()
        wl_registry_destroy(registry)
        _ = wl_display_roundtrip(connection)
        wl_display_disconnect(connection)
        contexts.removeAll()
        registryListener.deallocate()
        powerListener.deallocate()
    }
}
