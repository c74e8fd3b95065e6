/// Where the repository (and its bundled Assets) is, found from this source file.
enum RunnerTestsSupport {
    static var repositoryRoot: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }
}
