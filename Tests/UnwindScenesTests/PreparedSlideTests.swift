import Foundation
import Testing
import UnwindDraw
import UnwindMedia
import UnwindPhotos
import UnwindPlatformTesting
import UnwindSlideshow
import UnwindTestSupport

@testable import UnwindScenes

/// One preparation job returns one value: the frame, its blurred copies, each photo's EXIF
/// facts and the thumbnail, or one failure naming the photo.
@Suite struct PreparedSlideTests {
    static let blue = PhotoPath("\(SlideshowTestSupport.fixtures)/formats/blue.jpg")

    func preparer(blurs: [Double] = [], thumbnails: Bool = false) -> PhotoPreparer {
        PhotoPreparer(
            display: Size(width: 64, height: 48), maxTexture: Size(width: 4096, height: 4096), fit: .fit,
            background: .black, limits: PhotoLimits(), blurRadii: blurs, makesThumbnails: thumbnails)
    }

    @Test func aSlideComesBackWithEverythingMadeForIt() throws {
        let rocket = PhotoPath(Repository.root + "/Assets/photos/rocket.jpg")
        let result = try Headless.withSDL { preparer(blurs: [2, 8], thumbnails: true).prepare(Slide(rocket), request: 3, findsFocus: true) }
        guard case .success(let slide) = result else {
            Issue.record("blue.jpg prepares, got \(result)")
            return
        }
        #expect(slide.blurs.map(\.radius) == [2, 8], "blurred copies travel with the slide")
        #expect(slide.metadata.keys.sorted() == [rocket], "the photo's EXIF facts travel with it")
        #expect(slide.thumbnail.map { $0.starts(with: [0xFF, 0xD8]) } == true, "a JPEG thumbnail for the remote")
        #expect(slide.focus != nil, "kenburns-smart gets a focus on a photo with detail")
    }

    /// A feed that says which of its items one cached file holds.
    final class NamingFeed: PhotoFeed, @unchecked Sendable {
        let file: PhotoPath
        let id: MediaID
        init(file: PhotoPath, id: MediaID) {
            self.file = file
            self.id = id
        }
        var current: [PhotoRecord] { [] }
        func take() -> PhotoChanges? { nil }
        func noteShown(_ path: PhotoPath) {}
        func wantsDisplayCopy(of path: PhotoPath) -> Bool { false }
        func keepDisplayCopy(_ jpeg: [UInt8], size: MediaSize, of path: PhotoPath) {}
        func displayCopyTooSmall(_ path: PhotoPath) {}
        func mediaID(of path: PhotoPath) -> MediaID? { path == file ? id : nil }
    }

    @Test func eachPhotoCarriesItsIdInItsSource() throws {
        let rocket = PhotoPath(Repository.root + "/Assets/photos/rocket.jpg")
        let network = MediaID(source: "share", key: Array("/Photos/rocket.jpg".utf8))
        var naming = preparer()
        naming.displayCopies = [NamingFeed(file: rocket, id: network)]
        let result = try Headless.withSDL { naming.prepare(Slide(rocket), request: 1, findsFocus: false) }
        guard case .success(let slide) = result else {
            Issue.record("rocket.jpg prepares, got \(result)")
            return
        }
        #expect(slide.ids[rocket] == network, "a feed's cached file is named by the feed's id: \(slide.ids)")
        #expect(slide.ids[rocket]?.description == "share:/Photos/rocket.jpg", "as the status shows it")
        let local = try Headless.withSDL { preparer().prepare(Slide(Self.blue), request: 2, findsFocus: false) }
        guard case .success(let plain) = local else {
            Issue.record("blue.jpg prepares, got \(local)")
            return
        }
        #expect(plain.ids[Self.blue] == MediaID(local: Self.blue), "any other file is its path's local id: \(plain.ids)")
    }

    @Test func aFailureIsOneValueNamingThePhoto() {
        let missing = PhotoPath("/nonexistent/unwind/photo.jpg")
        let result = preparer().prepare(Slide(missing), request: 9, findsFocus: false)
        guard case .failure(let failure) = result else {
            Issue.record("a missing photo must fail")
            return
        }
        #expect(failure.request == 9 && failure.path == missing && failure.gone, "got \(failure)")
    }

    @Test func theProbedHeaderIsUsedOnlyWhileTheFileIsTheSame() throws {
        let identity = try #require(FileIdentity.of(Self.blue))
        // A header no decode could accept proves which header the preparation used.
        let bomb = ImageHeader(format: .jpeg, width: 100_000, height: 100_000)
        let reused = preparer().prepare(Slide(Self.blue), request: 1, findsFocus: false, known: [Self.blue: KnownHeader(identity: identity, header: bomb)])
        guard case .failure(let refused) = reused else {
            Issue.record("the probed header of an unchanged file is used, got \(reused)")
            return
        }
        #expect(refused.reason.contains("megapixel"), "got \(refused.reason)")
        var stale = identity
        stale.modified += 1
        let reread = try Headless.withSDL {
            preparer().prepare(Slide(Self.blue), request: 2, findsFocus: false, known: [Self.blue: KnownHeader(identity: stale, header: bomb)])
        }
        guard case .success = reread else {
            Issue.record("a header probed from an older file is read again, got \(reread)")
            return
        }
    }
}
