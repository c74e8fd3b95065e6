import UnwindDraw
import UnwindECS
import UnwindTime

extension TransitionSystems {
    /// The composable family: one draw system that draws the leaving and arriving images
    /// with their properties at the frame's exact time (a function of time: no tick state).
    public static var composable: TransitionSystems {
        TransitionSystems(tick: [], draw: [(label: "composable.draw", run: drawComposableLayers)])
    }
}

/// Draws every layer at the frame's exact time, the one its transition stacks on top last
/// (insertions over removals unless the transition says otherwise).
func drawComposableLayers(_ world: World) {
    guard let render = world.resource(RenderTime.self), var canvas = world.resource(FrameCanvas.self) else { return }
    var layers: [ComposableLayer] = []
    world.forEach(ComposableLayer.self) { _, layer in layers.append(layer) }
    guard !layers.isEmpty else { return }
    func depth(_ layer: ComposableLayer) -> Int {
        let top: TransitionPhase = layer.transition.stacking == .removalOnTop ? .removal : .insertion
        return layer.phase == top ? 1 : 0
    }
    layers.sort { depth($0) < depth($1) }
    let bounds = layers[0].context.bounds
    canvas.list.append(.clip(bounds))
    for layer in layers {
        layer.image.draw(with: layer.properties(at: render.seconds(since: layer.startTick)), into: &canvas.list)
    }
    canvas.list.append(.clip(nil))
    world.setResource(canvas)
}

extension ImageLayer {
    /// Appends this image drawn with the given properties: one quad, or two cross-faded
    /// quads from the blur levels nearest the radius.
    public func draw(with properties: ViewProperties, into list: inout DrawList) {
        let opacity = Float(min(max(properties.opacity, 0), 1))
        guard opacity > 0, properties.scale > 0 else { return }
        let destination = properties.apply(to: self.destination)
        let rotation = Float(properties.rotation)
        let (lower, upper, mix) = blurPair(for: properties.blur)
        list.quad(lower.texture, source: lower.source, destination: destination, opacity: opacity, rotation: rotation)
        if let upper, mix > 0 {
            list.quad(upper.texture, source: upper.source, destination: destination, opacity: opacity * mix, rotation: rotation)
        }
    }

    /// The levels around `radius` (level 0 is the sharp image) and how much of the upper one shows.
    private func blurPair(for radius: Double) -> (lower: (texture: TextureID, source: Rect), upper: (texture: TextureID, source: Rect)?, mix: Float) {
        let sharp = (texture: texture, source: source)
        guard radius > 0.25, !blurLevels.isEmpty else { return (sharp, nil, 0) }
        func entry(_ level: BlurLevel) -> (texture: TextureID, source: Rect) {
            let s = Float(level.scale)
            return (level.texture, Rect(x: source.x * s, y: source.y * s, width: source.width * s, height: source.height * s))
        }
        var lowerRadius = 0.0
        var lower = sharp
        for level in blurLevels {
            if radius <= level.radius {
                let mix = Float((radius - lowerRadius) / max(level.radius - lowerRadius, 1e-9))
                return (lower, entry(level), mix)
            }
            lowerRadius = level.radius
            lower = entry(level)
        }
        return (lower, nil, 0)
    }
}
