/// The remote-control settings of a show: all off unless asked for.
public struct RemoteOptions: Equatable, Sendable {
    /// Where the HTTP API listens; nil keeps it off.
    public var listen: ListenAddress?
    /// File holding the bearer token; required when `listen` is not loopback.
    public var tokenFile: String?
    /// The MQTT broker; nil keeps MQTT off.
    public var mqtt: MQTTOptions?
    /// `--sync GROUP`: frames of a group show the same photo, changing at the same moment.
    public var syncGroup: String?
    /// Names besides loopback literals and `localhost` that a token-less server answers to
    /// in `Host` (config `host-names`, e.g. a name for this machine in /etc/hosts); any other
    /// name is refused as DNS rebinding.
    public var hostNames: [String] = []
    /// Where photos uploaded from the phone page are saved (`upload-folder`); nil keeps
    /// uploads off. The show scans it like a photo folder.
    public var uploadFolder: String?
    /// The largest upload accepted, in MiB (`upload-max-mb`).
    public var uploadMaxMB = 50
    /// What `upload-max-mb` may be: 1 MiB to 2 GiB.
    public static let uploadMaxMBRange = 1...2048

    /// Options with everything off unless given; check `problem` before starting them.
    public init(listen: ListenAddress? = nil, tokenFile: String? = nil, mqtt: MQTTOptions? = nil, syncGroup: String? = nil) {
        self.listen = listen
        self.tokenFile = tokenFile
        self.mqtt = mqtt
        self.syncGroup = syncGroup
    }

    /// Why these options cannot start, as one line; nil when they can. A server reachable
    /// from the network without a token would let anyone on it drive the frame.
    public var problem: String? {
        if let listen, !listen.isLoopback, tokenFile == nil {
            return "--listen \(listen) is reachable from the network: give --token-file FILE (or token-file in the config), or listen on 127.0.0.1"
        }
        if let syncGroup, !MQTTOptions.isValidID(syncGroup) {
            return "--sync '\(syncGroup)': use letters, digits, - and _ (at most 64)"
        }
        return nil
    }
}
