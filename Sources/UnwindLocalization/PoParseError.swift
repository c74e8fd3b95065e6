/// Why a `.po` file could not be read, naming the file and line so a translator can fix it.
public struct PoParseError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { "\(file):\(line): \(reason)" }
}
