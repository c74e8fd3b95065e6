import CSDL2
import Foundation
import Logging
import UnwindSync

/// Fills an audio buffer on SDL's audio thread. Called with no lock held by Unwind: an
/// implementation guards its own state (the audio thread and the main thread both reach it).
public protocol AudioSource: AnyObject, Sendable {
    /// Writes the next `buffer.count` samples (-1...1) of the stream: mono, or interleaved
    /// frames when the output has more channels.
    func render(_ buffer: UnsafeMutableBufferPointer<Float>)
}

/// One SDL audio output device playing a 32-bit float stream (mono unless asked) pulled from an
/// `AudioSource`. Owns the device and SDL's audio subsystem reference, and frees both once.
///
/// With SDL's `disk` driver (`driver: "disk"`), the device name is the file the samples are
/// written to, raw: that is how tests listen to a session without speakers.
public final class AudioOutput {
    /// Samples per second.
    public let sampleRate: Int
    /// Samples per callback.
    public let bufferFrames: Int
    /// Channels, interleaved (1: mono).
    public let channels: Int
    /// The audio driver SDL chose ("pulseaudio", "alsa", "disk", …).
    public let driver: String
    private let device: SDL_AudioDeviceID
    private let box: Box
    private var isOpen = true

    /// What the C callback reaches through its user-data pointer.
    private final class Box: @unchecked Sendable {
        /// Weak: a source usually owns its output, and a strong reference back would keep
        /// both (and the open device) alive for ever. A source that is gone plays silence.
        weak var source: AudioSource?
        /// Samples handed to SDL so far; written on the audio thread.
        private let delivered = Locked<Int64>(0)
        /// SDL's audio thread, once it has called back (`SDL_ThreadID`).
        private let audioThread = Locked<SDL_threadID?>(nil)

        init(source: AudioSource) {
            self.source = source
        }

        func render(_ buffer: UnsafeMutableBufferPointer<Float>) {
            audioThread.withLock { if $0 == nil { $0 = SDL_ThreadID() } }
            if let source {
                source.render(buffer)
            } else {
                for i in buffer.indices { buffer[i] = 0 }
            }
            delivered.withLock { $0 += Int64(buffer.count) }
        }

        var count: Int64 { delivered.value }

        /// True on SDL's audio thread, inside the callback.
        var isAudioThread: Bool { audioThread.value == SDL_ThreadID() }
    }

    /// Opens a device (paused until `start()`). The output holds `source` weakly: keep it
    /// alive (usually the source owns the output).
    /// - Parameters:
    ///   - driver: an SDL audio driver to use instead of the default (`"disk"` in tests);
    ///     it applies when this is the first audio device of the process.
    ///   - deviceName: a device by name; for the `disk` driver, the output file.
    ///   - channels: 1 (mono) or 2 (stereo, interleaved).
    public init(
        source: AudioSource, sampleRate: Int = 48_000, bufferFrames: Int = 1024, driver: String? = nil, deviceName: String? = nil, channels: Int = 1
    ) throws {
        if let driver { SDL_SetHint(SDL_HINT_AUDIODRIVER, driver) }
        let logger = Logger(label: "unwind.audio")
        // ALSA's own complaints (no card, no config) go to the log at debug level: the
        // caller's one warning says all a user needs.
        let (started, initNoise) = StandardErrorCapture.run { SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) }
        for line in initNoise { logger.debug("audio library: \(line)") }
        guard started == 0 else {
            throw SDLError("starting SDL audio", hint: "run with --sound off")
        }
        let box = Box(source: source)
        var desired = SDL_AudioSpec()
        desired.freq = Int32(sampleRate)
        desired.format = SDL_AudioFormat(AUDIO_F32SYS)
        desired.channels = UInt8(clamping: max(1, min(2, channels)))
        desired.samples = UInt16(clamping: bufferFrames)
        desired.callback = { userdata, stream, length in
            guard let userdata, let stream else { return }
            let box = Unmanaged<Box>.fromOpaque(userdata).takeUnretainedValue()
            let count = Int(length) / MemoryLayout<Float>.size
            stream.withMemoryRebound(to: Float.self, capacity: count) { samples in
                box.render(UnsafeMutableBufferPointer(start: samples, count: count))
            }
        }
        desired.userdata = Unmanaged.passUnretained(box).toOpaque()
        var obtained = SDL_AudioSpec()
        let (id, openNoise) = StandardErrorCapture.run { SDL_OpenAudioDevice(deviceName, 0, &desired, &obtained, 0) }
        for line in openNoise { logger.debug("audio library: \(line)") }
        guard id != 0 else {
            let error = SDLError("opening an audio device", hint: "run with --sound off")
            SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
            throw error
        }
        self.device = id
        self.box = box
        self.sampleRate = Int(obtained.freq)
        self.bufferFrames = Int(obtained.samples)
        self.channels = Int(obtained.channels)
        self.driver = SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "unknown"
        logger.info("audio: \(driver), \(sampleRate) Hz, \(bufferFrames) frames per buffer")
    }

    /// Starts pulling samples from the source.
    public func start() {
        SDL_PauseAudioDevice(device, 0)
    }

    /// Samples the source has delivered to SDL so far (the stream's position).
    public var framesDelivered: Int64 { box.count }

    /// Stops the device and frees it; SDL's audio thread has finished when this returns.
    /// Closing twice does nothing.
    ///
    /// The callback holds its source strongly while it renders, so a source dropped by its
    /// owner meanwhile goes away on the audio thread, taking this output with it: closing
    /// there would join the thread from itself (`pthread_join` refuses) and free the device
    /// under the running callback. From the audio thread the close is left to another thread,
    /// which waits for the callback to return.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        let device = device
        guard !box.isAudioThread else {
            let box = box
            DispatchQueue.global().async {
                SDL_CloseAudioDevice(device)
                SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
                withExtendedLifetime(box) {}
            }
            return
        }
        SDL_CloseAudioDevice(device)
        SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
    }

    deinit {
        close()
    }
}
