import CMosquitto
import Foundation
import UnwindSync

/// One libmosquitto client: owns the `struct mosquitto *` and frees it once. Its network
/// thread is libmosquitto's own (`mosquitto_loop_start`), which also reconnects with
/// exponential backoff; nothing here ever blocks the caller on the network.
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

    /// Called on libmosquitto's thread after each (re)connection.
    public var onConnect: (@Sendable () -> Void)?
    /// Called on libmosquitto's thread for each message up to `maxPayloadBytes`; must only
    /// hand work off.
    public var onMessage: (@Sendable (_ topic: String, _ payload: Data) -> Void)?
    /// Called on libmosquitto's thread for each message over `maxPayloadBytes`, with its
    /// size; the payload is never copied, so its memory goes back with libmosquitto's buffer.
    public var onOversized: (@Sendable (_ topic: String, _ bytes: Int) -> Void)?
    /// The largest payload handed on. Commands are a few bytes; a 100 MB message to
    /// `cmd/transition` took the show from 53 to 483 MB of RSS, and it stayed.
    public var maxPayloadBytes = 4096

    /// How long libmosquitto waits before reconnecting: from the first delay, doubling, up to
    /// the last. A broker back after a restart is found within about 5 s (at 30 s it took 26 s),
    /// and one attempt every 5 s costs a dead broker nothing.
    public static let reconnectDelay: ClosedRange<UInt32> = 1...5

    private let handle: OpaquePointer
    private let settings: Settings
    /// Whether libmosquitto's thread runs and whether it is connected.
    private let state = Locked((loopRunning: false, connected: false))

    private static let libraryInit: Void = { mosquitto_lib_init() }()

    /// A client set up but not started; fails only on bad TLS or will settings (or no memory).
    public init(_ settings: Settings) throws(MQTTError) {
        _ = Self.libraryInit
        self.settings = settings
        guard let handle = mosquitto_new(settings.clientID, true, nil) else {
            throw MQTTError("cannot create an MQTT client (out of memory)")
        }
        self.handle = handle
        mosquitto_user_data_set(handle, Unmanaged.passUnretained(self).toOpaque())
        mosquitto_connect_callback_set(handle) { _, object, rc in
            guard let object else { return }
            let client = Unmanaged<MosquittoClient>.fromOpaque(object).takeUnretainedValue()
            guard rc == 0 else { return }
            client.setConnected(true)
            client.onConnect?()
        }
        mosquitto_disconnect_callback_set(handle) { _, object, _ in
            guard let object else { return }
            let client = Unmanaged<MosquittoClient>.fromOpaque(object).takeUnretainedValue()
            client.setConnected(false)
        }
        mosquitto_message_callback_set(handle) { _, object, message in
            guard let object, let message, let topicPointer = message.pointee.topic else { return }
            let client = Unmanaged<MosquittoClient>.fromOpaque(object).takeUnretainedValue()
            let length = Int(message.pointee.payloadlen)
            guard length <= client.maxPayloadBytes else {
                client.onOversized?(String(cString: topicPointer), length)
                return
            }
            let payload = message.pointee.payload.map { Data(bytes: $0, count: length) } ?? Data()
            client.onMessage?(String(cString: topicPointer), payload)
        }
        mosquitto_reconnect_delay_set(handle, Self.reconnectDelay.lowerBound, Self.reconnectDelay.upperBound, true)
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
    }

    deinit {
        stop()
        mosquitto_destroy(handle)
    }

    /// Starts libmosquitto's thread and the first connection attempt; returns at once. A broker
    /// that is down now is retried in the background.
    public func start() throws(MQTTError) {
        try state.withLock { (state: inout (loopRunning: Bool, connected: Bool)) throws(MQTTError) in
            guard !state.loopRunning else { return }
            var rc = mosquitto_loop_start(handle)
            guard rc == MOSQ_ERR_SUCCESS.rawValue else { throw MQTTError("cannot start the MQTT thread: \(Self.describe(rc))") }
            state.loopRunning = true
            rc = mosquitto_connect_async(handle, settings.host, Int32(settings.port), settings.keepAlive)
            // A refused first attempt is retried by the loop; only bad arguments are errors.
            if rc == MOSQ_ERR_INVAL.rawValue {
                throw MQTTError("cannot connect to \(settings.host):\(settings.port): \(Self.describe(rc))")
            }
        }
    }

    /// Disconnects cleanly (no last will) and stops the thread.
    public func stop() {
        let running = state.withLock { state in
            defer { state.loopRunning = false }
            return state.loopRunning
        }
        guard running else { return }
        mosquitto_disconnect(handle)
        mosquitto_loop_stop(handle, false)
    }

    /// True while connected to the broker.
    public var isConnected: Bool { state.value.connected }

    /// Queues a message; libmosquitto's thread sends it (thread-safe, never blocks on the network).
    @discardableResult
    public func publish(_ topic: String, _ payload: String, retain: Bool = false, qos: Int32 = 1) -> Bool {
        let bytes = Array(payload.utf8)
        let rc = bytes.withUnsafeBytes { raw in
            mosquitto_publish(handle, nil, topic, Int32(raw.count), raw.baseAddress, qos, retain)
        }
        return rc == MOSQ_ERR_SUCCESS.rawValue
    }

    /// Subscribes to a topic filter.
    @discardableResult
    public func subscribe(_ filter: String, qos: Int32 = 1) -> Bool {
        mosquitto_subscribe(handle, nil, filter, qos) == MOSQ_ERR_SUCCESS.rawValue
    }

    private func setConnected(_ value: Bool) {
        state.withLock { $0.connected = value }
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
