import Testing
import UnwindInput

/// Quit chords such as `ctrl+alt+q`: parsing, matching and printing.
@Suite struct KeyChordTests {
    @Test func keyChords() {
        let chord = KeyChord(parsing: "ctrl+alt+q")
        #expect(chord == KeyChord(modifiers: [.control, .alt], key: .character("q")))
        #expect(chord?.matches(KeyEvent(key: .character("q"), isPressed: true, modifiers: [.control, .alt])) == true)
        #expect(chord?.matches(KeyEvent(key: .character("q"), isPressed: true)) == false)
        #expect(KeyChord(parsing: "hyper+q") == nil)
        #expect(KeyChord(parsing: "ctrl+f12")?.key == .function(12))
        #expect(chord?.description == "ctrl+alt+q")
    }
}

/// Every chord the parser accepts prints back as text it parses again.
@Suite struct KeyChordRoundTripTests {
    @Test(arguments: ["ctrl+alt+q", "shift+escape", "ctrl+f12", "gui+pageup", "alt+pagedown", "ctrl+shift+space", "home"])
    func printedChordsParseBack(text: String) throws {
        let chord = try #require(KeyChord(parsing: text), "\(text) parses")
        #expect(KeyChord(parsing: chord.description) == chord, "\(text) prints as \(chord.description), which parses back")
    }
}
