import Testing
import UnwindConfig

/// The key→line index: tables, dotted and quoted keys, strings that look like keys.
@Suite struct TOMLKeyLinesTests {
    static let text = """
        # interval = 99 in a comment
        interval = 5
        "quoted key" = 1
        dotted.inner = 2
        notes = \"\"\"
        spacing = 7
        \"\"\"
        spacing = 3

        [breathe]
        spacing = 4
        [ transition . "a" . 'b' ]
        duration = 1
        [[items]]
        name = 'x = 1'
        """

    @Test(arguments: [
        (["interval"], 2), (["quoted key"], 3), (["dotted"], 4), (["dotted", "inner"], 4), (["notes"], 5),
        (["spacing"], 8), (["breathe"], 10), (["breathe", "spacing"], 11), (["transition", "a", "b"], 12),
        (["transition", "a", "b", "duration"], 13), (["items"], 14), (["items", "name"], 15),
    ])
    func findsTheLineOfEachKey(path: [String], line: Int) {
        #expect(TOMLKeyLines(Self.text).line(of: path) == line, "\(path)")
    }

    @Test func nearestLineFallsBackToTheEnclosingTable() {
        let lines = TOMLKeyLines("[transition.blocks]\nspeedy = true\nx = { y = 1 }\n")
        #expect(lines.line(of: ["transition", "blocks", "duration"]) == nil)
        #expect(lines.nearestLine(of: ["transition", "blocks", "duration"]) == 1)
        #expect(lines.nearestLine(of: ["transition", "blocks", "x", "y"]) == 3, "inline tables point at their key")
        #expect(lines.nearestLine(of: ["nowhere"]) == nil)
    }

    @Test func escapedQuotedKeysAreDecoded() {
        let lines = TOMLKeyLines("\"a\\u0062c\" = 1\n\"q\\\"uote\" = 2\n")
        #expect(lines.line(of: ["abc"]) == 1)
        #expect(lines.line(of: ["q\"uote"]) == 2)
    }
}

/// The index reads any text, however broken, without trapping: seeded mutations of a real
/// config (the fuzz harness reaches it only through TOML that parsed).
@Suite struct TOMLKeyLinesMutationTests {
    @Test func mutatedTextNeverTraps() {
        let base = Array(TOMLKeyLinesTests.text.utf8) + Array("\n[a.\"b\\u00\"]\n'k' = \"\\\"\"\nx = '''\n".utf8)
        let alphabet = Array("[]\"'\\.=#\n \tabu0".utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var lookups = 0
        for _ in 0..<3000 {
            var bytes = base
            for _ in 0..<(1 + next() % 12) {
                let at = next() % (bytes.count + 1)
                switch next() % 3 {
                case 0 where at < bytes.count: bytes[at] = alphabet[next() % alphabet.count]
                case 1: bytes.insert(alphabet[next() % alphabet.count], at: at)
                default: if at < bytes.count { bytes.remove(at: at) }
                }
            }
            let lines = TOMLKeyLines(String(decoding: bytes, as: UTF8.self))
            if lines.nearestLine(of: ["breathe", "spacing"]) != nil { lookups += 1 }
        }
        #expect(lookups > 0, "some mutated texts still name their keys")
    }
}
