// libgpiod 1.6 (Debian 12's libgpiod-dev), for a PIR motion sensor on a GPIO line.
#ifndef UNWIND_CGPIOD_SHIM_H
#define UNWIND_CGPIOD_SHIM_H
#include <gpiod.h>
#endif
