import UnwindDraw

extension Surface {
    /// This surface, or a copy shrunk (keeping its shape) to fit `limit`: the last guard
    /// before a texture upload on a GPU with a small texture limit.
    public func fitting(within limit: Size) throws -> Surface {
        guard size.width > limit.width || size.height > limit.height else { return self }
        let scale = min(Double(limit.width) / Double(size.width), Double(limit.height) / Double(size.height))
        return try scaled(
            to: Size(width: max(1, min(limit.width, Int(Double(size.width) * scale))), height: max(1, min(limit.height, Int(Double(size.height) * scale)))))
    }
}
