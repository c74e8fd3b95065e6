// X11's DPMS extension (libXext), for the display-power backend that puts an X server's
// monitors to sleep. UnwindPlatform opens its own connection; SDL's stays untouched.
#ifndef UNWIND_CXEXT_SHIM_H
#define UNWIND_CXEXT_SHIM_H
#include <X11/Xlib.h>
#include <X11/extensions/dpms.h>
#endif
