import CTurboJPEG
import Foundation
import Testing
import UnwindCodecs
import UnwindDraw

/// The row-at-a-time decode (libjpeg's scanlines into the resampler) must give exactly the
/// pixels of a whole-image decode (TurboJPEG) reduced by the same resampler: the memory went,
/// the picture did not change.
@Suite struct JPEGDecoderStreamTests {
    /// TurboJPEG's whole decode at `eighths`/8, RGBX, accurate DCT, then the resampler.
    static func wholeDecode(_ jpeg: [UInt8], eighths: Int, to target: Size) throws -> PixelBuffer {
        let handle = try #require(tjInitDecompress())
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        _ = jpeg.withUnsafeBufferPointer { tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace) }
        let size = Size(width: JPEGDecoder.scaled(Int(width), eighths), height: JPEGDecoder.scaled(Int(height), eighths))
        var buffer = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let status = jpeg.withUnsafeBufferPointer { source in
            buffer.withUnsafeMutableBufferPointer { out in
                tjDecompress2(
                    handle, source.baseAddress, UInt(source.count), out.baseAddress, Int32(size.width), Int32(size.width * 4), Int32(size.height),
                    Int32(TJPF_RGBX.rawValue), TJFLAG_ACCURATEDCT)
            }
        }
        #expect(status == 0)
        return buffer.withUnsafeBytes { raw in
            Resampler.downscale(Resampler.Source(base: raw.baseAddress.unsafelyUnwrapped, size: size, rowBytes: size.width * 4, layout: .rgbx), to: target)
        }
    }

    @Test(arguments: [
        (Size(width: 300, height: 200), 5), (Size(width: 600, height: 400), 8), (Size(width: 97, height: 61), 2), (Size(width: 1000, height: 700), 8),
    ])
    func rowsGiveTheWholeDecodesPixels(target: Size, eighths: Int) throws {
        let source = JPEGDecoderTests.zonePlate(Size(width: 1000, height: 700))
        for progressive in [false, true] {
            let jpeg = try JPEGEncoder.encode(source, quality: 90, progressive: progressive)
            let streamed = try JPEGDecoder.decode(bytes: jpeg) { _ in target }
            #expect(streamed.eighths == eighths)
            let whole = try Self.wholeDecode(jpeg, eighths: streamed.eighths, to: target)
            #expect(streamed.image.pixels == whole, "\(target) at \(eighths)/8, progressive \(progressive)")
        }
    }

    /// Decoded on two cores (libjpeg a chunk of rows ahead of the resampler): the same pixels,
    /// the same warning for a cut file, the same refusal for a missing one.
    @Test func theParallelDecodeGivesTheSamePixels() throws {
        let source = JPEGDecoderTests.zonePlate(Size(width: 1000, height: 700))
        for progressive in [false, true] {
            let jpeg = try JPEGEncoder.encode(source, quality: 90, progressive: progressive)
            for target in [Size(width: 300, height: 200), Size(width: 1000, height: 700), Size(width: 97, height: 61)] {
                let serial = try JPEGDecoder.decode(bytes: jpeg) { _ in target }
                let parallel = try JPEGDecoder.decode(bytes: jpeg, parallel: true) { _ in target }
                #expect(parallel.image.pixels == serial.image.pixels, "\(target), progressive \(progressive)")
                #expect(parallel.eighths == serial.eighths && parallel.warning == nil)
            }
            let cut = Array(jpeg.prefix(jpeg.count / 2))
            let serial = try JPEGDecoder.decode(bytes: cut) { _ in Size(width: 200, height: 140) }
            let parallel = try JPEGDecoder.decode(bytes: cut, parallel: true) { _ in Size(width: 200, height: 140) }
            #expect(parallel.image.pixels == serial.image.pixels, "a cut file, progressive \(progressive)")
            #expect(parallel.warning == serial.warning && parallel.warning?.contains("damaged") == true, "\(String(describing: parallel.warning))")
        }
        let missing = #expect(throws: CodecError.self) { try JPEGDecoder.decode(path: Array("/nonexistent/gone.jpg".utf8), parallel: true) { $0 } }
        #expect(missing?.description.contains("No such file") == true, "\(String(describing: missing))")
    }

    /// A file is read as its rows are decoded, not loaded whole first: the same pixels as the
    /// bytes in memory, a cut file still shown with its warning, a missing one refused.
    @Test func aFileDecodesLikeItsBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-stream-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let jpeg = try JPEGEncoder.encode(JPEGDecoderTests.zonePlate(Size(width: 640, height: 480)), quality: 90)
        let whole = folder.appendingPathComponent("whole.jpg"), cut = folder.appendingPathComponent("cut.jpg")
        try Data(jpeg).write(to: whole)
        try Data(jpeg.prefix(jpeg.count / 2)).write(to: cut)
        let target: (Size) -> Size = { _ in Size(width: 200, height: 150) }
        let fromFile = try JPEGDecoder.decode(path: Array(whole.path.utf8), target: target)
        #expect(fromFile.image.pixels == (try JPEGDecoder.decode(bytes: jpeg, target: target)).image.pixels)
        #expect(fromFile.warning == nil)
        let fromCut = try JPEGDecoder.decode(path: Array(cut.path.utf8), target: target)
        #expect(fromCut.warning?.contains("damaged") == true)
        let missing = #expect(throws: CodecError.self) { try JPEGDecoder.decode(path: Array(folder.appendingPathComponent("gone.jpg").path.utf8)) { $0 } }
        #expect(missing?.description.contains("No such file") == true, "\(String(describing: missing))")
    }
}
