extension TileTiming {
    /// The total a tile transition runs for under `options`, or an error naming the bad value.
    static func validatedTotal(_ name: String, options: TransitionOptions, normal: Double, speedy: Double) throws -> Double {
        guard options.tileEdge.isFinite, options.tileEdge >= 1 else {
            throw TransitionSpecError.invalid(name, reason: "tile edge must be at least 1 pixel, got \(options.tileEdge)")
        }
        if let duration = options.duration {
            guard duration.isFinite, duration >= 0 else {
                throw TransitionSpecError.invalid(name, reason: "duration must be 0 seconds or more, got \(duration)")
            }
            return duration
        }
        return options.speedy ? speedy : normal
    }
}
