import ArgumentParser
import UnwindDraw

/// A `WxH` pixel size on the command line, e.g. `1920x1080`: each side 1...8192 and at most
/// 8K UHD's 33 megapixels. A 16384×16384 headless show needed gigabytes and minutes a frame
/// (photos are prepared at the output size); 8K is the largest screen Unwind drives.
struct SizeArgument: ExpressibleByArgument, Equatable {
    /// The longest side.
    static let maxSide = 8192
    /// The most pixels: 7680×4320.
    static let maxPixels = 7680 * 4320
    /// The rule as help and errors state it.
    static let rule = "WxH with each side 1...8192 and at most 7680x4320 pixels in all"

    let size: Size

    init(size: Size) {
        self.size = size
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let w = Int(parts[0]), let h = Int(parts[1]),
            (1...Self.maxSide).contains(w), (1...Self.maxSide).contains(h), w * h <= Self.maxPixels
        else { return nil }
        size = Size(width: w, height: h)
    }

    var defaultValueDescription: String { size.description }

    static var defaultCompletionKind: CompletionKind { .list(["1280x720", "1920x1080", "3840x2160"]) }
}
