import Foundation
import Testing
import UnwindMedia
import UnwindPhotos
import UnwindTestSupport

/// Live Photos by name: the MOV beside a still of the same stem is one item with it (never
/// listed on its own); a MOV alone is a clip.
@Suite struct LivePhotosTests {
    @Test func theMotionBesideAStillIsNotListed() throws {
        let tree = try TemporaryTree()
        for name in ["IMG_1.HEIC", "IMG_1.MOV", "img_2.jpg", "img_2.mov", "holiday.mov", "IMG_3.png", "IMG_3.MOV", "IMG_4.jpg", "img_4.MOV"] {
            try tree.file(name)
        }
        let scan = PhotoScanner(roots: [tree.path]).scan()
        let names = scan.photos.map { $0.lastComponent.description }.sorted()
        #expect(names == ["IMG_1.HEIC", "IMG_3.MOV", "IMG_3.png", "IMG_4.jpg", "holiday.mov", "img_2.jpg", "img_4.MOV"], "\(names)")
        #expect(LivePhotos.motion(for: PhotoPath(tree.path + "/IMG_1.HEIC"))?.lastComponent.description == "IMG_1.MOV")
        #expect(LivePhotos.motion(for: PhotoPath(tree.path + "/img_2.jpg"))?.lastComponent.description == "img_2.mov")
        #expect(LivePhotos.motion(for: PhotoPath(tree.path + "/IMG_3.png")) == nil, "a PNG is no Live Photo's still")
    }
}
