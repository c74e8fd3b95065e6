import UnwindECS

struct Position: Component, Equatable {
    var x: Double
    var y: Double
}

struct Velocity: Component, Equatable {
    var dx: Double
    var dy: Double
}

struct Health: Component, Equatable {
    var value: Int
}

struct Tag: Component, Equatable {}

/// A component with a reference-counted payload, to catch leaks and double frees in storage.
struct Name: Component, Equatable {
    var text: String
}

/// Reports its own deallocation, so tests can see when storage destroys a component.
final class LifetimeProbe {
    let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit()
    }
}

struct Probed: Component {
    var probe: LifetimeProbe
}
