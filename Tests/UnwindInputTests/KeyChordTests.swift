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
