import GRDB
import UnwindMedia
import UnwindPhotos

/// Keeping the show's cycle and place across restarts.
extension PhotoLibrary {
    /// Saves the playlist's cycle and position. The cycle's photos are written only when the
    /// cycle differs from the one saved last (a new cycle, a rescan), so saving after every
    /// photo costs one small write.
    public func saveCycle(_ saved: SavedCycle) {
        perform("saving the show's place", fallback: ()) { database, generation in
            let unchanged = lastSavedCycle.withLock { $0?.generation == generation && $0?.cycle == saved.cycle }
            try database.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    if !unchanged {
                        try db.execute(sql: "DELETE FROM cycle_entry")
                        let insert = try db.cachedStatement(sql: "INSERT INTO cycle_entry (slot, path) VALUES (?, ?)")
                        for (slot, path) in saved.cycle.enumerated() { try insert.execute(arguments: [slot, path.blob]) }
                    }
                    let state = try db.cachedStatement(sql: "INSERT OR REPLACE INTO show_state (key, value) VALUES (?, ?)")
                    try state.execute(arguments: ["order", saved.order.rawValue])
                    try state.execute(arguments: ["position", saved.position])
                    try state.execute(arguments: ["cycle_count", saved.cycle.count])
                    return .commit
                }
            }
            if !unchanged { lastSavedCycle.withLock { $0 = (generation, saved.cycle) } }
        }
    }

    /// The cycle and position saved last, or nil when none was saved (or what was saved is
    /// incomplete: a cycle whose length does not match its record is not trusted).
    public func restoreCycle() -> SavedCycle? {
        perform("restoring the show's place", fallback: nil) { database, _ in
            try database.read { db -> SavedCycle? in
                let state = try Row.fetchAll(db, sql: "SELECT key, value FROM show_state")
                var values: [String: DatabaseValue] = [:]
                for row in state { values[row[0]] = row[1] }
                guard let orderName = values["order"].flatMap(String.fromDatabaseValue), let order = PlaylistOrder(rawValue: orderName),
                    let position = values["position"].flatMap(Int.fromDatabaseValue),
                    let count = values["cycle_count"].flatMap(Int.fromDatabaseValue)
                else { return nil }
                var cycle: [PhotoPath] = []
                cycle.reserveCapacity(count)
                let rows = try Row.fetchCursor(db, sql: "SELECT path FROM cycle_entry ORDER BY slot")
                while let row = try rows.next() { cycle.append(row.path(at: 0)) }
                guard cycle.count == count else { return nil }
                return SavedCycle(order: order, cycle: cycle, position: position)
            }
        }
    }
}
