/// Why a `.po` file could not be read, naming the file and line so a translator can fix it.
public struct PoParseError: Error, Equatable, CustomStringConvertible {
    /// The catalog's path as given to the parser.
    public let file: String
    /// 1-based line where reading failed, so an editor can jump to it.
    public let line: Int
    /// What was wrong there, in words a translator can act on.
    public let reason: String

    /// An error pointing at `file:line`, explained by `reason`.
    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason`, the one line the program prints for a bad catalog.
    public var description: String { "\(file):\(line): \(reason)" }
}
