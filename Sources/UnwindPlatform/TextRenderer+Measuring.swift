import UnwindDraw

/// SDL_ttf's real measurements (`TTF_SizeUTF8` through `measure`) for layouts that live
/// outside the platform module.
extension TextRenderer: TextMeasuring {}
