import Foundation
import Testing
import UnwindMedia
import UnwindPhotos
import UnwindTestSupport

/// Live Photos by name, or by the content identifier both halves carry: the MOV of a still
/// is one item with it (never listed on its own); a MOV alone is a clip.
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

    @Test(.enabled(if: ClipMaker.isAvailable, "needs the ffmpeg command line (apt install ffmpeg)"))
    func aRenamedMotionIsPairedByItsContentIdentifier() throws {
        let tree = try TemporaryTree()
        let a = "11111111-AAAA-4AAA-8AAA-AAAAAAAAAAAA", b = "22222222-BBBB-4BBB-8BBB-BBBBBBBBBBBB"
        try tree.file("IMG_0001.HEIC.jpg", AppleLivePhoto.still(ExifJPEG.blue, identifier: a))
        try tree.file("Holiday 2021 - 1.jpeg", AppleLivePhoto.still(ExifJPEG.blue, identifier: b))
        try tree.file("plain.jpg", ExifJPEG.blue)
        try ClipMaker.make(tree.path + "/exported-7F3E.MOV", extra: AppleLivePhoto.movieArguments(identifier: a) + ["-f", "mov"])
        try ClipMaker.make(tree.path + "/IMG_0002.mov", extra: AppleLivePhoto.movieArguments(identifier: b) + ["-f", "mov"])
        try ClipMaker.make(tree.path + "/stranger.MOV", extra: AppleLivePhoto.movieArguments(identifier: "33333333-CCCC") + ["-f", "mov"])
        try ClipMaker.make(tree.path + "/untagged.mov", extra: ["-f", "mov"])
        let names = PhotoScanner(roots: [tree.path]).scan().photos.map { $0.lastComponent.description }.sorted()
        #expect(names == ["Holiday 2021 - 1.jpeg", "IMG_0001.HEIC.jpg", "plain.jpg", "stranger.MOV", "untagged.mov"], "\(names)")
        #expect(LivePhotos.motion(for: PhotoPath(tree.path + "/IMG_0001.HEIC.jpg"))?.lastComponent.description == "exported-7F3E.MOV")
        #expect(LivePhotos.motion(for: PhotoPath(tree.path + "/Holiday 2021 - 1.jpeg"))?.lastComponent.description == "IMG_0002.mov")
        #expect(LivePhotos.motion(for: PhotoPath(tree.path + "/plain.jpg")) == nil, "a still without an identifier has no motion")
        // The index lists folders the same way: the paired MOVs are no items there either.
        let listed = try FolderListing.read(PhotoPath(tree.path), statFiles: true).files.map { $0.path.lastComponent.description }.sorted()
        #expect(listed == names, "\(listed)")
    }
}
