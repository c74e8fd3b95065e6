import ArgumentParser
import UnwindDraw

/// A `WxH` pixel size on the command line, e.g. `1920x1080`.
struct SizeArgument: ExpressibleByArgument, Equatable {
    let size: Size

    init(size: Size) {
        self.size = size
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
            (1...16384).contains(w), (1...16384).contains(h)
        else { return nil }
        size = Size(width: w, height: h)
    }

    var defaultValueDescription: String { size.description }

    static var defaultCompletionKind: CompletionKind { .list(["1280x720", "1920x1080", "3840x2160"]) }
}
