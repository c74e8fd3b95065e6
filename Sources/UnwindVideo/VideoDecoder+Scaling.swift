import CFFmpeg
import UnwindDraw

extension VideoDecoder {
    /// A decoded frame as I420 planes at `outputSize`, turned upright: copied as it is when the decoder
    /// already produced 8-bit 4:2:0 at that size, else converted by swscale's fast bilinear
    /// path (one pass, straight from the decoder's planes; no RGB in between).
    func convert(_ frame: UnsafeMutablePointer<AVFrame>, time: Double, index: Int) throws(VideoError) -> VideoFrame {
        let width = decodedSize.width, height = decodedSize.height
        let sourceWidth = Int(frame.pointee.width), sourceHeight = Int(frame.pointee.height)
        guard sourceWidth > 0, sourceHeight > 0 else { throw VideoError("the \(info.codec) decoder returned an empty frame") }
        // The planes of the last frame handed out are reused when nobody else holds them (the
        // caller uploaded and dropped it): a new 3 MB buffer a frame cost page faults and
        // zeroing that showed up as a fifth of a 1080p show's CPU time.
        var (y, u, v) = takePlanes(width: width, height: height)
        let format = AVPixelFormat(rawValue: frame.pointee.format)
        if format == AV_PIX_FMT_YUV420P, sourceWidth == width, sourceHeight == height {
            withUnsafeBytes(of: frame.pointee.data) { data in
                withUnsafeBytes(of: frame.pointee.linesize) { lines in
                    let planes = data.bindMemory(to: UnsafeMutablePointer<UInt8>?.self)
                    let strides = lines.bindMemory(to: Int32.self)
                    copy(planes[0], stride: Int(strides[0]), into: &y, width: width, height: height)
                    copy(planes[1], stride: Int(strides[1]), into: &u, width: width / 2, height: height / 2)
                    copy(planes[2], stride: Int(strides[2]), into: &v, width: width / 2, height: height / 2)
                }
            }
        } else {
            scaler = sws_getCachedContext(
                scaler, Int32(sourceWidth), Int32(sourceHeight), format, Int32(width), Int32(height), AV_PIX_FMT_YUV420P, SWS_FAST_BILINEAR,
                nil, nil, nil)
            guard let scaler else { throw VideoError("swscale cannot convert the \(info.codec) video's frames") }
            let status = y.withUnsafeMutableBufferPointer { yp in
                u.withUnsafeMutableBufferPointer { up in
                    v.withUnsafeMutableBufferPointer { vp in
                        let targets: [UnsafeMutablePointer<UInt8>?] = [yp.baseAddress, up.baseAddress, vp.baseAddress, nil]
                        let strides: [Int32] = [Int32(width), Int32(width / 2), Int32(width / 2), 0]
                        return withUnsafeBytes(of: frame.pointee.data) { data in
                            withUnsafeBytes(of: frame.pointee.linesize) { lines in
                                let planes = data.bindMemory(to: UnsafePointer<UInt8>?.self)
                                let sourceStrides = lines.bindMemory(to: Int32.self)
                                return sws_scale(scaler, planes.baseAddress, sourceStrides.baseAddress, 0, Int32(sourceHeight), targets, strides)
                            }
                        }
                    }
                }
            }
            guard status > 0 else { throw VideoError("swscale failed on a frame of the \(info.codec) video") }
        }
        let image = YUVImage(width: width, height: height, y: y, u: u, v: v)
        return VideoFrame(image: info.rotation == 0 ? image : image.rotated(clockwise: info.rotation), time: time, index: index)
    }

    /// Planes for a `width`×`height` frame: the last converted frame's, moved out so they are
    /// uniquely held (written in place), else new ones.
    private func takePlanes(width: Int, height: Int) -> ([UInt8], [UInt8], [UInt8]) {
        guard var image = state.converted?.image, image.width == width, image.height == height else {
            return (
                [UInt8](repeating: 0, count: width * height), [UInt8](repeating: 128, count: width * height / 4),
                [UInt8](repeating: 128, count: width * height / 4)
            )
        }
        state.converted = nil
        let planes = (image.y, image.u, image.v)
        image.y = []
        image.u = []
        image.v = []
        return planes
    }

    private func copy(_ source: UnsafeMutablePointer<UInt8>?, stride: Int, into plane: inout [UInt8], width: Int, height: Int) {
        guard let source else { return }
        plane.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            for row in 0..<height {
                (base + row * width).update(from: source + row * stride, count: width)
            }
        }
    }
}
