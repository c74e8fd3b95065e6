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
