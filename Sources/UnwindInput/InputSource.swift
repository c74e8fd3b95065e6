/// Input from outside the event pump: the remote control's inbox today, a presence sensor
/// or a second remote next. The runner takes every source's events once per frame, on the
/// render thread, and hands them to the scene with the pump's in one list, so any number of
/// sources reach every scene without a closure of the command line's in the frame loop.
public protocol InputSource: AnyObject {
    /// The events that arrived since the last call, oldest first; never blocks.
    func drainEvents() -> [InputEvent]
}
