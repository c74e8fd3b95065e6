// libwayland-client, for asking a Wayland compositor whether it offers an input seat before
// SDL starts (SDL 2.26 crashes in SDL_Init without one, libsdl-org/SDL#8898).
#ifndef UNWIND_CWAYLANDCLIENT_SHIM_H
#define UNWIND_CWAYLANDCLIENT_SHIM_H
#include <wayland-client.h>
#endif
