import Foundation
import Testing
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindPlatformTesting
import UnwindSlideshow
import UnwindTestSupport

@testable import UnwindScenes

/// A decode error is one typed value from the step that failed to the log line: the step
/// is kept, and its words become the line's reason once (a codec's own failures are covered
/// by the decoder tests; here the header and limit steps, and the upload's wording).
@Suite struct DecodeErrorTests {
    private func preparer() -> PhotoPreparer {
        PhotoPreparer(
            display: Size(width: 64, height: 48), maxTexture: Size(width: 4096, height: 4096), fit: .fit, background: .black, limits: PhotoLimits(),
            blurRadii: [], makesThumbnails: false)
    }

    @Test func eachStepSaysWhichItWasInItsOwnWords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decode-error-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("notes.jpg")
        try Data("not a photo at all".utf8).write(to: text)
        let blue = PhotoPath("\(SlideshowTestSupport.fixtures)/formats/blue.jpg")

        func failure(_ path: String) throws -> DecodeFailure {
            let result = try Headless.withSDL { preparer().prepare(Slide(PhotoPath(path)), request: 1, findsFocus: false) }
            guard case .failure(let failure) = result else { throw DecodeError(.decode, "\(path) prepared") }
            return failure
        }
        let header = try failure(text.path)
        #expect(header.error.stage == .header, "not an image: \(header.error)")
        #expect(header.reason == header.error.detail, "the line's reason is the step's own words, unchanged")

        // A header no limit admits (as the prober may hand it over): refused before decoding.
        let identity = try #require(FileIdentity.of(blue))
        let bomb = ImageHeader(format: .jpeg, width: 100_000, height: 100_000)
        let refused = preparer().prepare(Slide(blue), request: 2, findsFocus: false, known: [blue: KnownHeader(identity: identity, header: bomb)])
        guard case .failure(let limit) = refused else {
            Issue.record("a 10-gigapixel header is refused, got \(refused)")
            return
        }
        #expect(limit.error.stage == .limits && limit.reason.contains("megapixel"), "\(limit.error)")

        let upload = DecodeError(.upload, "out of texture memory")
        #expect(upload.description == "could not upload: out of texture memory", "an upload says it was one")
    }
}
