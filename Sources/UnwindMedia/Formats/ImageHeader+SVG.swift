/// SVG: SDL_image rasterises with nanosvg at the declared size (96 dpi), so that size is
/// the allocation. This follows nanosvg's own reading of the file: its tag scanner, the
/// `width`/`height`/`viewBox` of every `<svg>` element outside `<defs>` (the last one wins),
/// its number syntax and its units.
extension ImageHeader {
    /// SVG files above this are refused: nanosvg parses the whole text in memory first.
    static let largestSVG = 16 << 20

    static func svg(_ bytes: some ByteSource) throws(Problem) -> ImageHeader {
        guard bytes.size <= largestSVG else {
            throw Problem("the SVG is \(bytes.size >> 20) MB, over the \(largestSVG >> 20) MB the show rasterises")
        }
        let text = Array(bytes.read(at: 0, count: bytes.size).prefix { $0 != 0 })
        var state = SVGSize()
        for tag in svgTags(text) {
            state.apply(tag)
        }
        return try state.header()
    }

    /// Each tag's text between `<` and `>`, split as nanosvg's XML scanner splits them.
    private static func svgTags(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        var tags: [ArraySlice<UInt8>] = []
        var inTag = false, mark = 0
        for (i, byte) in text.enumerated() {
            if byte == UInt8(ascii: "<"), !inTag {
                inTag = true
                mark = i + 1
            } else if byte == UInt8(ascii: ">"), inTag {
                inTag = false
                tags.append(text[mark..<i])
            }
        }
        return tags
    }
}

/// What nanosvg would have made of the `<svg>` elements seen so far.
struct SVGSize {
    var width: Float = 0, height: Float = 0
    var viewWidth: Float = 0, viewHeight: Float = 0
    var inDefs = false
    var fontUnits = false

    mutating func apply(_ tag: ArraySlice<UInt8>) {
        var s = tag.startIndex
        let end = tag.endIndex
        func isSpace(_ b: UInt8) -> Bool { ImageHeader.isSpace(b) }
        while s < end, isSpace(tag[s]) { s += 1 }
        var closing = false, opening = true
        if s < end, tag[s] == UInt8(ascii: "/") {
            s += 1
            closing = true
            opening = false
        }
        guard s < end, tag[s] != UInt8(ascii: "?"), tag[s] != UInt8(ascii: "!") else { return }
        let nameStart = s
        while s < end, !isSpace(tag[s]) { s += 1 }
        let name = String(decoding: tag[nameStart..<s], as: UTF8.self)
        var attributes: [(String, ArraySlice<UInt8>)] = []
        while s < end, attributes.count < 126 {
            while s < end, isSpace(tag[s]) { s += 1 }
            guard s < end else { break }
            if tag[s] == UInt8(ascii: "/") {
                closing = true
                break
            }
            let keyStart = s
            while s < end, !isSpace(tag[s]), tag[s] != UInt8(ascii: "=") { s += 1 }
            let key = String(decoding: tag[keyStart..<s], as: UTF8.self)
            if s < end { s += 1 }
            while s < end, tag[s] != UInt8(ascii: "\""), tag[s] != UInt8(ascii: "'") { s += 1 }
            guard s < end else { break }
            let quote = tag[s]
            s += 1
            let valueStart = s
            while s < end, tag[s] != quote { s += 1 }
            attributes.append((key, tag[valueStart..<s]))
            if s < end { s += 1 }
        }
        if opening { start(name, attributes) }
        if closing, name == "defs" { inDefs = false }
    }

    private mutating func start(_ name: String, _ attributes: [(String, ArraySlice<UInt8>)]) {
        guard !inDefs else { return }
        if name == "defs" {
            inDefs = true
            return
        }
        guard name == "svg" else { return }
        for (key, value) in attributes {
            switch key {
            case "width": width = coordinate(value)
            case "height": height = coordinate(value)
            case "viewBox":
                var s = value.startIndex
                for index in 0..<4 {
                    let (number, next) = Self.number(value, from: s)
                    if index == 2 { viewWidth = number }
                    if index == 3 { viewHeight = number }
                    s = next
                    while s < value.endIndex, ImageHeader.isSpace(value[s]) || value[s] == UInt8(ascii: "%") || value[s] == UInt8(ascii: ",") { s += 1 }
                    // nanosvg stops reading this element's attributes when the list ends early.
                    if s >= value.endIndex, index < 3 { return }
                }
            default:
                continue
            }
        }
    }

    /// A length in pixels at 96 dpi; percentages come out 0 (nanosvg has no reference
    /// length for the root), font-relative units are flagged and refused later.
    private mutating func coordinate(_ value: ArraySlice<UInt8>) -> Float {
        let (number, s) = Self.number(value, from: value.startIndex)
        let unit = Array(value[s...].prefix(2))
        func unitIs(_ u: String) -> Bool { unit.starts(with: Array(u.utf8)) }
        if unitIs("px") { return number }
        if unitIs("pt") { return number / 72 * 96 }
        if unitIs("pc") { return number / 6 * 96 }
        if unitIs("mm") { return number / 25.4 * 96 }
        if unitIs("cm") { return number / 2.54 * 96 }
        if unitIs("in") { return number * 96 }
        if unitIs("%") { return 0 }
        if unitIs("em") || unitIs("ex") {
            fontUnits = true
            return number
        }
        return number
    }

    /// nanosvg's number syntax: sign, digits, fraction, exponent (not before `m`/`x`).
    static func number(_ text: ArraySlice<UInt8>, from start: Int) -> (Float, Int) {
        var s = start
        var literal: [UInt8] = []
        func digits() {
            while s < text.endIndex, (0x30...0x39).contains(text[s]) {
                literal.append(text[s])
                s += 1
            }
        }
        if s < text.endIndex, text[s] == UInt8(ascii: "-") || text[s] == UInt8(ascii: "+") {
            literal.append(text[s])
            s += 1
        }
        digits()
        if s < text.endIndex, text[s] == UInt8(ascii: ".") {
            literal.append(text[s])
            s += 1
            digits()
        }
        if s < text.endIndex, text[s] == UInt8(ascii: "e") || text[s] == UInt8(ascii: "E") {
            let after = s + 1 < text.endIndex ? text[s + 1] : 0
            if after != UInt8(ascii: "m"), after != UInt8(ascii: "x") {
                literal.append(UInt8(ascii: "e"))
                s += 1
                if s < text.endIndex, text[s] == UInt8(ascii: "-") || text[s] == UInt8(ascii: "+") {
                    literal.append(text[s])
                    s += 1
                }
                digits()
            }
        }
        let value = Double(String(decoding: literal.prefix(63), as: UTF8.self)) ?? Self.leadingValue(literal)
        return (Float(value), s)
    }

    /// The value of a literal Swift cannot parse whole (`-`, `1.`, `1e`): its usable prefix.
    private static func leadingValue(_ literal: [UInt8]) -> Double {
        var text = String(decoding: literal, as: UTF8.self)
        while !text.isEmpty {
            if let value = Double(text) { return value }
            text.removeLast()
        }
        return 0
    }

    func header() throws(ImageHeader.Problem) -> ImageHeader {
        guard !fontUnits else { throw ImageHeader.Problem("the SVG gives its size in font units (em/ex), which cannot be sized before rasterising") }
        let w = width > 0 ? width : width == 0 ? viewWidth : width
        let h = height > 0 ? height : height == 0 ? viewHeight : height
        guard w != 0, h != 0 else {
            throw ImageHeader.Problem("the SVG declares no size (width and height, or a viewBox); it is not rasterised")
        }
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { throw ImageHeader.Problem("the SVG declares an impossible size \(w)×\(h)") }
        let limit: Float = 1_073_741_824
        guard w < limit, h < limit else {
            throw ImageHeader.Problem("the SVG declares a size of \(w)×\(h) pixels, too large to rasterise")
        }
        return try ImageHeader.sized(.svg, width: Int(w.rounded(.up)), height: Int(h.rounded(.up)))
    }
}
