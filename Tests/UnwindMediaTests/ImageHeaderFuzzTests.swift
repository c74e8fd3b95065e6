import Foundation
import Testing
import UnwindMedia
import UnwindSlideshowTesting

/// Seeded, generated header cases over every format: intact files must be sized exactly as
/// they were built (so bombs are refused by the limit), and damaged ones must give a header
/// or a reason, never a trap or a hang. `UNWIND_FUZZ_CASES` and `UNWIND_FUZZ_SEED` run it
/// longer by hand.
@Suite struct ImageHeaderFuzzTests {
    static var caseCount: Int { ProcessInfo.processInfo.environment["UNWIND_FUZZ_CASES"].flatMap(Int.init) ?? 400 }
    static var seed: UInt64 { ProcessInfo.processInfo.environment["UNWIND_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_122 }

    @Test func generatedHeadersNeverTrapAndBombsNeverPass() throws {
        let limits = PhotoLimits(maxMegapixels: 100)
        var intact = 0, damaged = 0, refusedBombs = 0, readable = 0
        for (index, item) in ImageHeaderCases(seed: Self.seed).prefix(Self.caseCount).enumerated() {
            let context = "case \(index) (seed \(Self.seed)): \(item.format) \(item.declaredWidth)×\(item.declaredHeight)"
            let header: ImageHeader?
            do {
                header = try ImageHeader.parse(bytes: item.bytes)
                readable += 1
            } catch {
                header = nil
                #expect(!error.description.isEmpty, "\(context): an empty reason")
            }
            if item.mutated {
                damaged += 1
                if let header { #expect(header.width > 0 && header.height > 0, "\(context): \(header)") }
                continue
            }
            intact += 1
            let built = try #require(header, "\(context): an intact file must be sized")
            #expect(built.width == item.declaredWidth && built.height == item.declaredHeight, "\(context): read \(built)")
            if Double(item.declaredWidth) * Double(item.declaredHeight) > 100_000_000 {
                #expect(limits.refusal(for: built) != nil, "\(context): an over-limit image got through")
                refusedBombs += 1
            }
        }
        #expect(intact > 0 && damaged > 0 && refusedBombs > 0, "intact \(intact), damaged \(damaged), bombs \(refusedBombs), readable \(readable)")
    }

    /// Formats the show must refuse by content, written as an editor or camera would: the
    /// header reader names the format (or, for TGA, which has no magic, says it is none it
    /// decodes), at a small size and at a bomb's.
    @Test(arguments: RefusedImageFormat.allCases)
    func refusedFormatsAreRefusedByContent(format: RefusedImageFormat) {
        let named: [RefusedImageFormat: String] = [
            .xpm: "XPM", .xcf: "XCF", .jxl: "JPEG XL", .jxlContainer: "JPEG XL", .pam: "PAM", .bigTIFF: "BigTIFF", .tga: "not an image format",
        ]
        for (width, height) in [(24, 16), (30000, 30000)] {
            let bytes = ImageFileBuilder.refused(format, width: width, height: height)
            #expect(throws: ImageHeader.Problem.self, "\(format) \(width)×\(height)") { try ImageHeader.parse(bytes: bytes) }
            do {
                _ = try ImageHeader.parse(bytes: bytes)
            } catch {
                #expect(error.description.contains(named[format] ?? "?"), "\(format): \(error.description)")
            }
        }
    }

    /// The fuzz harness's files are what their manifest says: intact ones sized as built and
    /// within the limit, bombs sized as built and over it, refused formats refused.
    @Test func fuzzCasesAreWhatTheySay() throws {
        let limits = PhotoLimits(maxMegapixels: 100)
        var seen: [ImageFuzzCase.Kind: Int] = [:]
        for index in 0..<Self.caseCount {
            let item = ImageFuzzCase.make(seed: Self.seed, index: index)
            seen[item.kind, default: 0] += 1
            let context = "case \(index) (seed \(Self.seed)): \(item.kind) \(item.format) \(item.declaredWidth)×\(item.declaredHeight)"
            switch item.kind {
            case .intact where item.encodeHEIF != nil:
                #expect(item.bytes.isEmpty, "\(context): HEIF is encoded by the caller")
            case .intact, .bomb:
                let header = try #require(try? ImageHeader.parse(bytes: item.bytes), "\(context): not sized")
                #expect(header.width == item.declaredWidth && header.height == item.declaredHeight, "\(context): read \(header)")
                #expect((limits.refusal(for: header) != nil) == (item.kind == .bomb), "\(context): limit check disagrees")
            case .refused:
                if item.bytes.count > 40 {  // some are damaged down to a few bytes of something else
                    #expect(throws: ImageHeader.Problem.self, "\(context)") { try ImageHeader.parse(bytes: item.bytes) }
                }
            case .damaged:
                break  // anything, down to an empty file: the harness checks what the show does
            }
            #expect(ImageFuzzCase.make(seed: Self.seed, index: index).bytes == item.bytes, "\(context): not reproducible")
        }
        #expect(ImageFuzzCase.Kind.allCases.allSatisfy { seen[$0, default: 0] > 0 }, "kinds seen: \(seen)")
    }
}
