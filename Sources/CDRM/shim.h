// libdrm's mode-setting API, for the display-power backend that sets a KMS connector's DPMS
// property on the DRM file descriptor SDL's kmsdrm driver holds.
#ifndef UNWIND_CDRM_SHIM_H
#define UNWIND_CDRM_SHIM_H
#include <xf86drm.h>
#include <xf86drmMode.h>
#endif
