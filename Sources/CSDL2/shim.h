// The one C header Unwind's platform layer sees: SDL2 and its image and font add-ons.
#ifndef UNWIND_CSDL2_SHIM_H
#define UNWIND_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#endif
