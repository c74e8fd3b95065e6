import Foundation
import UnwindPlaces
import UnwindRandom
import UnwindRuntime

/// The offline gazetteer: loading the bundled table (once per show, on the decode thread)
/// and naming a position with the k-d tree, beside a scan of every place, in one run.
enum PlacesBenchmark {
    static func run() throws {
        guard let path = AssetLocator.gazetteerPath() else {
            print("places: Assets/places/cities15000.tsv not found")
            return
        }
        var gazetteer: Gazetteer?
        let loads = try BenchStats.sampleMilliseconds(runs: 7, warmup: 1) { gazetteer = try Gazetteer(contentsOf: path) }
        guard let gazetteer else { return }
        print("places load \(gazetteer.places.count) places: \(BenchStats.summary(loads))")
        var random = SplitMix64(seed: 23)
        let queries = (0..<1000).map { _ in (Double.random(in: -60...70, using: &random), Double.random(in: -180...180, using: &random)) }
        var sink = 0
        let tree = BenchStats.sampleMilliseconds(runs: 21) {
            for (lat, lon) in queries { sink &+= gazetteer.place(latitude: lat, longitude: lon, within: .infinity)?.population ?? 0 }
        }
        let scan = BenchStats.sampleMilliseconds(runs: 5, warmup: 1) {
            for (lat, lon) in queries.prefix(100) {
                let nearest = gazetteer.places.min { distance(lat, lon, $0) < distance(lat, lon, $1) }
                sink &+= nearest?.population ?? 0
            }
        }
        let treeMicro = BenchStats.quantile(tree, 0.5) * 1000 / Double(queries.count)
        let scanMicro = BenchStats.quantile(scan, 0.5) * 1000 / 100
        print(String(format: "places lookup (k-d tree, with the bigger-place rule): median %.2f µs per position", treeMicro))
        print(String(format: "places lookup (scan of every place): median %.1f µs per position; tree is %.0fx faster", scanMicro, scanMicro / treeMicro))
        print("places sink \(sink & 1)")
    }

    /// Squared chord between a position and a place, as a scan would rank them.
    private static func distance(_ lat: Double, _ lon: Double, _ place: Place) -> Double {
        func point(_ la: Double, _ lo: Double) -> (Double, Double, Double) {
            let a = la * .pi / 180, o = lo * .pi / 180
            return (cos(a) * cos(o), cos(a) * sin(o), sin(a))
        }
        let p = point(lat, lon), q = point(place.latitude, place.longitude)
        return (p.0 - q.0) * (p.0 - q.0) + (p.1 - q.1) * (p.1 - q.1) + (p.2 - q.2) * (p.2 - q.2)
    }
}
