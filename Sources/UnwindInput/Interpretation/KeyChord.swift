import Foundation

/// A key with modifiers, such as the kiosk's quit chord `ctrl+alt+q`.
public struct KeyChord: Equatable, Sendable, CustomStringConvertible {
    /// Modifiers that must be held, exactly: none more, none fewer.
    public var modifiers: Modifiers
    /// The key that completes the chord.
    public var key: Key

    /// A chord of `key` with exactly `modifiers`.
    public init(modifiers: Modifiers, key: Key) {
        self.modifiers = modifiers
        self.key = key
    }

    /// Parses `ctrl+alt+q`, `shift+escape`, `ctrl+f12`; nil when it is not a chord.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "+").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let last = parts.last, !last.isEmpty else { return nil }
        var mods: Modifiers = []
        for part in parts.dropLast() {
            switch part {
            case "ctrl", "control": mods.insert(.control)
            case "alt", "option": mods.insert(.alt)
            case "shift": mods.insert(.shift)
            case "gui", "super", "meta", "cmd": mods.insert(.gui)
            default: return nil
            }
        }
        let named: [String: Key] = [
            "escape": .escape, "esc": .escape, "space": .space, "enter": .enter, "return": .enter,
            "backspace": .backspace, "tab": .tab, "home": .home, "end": .end, "left": .left, "right": .right,
            "up": .up, "down": .down, "pageup": .pageUp, "pagedown": .pageDown,
        ]
        if let key = named[last] {
            self.key = key
        } else if last.count == 1 {
            self.key = .character(last)
        } else if last.hasPrefix("f"), let n = Int(last.dropFirst()), (1...12).contains(n) {
            self.key = .function(n)
        } else {
            return nil
        }
        self.modifiers = mods
    }

    /// True when a key press is this chord (extra modifiers do not count).
    public func matches(_ event: KeyEvent) -> Bool {
        event.isPressed && event.key == key && event.modifiers == modifiers
    }

    /// The chord as `ctrl+alt+q`, in the fixed order ctrl, alt, shift, gui, for help text and logs.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        if modifiers.contains(.gui) { parts.append("gui") }
        switch key {
        case .character(let c): parts.append(c)
        case .function(let n): parts.append("f\(n)")
        case .pageUp: parts.append("pageup")
        case .pageDown: parts.append("pagedown")
        case .other(let code): parts.append("key\(code)")
        default: parts.append("\(key)")
        }
        return parts.joined(separator: "+")
    }
}
