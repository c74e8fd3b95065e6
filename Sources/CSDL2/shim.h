// The one C header Unwind's platform layer sees: SDL2 and its image and font add-ons.
#ifndef UNWIND_CSDL2_SHIM_H
#define UNWIND_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
// SDL_GetWindowWMInfo, for the DRM file descriptor of the kmsdrm driver (display power).
// Without X11's and DirectFB's members, so Xlib's headers stay out of this module (CXext has
// them); the union keeps its fixed 64 bytes either way.
#undef SDL_VIDEO_DRIVER_X11
#undef SDL_VIDEO_DRIVER_DIRECTFB
#include <SDL2/SDL_syswm.h>
#endif
