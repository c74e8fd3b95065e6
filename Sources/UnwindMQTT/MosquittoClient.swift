import CMosquitto
import Foundation
import UnwindSync

/// One libmosquitto client. Its network thread is `MosquittoLoop`, which waits with
/// `poll(2)` (libmosquitto's own thread uses `select(2)` and gives up for good once a
/// descriptor is numbered 1024 or more) and reconnects with exponential back-off; nothing here
/// ever blocks the caller on the network.
public final class MosquittoClient: @unchecked Sendable {
    /// Connection settings.
    public struct Settings: Sendable {
        /// The broker's host name or address.
        public var host: String
        /// The broker's port (1883 plain, 8883 usually for TLS).
        public var port: Int
        /// Must be unique per broker: a second client with the same id kicks the first off.
        public var clientID: String
        /// Sent only when set; the broker may allow anonymous clients.
        public var username: String?
        /// Sent with `username`; ignored without one.
        public var password: String?
        /// TLS, verified against this CA file (or the system's CA folder when nil).
        public var tls: Bool
        /// PEM file of the CA that signed the broker's certificate.
        public var caFile: String?
        /// Published by the broker when this client vanishes (topic, payload; retained).
        public var will: (topic: String, payload: String)?
        /// Seconds between pings; the broker publishes the will after 1.5 times this of silence.
        public var keepAlive: Int32 = 30

        /// Settings for one broker connection; plain TCP without credentials unless given.
        public init(
            host: String, port: Int, clientID: String, username: String? = nil, password: String? = nil, tls: Bool = false, caFile: String? = nil,
            will: (topic: String, payload: String)? = nil
        ) {
            self.host = host
            self.port = port
            self.clientID = clientID
            self.username = username
            self.password = password
            self.tls = tls
            self.caFile = caFile
            self.will = will
        }
    }

    /// Called on the network thread after each (re)connection.
    public var onConnect: (@Sendable () -> Void)? {
        get { loop.onConnect }
        set { loop.onConnect = newValue }
    }
    /// Called on the network thread for each message up to `maxPayloadBytes`; must only
    /// hand work off.
    public var onMessage: (@Sendable (_ topic: String, _ payload: Data) -> Void)? {
        get { loop.onMessage }
        set { loop.onMessage = newValue }
    }
    /// Called on the network thread for each message over `maxPayloadBytes`, with its
    /// size; the payload is never copied, so its memory goes back with libmosquitto's buffer.
    public var onOversized: (@Sendable (_ topic: String, _ bytes: Int) -> Void)? {
        get { loop.onOversized }
        set { loop.onOversized = newValue }
    }
    /// The largest payload handed on. Commands are a few bytes; a 100 MB message to
    /// `cmd/transition` took the show from 53 to 483 MB of RSS, and it stayed.
    public var maxPayloadBytes: Int {
        get { loop.maxPayloadBytes }
        set { loop.maxPayloadBytes = newValue }
    }

    /// How long the client waits before reconnecting: from the first delay, doubling, up to
    /// the last. A broker back after a restart is found within about 5 s (at 30 s it took 26 s),
    /// and one attempt every 5 s costs a dead broker nothing.
    public static let reconnectDelay: ClosedRange<UInt32> = 1...5

    private let loop: MosquittoLoop
    private let settings: Settings

    private static let libraryInit: Void = { mosquitto_lib_init() }()

    /// A client set up but not started; fails only on bad TLS or will settings (or no memory).
    public init(_ settings: Settings) throws(MQTTError) {
        _ = Self.libraryInit
        self.settings = settings
        guard let handle = mosquitto_new(settings.clientID, true, nil) else {
            throw MQTTError("cannot create an MQTT client (out of memory)")
        }
        // Owned by the loop from here: freed once, even when a setting below fails.
        let loop = MosquittoLoop(handle: handle, reconnectDelay: Self.reconnectDelay)
        if let username = settings.username {
            mosquitto_username_pw_set(handle, username, settings.password)
        }
        if settings.tls {
            let capath = settings.caFile == nil ? "/etc/ssl/certs" : nil
            let rc = mosquitto_tls_set(handle, settings.caFile, capath, nil, nil, nil)
            guard rc == MOSQ_ERR_SUCCESS.rawValue else { throw MQTTError("TLS setup: \(Self.describe(rc))") }
        }
        if let will = settings.will {
            let rc = will.payload.withCString { mosquitto_will_set(handle, will.topic, Int32(strlen($0)), $0, 1, true) }
            guard rc == MOSQ_ERR_SUCCESS.rawValue else { throw MQTTError("last will: \(Self.describe(rc))") }
        }
        self.loop = loop
    }

    deinit {
        loop.stop()
    }

    /// Starts the network thread, which makes the first connection attempt; returns at once.
    /// A broker that is down now is retried in the background.
    public func start() throws(MQTTError) {
        guard !settings.host.isEmpty, (1...65535).contains(settings.port) else {
            throw MQTTError("cannot connect to \(settings.host):\(settings.port): \(Self.describe(MOSQ_ERR_INVAL.rawValue))")
        }
        _ = loop.start(host: settings.host, port: settings.port, keepAlive: settings.keepAlive)
    }

    /// Sends what is queued, disconnects cleanly (no last will) and stops the thread.
    public func stop() {
        loop.stop()
    }

    /// True while connected to the broker.
    public var isConnected: Bool { loop.isConnected }

    /// Queues a message; the network thread sends it (thread-safe, never blocks on the network).
    @discardableResult
    public func publish(_ topic: String, _ payload: String, retain: Bool = false, qos: Int32 = 1) -> Bool {
        let bytes = Array(payload.utf8)
        let rc = bytes.withUnsafeBytes { raw in
            mosquitto_publish(loop.handle, nil, topic, Int32(raw.count), raw.baseAddress, qos, retain)
        }
        loop.poke()
        return rc == MOSQ_ERR_SUCCESS.rawValue
    }

    /// Subscribes to a topic filter.
    @discardableResult
    public func subscribe(_ filter: String, qos: Int32 = 1) -> Bool {
        defer { loop.poke() }
        return mosquitto_subscribe(loop.handle, nil, filter, qos) == MOSQ_ERR_SUCCESS.rawValue
    }

    static func describe(_ rc: Int32) -> String {
        String(cString: mosquitto_strerror(rc))
    }
}

/// An MQTT setup problem, as one line.
public struct MQTTError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed and why, with libmosquitto's explanation where there is one.
    public var description: String
    /// An error reading `description`.
    public init(_ description: String) { self.description = description }
}
