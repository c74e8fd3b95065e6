#include <png.h>

/* libpng's simplified-API constants are macros built from other macros; these give Swift plain values. */
static const unsigned int unwind_png_image_version = PNG_IMAGE_VERSION;
static const unsigned int unwind_png_format_rgba = PNG_FORMAT_RGBA;
static const unsigned int unwind_png_format_flag_alpha = PNG_FORMAT_FLAG_ALPHA;
static const unsigned int unwind_png_image_flag_16bit_srgb = PNG_IMAGE_FLAG_16BIT_sRGB;
