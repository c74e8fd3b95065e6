import UnwindDraw
import UnwindECS
import UnwindTime

extension TransitionSystems {
    /// The radial family: one draw system that draws the masked image at the frame's exact
    /// time. The mask's shape is a function of time, so no tick system keeps state for it.
    public static var radial: TransitionSystems {
        TransitionSystems(tick: [], draw: [(label: "radial.draw", run: drawRadialMasks)])
    }
}

/// Draws, per mask: the image under it (reveal), the fade overlay, then the masked image.
func drawRadialMasks(_ world: World) {
    guard let render = world.resource(RenderTime.self), var canvas = world.resource(FrameCanvas.self) else { return }
    var drew = false
    world.forEach(RadialMask.self) { _, mask in
        mask.draw(mask.state(at: render.seconds(since: mask.startTick)), into: &canvas.list)
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
