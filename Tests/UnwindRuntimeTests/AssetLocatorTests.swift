import Foundation
import Testing

@testable import UnwindRuntime

/// The UI font is found without the bundled Assets: overlays never vanish silently.
@Suite struct AssetLocatorTests {
    static let systemHasFonts = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/bin/fc-match"].contains {
        FileManager.default.fileExists(atPath: $0)
    }

    @Test(.enabled(if: systemHasFonts, "no DejaVu and no fontconfig on this machine"))
    func aSystemFontStandsInForTheBundledOne() throws {
        let path = try #require(AssetLocator.systemFontPath(), "a system font is found")
        #expect(FileManager.default.isReadableFile(atPath: path) && [".ttf", ".otf", ".ttc"].contains { path.lowercased().hasSuffix($0) }, "\(path)")
    }

    @Test func theBundledFontComesFirst() throws {
        let path = try #require(AssetLocator.fontPath())
        #expect(path.hasSuffix("Assets/fonts/DejaVuSans.ttf"), "from the repository's Assets when it is there: \(path)")
    }
}
