import UnwindDraw
import UnwindECS
import UnwindTime

extension TransitionSystems {
    /// The radial family: a tick system that keeps each mask's shape current and a draw
    /// system that draws the masked image at the frame's exact time.
    public static var radial: TransitionSystems {
        TransitionSystems(
            tick: [(label: "radial.advance", run: advanceRadialMasks)],
            draw: [(label: "radial.draw", run: drawRadialMasks)])
    }
}

/// Sets each mask's shape for the tick that just ran.
func advanceRadialMasks(_ world: World) {
    guard let time = world.resource(FixedTime.self) else { return }
    world.forEach(RadialMask.self) { _, mask in
        mask.current = mask.state(at: Double(time.tick - mask.startTick) / Double(time.rate))
    }
}

/// Draws, per mask: the image under it (reveal), the fade overlay, then the masked image.
func drawRadialMasks(_ world: World) {
    guard let render = world.resource(RenderTime.self), var canvas = world.resource(FrameCanvas.self) else { return }
    var drew = false
    world.forEach(RadialMask.self) { _, mask in
        let seconds = (Double(render.time.tick - mask.startTick) + render.alpha) / Double(render.time.rate)
        mask.draw(mask.state(at: seconds), into: &canvas.list)
        drew = true
    }
    if drew { world.setResource(canvas) }
}

extension RadialMask {
    /// Appends this mask's commands for one state.
    public func draw(_ state: RadialMaskState, into list: inout DrawList) {
        if let under { list.append(under.quad()) }
        if let color = transition.fadeColor, state.fadeAlpha > 0 {
            list.fill(bounds, color.withOpacity(state.fadeAlpha))
        }
        for command in OvalMesh.commands(image: masked, oval: state.oval, softness: transition.edgeWidth, clip: bounds) {
            list.append(command)
        }
    }
}
