import Testing
import UnwindConfig

/// Key depth and count are bounded before the parser sees the text: a 20 KB dotted key
/// 10,000 parts deep took 9.9 s and 922 MB in the parser.
@Suite struct TOMLBoundsTests {
    /// A dotted key `parts` deep, on `line`.
    static func dotted(_ parts: Int) -> String {
        (0..<parts).map { "k\($0)" }.joined(separator: ".") + " = 1"
    }

    @Test func aDeepDottedKeyIsRefusedOnItsLine() {
        let text = "interval = 5\n# a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r\nnote = \"x.y.z.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p\"\n" + Self.dotted(17) + "\n"
        #expect(throws: ConfigError(file: "f.toml", line: 4, key: nil, message: "key nested deeper than 16")) {
            try ConfigDocument(text: text, file: "f.toml")
        }
    }

    @Test func fiftyThousandPartsAreRefusedWithoutParsing() {
        // 50,000 parts (about 340 KB) reached 19.4 GB in the parser; here one pass refuses it.
        #expect(throws: ConfigError(file: "f.toml", line: 1, key: nil, message: "key nested deeper than 16")) {
            try ConfigDocument(text: Self.dotted(50_000) + "\n", file: "f.toml")
        }
    }

    @Test func sixteenPartsAreAccepted() throws {
        let document = try ConfigDocument(text: Self.dotted(16) + "\n", file: "f.toml")
        #expect(document.root["k0"]?.table != nil)
    }

    @Test(arguments: [
        ("[a.b.c.d.e.f.g.h.i.j.k.l.m.n]\nx.y.z = 1\n", 2),
        ("[[a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q]]\n", 1),
        ("a = { b = { c = { d = { e = { f = { g = { h = { i = { j = { k = { l = { m = { n = { o = { p = { q = 1 } } } } } } } } } } } } } } } }\n", 1),
        ("a.b.c.d.e.f.g.h = [ { i.j.k.l.m.n.o.p.q = 1 } ]\n", 1),
        ("s = '''\nx\n'''\n\"quoted\".b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.'q' = 1\n", 4),
    ])
    func depthCountsTablesInlineTablesAndQuotedParts(text: String, line: Int) {
        #expect(throws: ConfigError(file: "f.toml", line: line, key: nil, message: "key nested deeper than 16")) {
            try TOMLBounds.check(text, file: "f.toml")
        }
    }

    @Test(arguments: [
        "[a.b.c.d.e.f.g.h]\ni.j.k.l.m.n.o.p = 1\n",
        "a = [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]\n",
        "a = { b = 1, c = { d = 2 } }\ne = [ { f = 1 }, { g = 2 } ]\n",
        "t = 1979-05-27T07:32:00.999Z\nf = 1.5e3\nv = \"a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s\"\n",
    ])
    func shallowConfigsPass(text: String) throws {
        try TOMLBounds.check(text, file: "f.toml")
    }

    @Test func keyCountIsBounded() {
        let text = (0..<11).map { "k\($0) = \($0)" }.joined(separator: "\n")
        #expect(throws: ConfigError(file: "f.toml", line: 11, key: nil, message: "more than 10 keys; a config file has a few dozen")) {
            try TOMLBounds.check(text, file: "f.toml", maxKeys: 10)
        }
    }
}
