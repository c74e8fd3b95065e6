// X11's DPMS extension (libXext), for the display-power backend that puts an X server's
// monitors to sleep, and MIT-SHM, for the software renderer's window present
// (X11WindowImage). UnwindPlatform opens its own connections; SDL's stays untouched.
#ifndef UNWIND_CXEXT_SHIM_H
#define UNWIND_CXEXT_SHIM_H
#include <X11/Xlib.h>
#include <X11/extensions/dpms.h>
#include <X11/extensions/XShm.h>
#endif
