import Foundation

/// HDMI-CEC for TVs: "standby" turns the TV off and "image view on" wakes it and makes it show
/// this input. Through `cec-ctl` (v4l-utils, the kernel's /dev/cecN: the Pi 4 and 5) or
/// `cec-client` (libcec's tool, Debian's cec-utils, for USB adapters and the Pi's older
/// firmware path). Runs the tool per change, as the command backend runs a user's command.
public enum CECPower {
    /// The candidate for `display-power = "cec"`: `cec-ctl` with a `/dev/cec*` device, else
    /// `cec-client` with an adapter it lists.
    public static func candidate(devices: String = "/dev", path: String? = ProcessInfo.processInfo.environment["PATH"]) -> DisplayPowerCandidate {
        DisplayPowerCandidate(name: "cec") {
            let nodes = ((try? FileManager.default.contentsOfDirectory(atPath: devices)) ?? []).filter { $0.hasPrefix("cec") }.sorted()
            if let ctl = ToolLookup.find("cec-ctl", path: path), let node = nodes.first {
                let device = "\(devices)/\(node)"
                // Become a playback device first: a TV ignores messages from an unconfigured adapter.
                let setup = "\(ctl) -d \(device) --playback >/dev/null"
                return .success(
                    CommandPower(
                        off: "\(setup) && \(ctl) -d \(device) --to 0 --standby", on: "\(setup) && \(ctl) -d \(device) --to 0 --image-view-on",
                        name: "cec", detail: "cec-ctl on \(device)"))
            }
            if let client = ToolLookup.find("cec-client", path: path) {
                guard CommandPower.run("\(client) -l | grep -q 'com port'", timeout: 10) == nil else {
                    return .failure(DisplayPowerError("cec-client finds no CEC adapter"))
                }
                return .success(
                    CommandPower(
                        off: "echo 'standby 0' | \(client) -s -d 1", on: "echo 'on 0' | \(client) -s -d 1", name: "cec", detail: "cec-client"))
            }
            if nodes.isEmpty { return .failure(DisplayPowerError("no /dev/cec* device and no cec-client")) }
            return .failure(DisplayPowerError("\(devices)/\(nodes[0]) is there but cec-ctl (v4l-utils) is not installed"))
        }
    }
}
