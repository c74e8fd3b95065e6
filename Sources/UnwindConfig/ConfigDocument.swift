import Foundation
import TOMLKit

/// A parsed TOML config with the line of every key, and the typed, range-checked reads both
/// the slideshow and the breathing trainer use, so every bad value anywhere is reported the
/// same way: `file:line: key 'k': message`.
public struct ConfigDocument {
    /// The file named in errors.
    public let file: String
    /// The parsed document.
    public let root: TOMLTable
    /// Where each key is written.
    public let lines: TOMLKeyLines

    /// Reads `path` (size-capped, UTF-8 checked, see `ConfigFile`) and parses it.
    public static func load(_ path: String) throws(ConfigError) -> ConfigDocument {
        try ConfigDocument(text: ConfigFile.read(path), file: path)
    }

    /// Parses TOML text; `file` names it in errors.
    public init(text: String, file: String) throws(ConfigError) {
        if text.utf8.contains(0) {
            // TOMLKit hands the text to C++ as a C string, which would end at the NUL.
            _ = try ConfigFile.text(of: Data(text.utf8), file: file)
        }
        try TOMLBounds.check(text, file: file)
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(file: file, line: error.source.begin.line, key: nil, message: error.description)
        } catch {
            throw ConfigError(file: file, line: nil, key: nil, message: "\(error)")
        }
        self.file = file
        lines = TOMLKeyLines(text)
    }

    /// An error about the value at `path`, on its line (or its table's).
    public func error(_ path: [String], _ message: String) -> ConfigError {
        ConfigError(file: file, line: lines.nearestLine(of: path), key: path.joined(separator: "."), message: message)
    }

    /// A table's entries in the order they are written (TOMLKit's tables are sorted by
    /// key), so the first problem reported is the first in the file.
    /// - Complexity: O(k log k) for k keys.
    public func entries(of table: TOMLTable, at path: [String]) -> [(key: String, value: TOMLValueConvertible)] {
        let keyed = table.keys.compactMap { key in table[key].map { (key: key, value: $0, line: lines.nearestLine(of: path + [key]) ?? Int.max) } }
        return keyed.sorted { ($0.line, $0.key) < ($1.line, $1.key) }.map { (key: $0.key, value: $0.value) }
    }

    /// A number (integer or float) inside `range`.
    public func number(_ value: TOMLValueConvertible, at path: [String], in range: SettingRange) throws(ConfigError) -> Double {
        guard let number = value.double ?? value.int.map(Double.init) else {
            throw error(path, "expected a number, got \(value.type)")
        }
        guard range.contains(number) else {
            throw error(path, "must be \(range), got \(SettingRange.format(number))")
        }
        return number
    }

    /// A whole number inside `range`.
    public func integer(_ value: TOMLValueConvertible, at path: [String], in range: ClosedRange<Int>) throws(ConfigError) -> Int {
        guard let number = value.int else { throw error(path, "expected a whole number, got \(value.type)") }
        guard range.contains(number) else {
            throw error(path, "must be at least \(range.lowerBound) and at most \(range.upperBound), got \(number)")
        }
        return number
    }

    /// true or false.
    public func bool(_ value: TOMLValueConvertible, at path: [String]) throws(ConfigError) -> Bool {
        guard let flag = value.bool else { throw error(path, "expected true or false, got \(value.type)") }
        return flag
    }

    /// A string of at most `maxLength` bytes.
    public func string(_ value: TOMLValueConvertible, at path: [String], maxLength: Int = 4096) throws(ConfigError) -> String {
        guard let string = value.string else { throw error(path, "expected a string, got \(value.type)") }
        guard string.utf8.count <= maxLength else { throw error(path, "longer than \(maxLength) bytes") }
        return string
    }

    /// A list of at most `maxCount` strings, each at most `maxLength` bytes.
    public func strings(_ value: TOMLValueConvertible, at path: [String], maxCount: Int, maxLength: Int = 4096) throws(ConfigError) -> [String] {
        guard let array = value.array else { throw error(path, "expected a list of strings, got \(value.type)") }
        guard array.count <= maxCount else { throw error(path, "more than \(maxCount) entries (\(array.count))") }
        var out: [String] = []
        for element in array {
            guard let string = element.string else { throw error(path, "expected a list of strings") }
            guard string.utf8.count <= maxLength else { throw error(path, "an entry is longer than \(maxLength) bytes") }
            out.append(string)
        }
        return out
    }

    /// One of `allowed`.
    public func choice(_ value: TOMLValueConvertible, at path: [String], _ allowed: [String]) throws(ConfigError) -> String {
        guard let string = value.string, allowed.contains(string) else {
            throw error(path, "expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        return string
    }

    /// A table.
    public func table(_ value: TOMLValueConvertible, at path: [String], expected: String) throws(ConfigError) -> TOMLTable {
        guard let table = value.table else { throw error(path, "expected \(expected), got \(value.type)") }
        return table
    }
}
