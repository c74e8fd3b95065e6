// Writes the seeded photo files of the fuzz harness's image-header family (scripts/fuzz.py)
// and a manifest saying what each one is, so the script can run each through the real
// `unwind slideshow` and check what the show did with it:
//
//   unwind-fuzz-images --seed 1 --count 40 --out DIR [--from 0] [--max-megapixels 100]
//
// DIR/manifest.json lists, per case: index, file, kind (intact, bomb, damaged, refused),
// format, the declared size, and what `ImageHeader` reads from the file as written (its
// size and whether it is over the limit, or why it is refused).
import Foundation
import UnwindCodecs
import UnwindDraw
import UnwindMedia
import UnwindSlideshowTesting

struct Entry: Encodable {
    var index: Int
    var file: String
    var kind: String
    var format: String
    var declaredWidth: Int
    var declaredHeight: Int
    var bytes: Int
    /// The header as the show reads it, nil when it refuses the file.
    var header: Header?
    /// Why the header reader refuses the file, nil when it sized it.
    var problem: String?
    /// True when the header is over the limit: the show must skip it without decoding.
    var overLimit: Bool
    /// Set when the real encoder failed (the file then holds the box-only stand-in).
    var encoderError: String?

    struct Header: Encodable {
        var format: String
        var width: Int
        var height: Int
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("unwind-fuzz-images: " + message + "\n").utf8))
    exit(2)
}

var seed: UInt64 = 1, from = 0, count = 40, out: String?, maxMegapixels = 100.0
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard let value = arguments.popFirst() else { fail("\(flag) needs a value") }
    func number<T: LosslessStringConvertible>(_: T.Type) -> T {
        guard let number = T(value) else { fail("\(flag): not a number: \(value)") }
        return number
    }
    switch flag {
    case "--seed": seed = number(UInt64.self)
    case "--from": from = number(Int.self)
    case "--count": count = number(Int.self)
    case "--out": out = value
    case "--max-megapixels": maxMegapixels = number(Double.self)
    default: fail("unknown option \(flag) (use --seed, --from, --count, --out, --max-megapixels)")
    }
}
guard let out else { fail("--out DIR is required") }
try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
let limits = PhotoLimits(maxMegapixels: maxMegapixels)
var entries: [Entry] = []
for index in from..<(from + count) {
    let item = ImageFuzzCase.make(seed: seed, index: index, maxMegapixels: maxMegapixels)
    let number = String(index)
    let name = "case-" + String(repeating: "0", count: max(0, 6 - number.count)) + number + "-\(item.kind.rawValue).\(item.fileExtension)"
    let path = out + "/" + name
    var encoderError: String?
    if let format = item.encodeHEIF {
        let blue = PixelBuffer(width: item.declaredWidth, height: item.declaredHeight, fill: Color(30, 144, 255))
        do {
            try HEIFEncoder.write(blue, to: path, compression: format == .avif ? .av1 : .hevc, quality: 80)
            if item.kind == .damaged {
                let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                try Data(item.damage(whole)).write(to: URL(fileURLWithPath: path))
            }
        } catch {
            encoderError = "\(error)"
            let stub = ImageFileBuilder.file(format, width: item.declaredWidth, height: item.declaredHeight)
            FileManager.default.createFile(atPath: path, contents: Data(stub))
        }
    } else {
        guard FileManager.default.createFile(atPath: path, contents: Data(item.bytes)) else { fail("cannot write \(path)") }
    }
    var entry = Entry(
        index: index, file: name, kind: item.kind.rawValue, format: item.format, declaredWidth: item.declaredWidth,
        declaredHeight: item.declaredHeight, bytes: 0, overLimit: false, encoderError: encoderError)
    entry.bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    do {
        let header = try ImageHeader.read(path: path)
        entry.header = Entry.Header(format: header.format.rawValue, width: header.width, height: header.height)
        entry.overLimit = limits.refusal(for: header) != nil
    } catch {
        entry.problem = error.description
    }
    entries.append(entry)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
try encoder.encode(entries).write(to: URL(fileURLWithPath: out + "/manifest.json"))
