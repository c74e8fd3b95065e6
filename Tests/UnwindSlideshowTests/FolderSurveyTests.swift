import Testing
import UnwindMedia
import UnwindSlideshow
import UnwindSlideshowTesting
import UnwindTestSupport

/// `FolderSurvey` skips a file exactly when the show would before decoding: the same walk,
/// the same header check, the same limit.
@Suite struct FolderSurveyTests {
    @Test func photosAreCountedByFormatAndSkippedFilesGiveTheShowsReason() throws {
        let tree = try TemporaryTree()
        _ = try tree.file("a.png", ImageFileBuilder.file(.png, width: 40, height: 30))
        _ = try tree.file("sub/b.gif", ImageFileBuilder.file(.gif, width: 20, height: 10))
        _ = try tree.file("sub/huge.png", ImageFileBuilder.file(.png, width: 20_000, height: 10_000))
        _ = try tree.file("truncated.jpg", [0xFF, 0xD8, 0xFF])
        _ = try tree.file("Screenshots/skip-me.png", ImageFileBuilder.file(.png, width: 10, height: 10))
        let excluded = try #require(FolderGlob("Screenshots"))
        let survey = FolderSurvey.survey(roots: [tree.path], excluding: [excluded], limits: PhotoLimits(maxMegapixels: 100))
        let root = try #require(survey.roots.first)
        #expect(root.problem == nil)
        #expect(root.formats == ["PNG": 1, "GIF": 1], "formats: \(root.formats)")
        #expect(survey.photos == 2 && survey.largestPixels == 40 * 30, "largest shown photo: \(survey.largestPixels)")
        let reasons = Dictionary(uniqueKeysWithValues: root.skipped.map { ("\($0.path)", $0.reason) })
        #expect(reasons["\(tree.path)/sub/huge.png"]?.contains("over the 100-megapixel limit") == true, "skipped: \(root.skipped)")
        #expect(reasons["\(tree.path)/truncated.jpg"] != nil, "skipped: \(root.skipped)")
        #expect(root.skipped.count == 2, "the excluded folder is not walked: \(root.skipped)")
    }

    @Test func aMissingRootSaysSoAndCountsNothing() throws {
        let tree = try TemporaryTree()
        let survey = FolderSurvey.survey(roots: [tree.path + "/gone"], excluding: [], limits: PhotoLimits())
        #expect(survey.roots.map(\.problem) == ["no such file or folder"])
        #expect(survey.photos == 0)
    }
}
