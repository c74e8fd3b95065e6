import CSDL2

/// A failure reported by SDL, carrying `SDL_GetError()` and, where there is one, what the
/// user can do about it, so the command line can print one clear line.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What Unwind was doing.
    public let operation: String
    /// SDL's own explanation.
    public let reason: String
    /// What to try instead, if anything.
    public let hint: String?

    /// An error for `operation`; without a `reason` it takes `SDL_GetError()` at the moment of the call.
    public init(_ operation: String, reason: String? = nil, hint: String? = nil) {
        self.operation = operation
        self.reason = reason ?? SDLError.lastError()
        self.hint = hint
    }

    /// `<operation> failed: <reason>; <hint>`, the one line the command prints.
    public var description: String {
        var text = "\(operation) failed"
        if !reason.isEmpty { text += ": \(reason)" }
        if let hint { text += "; \(hint)" }
        return text
    }

    /// What a household can do when no screen can be opened: check the screen, start Unwind
    /// where the screen is, or render without one.
    public static let noDisplayHint =
        "no display found: is the screen connected and switched on, and is unwind started on it "
        + "(from its desktop, or from its console with no desktop running, not over ssh)? "
        + "To render to files without a screen, add --headless"

    static func lastError() -> String {
        guard let message = SDL_GetError() else { return "" }
        return String(cString: message)
    }
}
