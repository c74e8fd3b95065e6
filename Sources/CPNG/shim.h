#include <png.h>
#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

/* libpng's simplified-API constants are macros built from other macros; these give Swift plain values. */
static const unsigned int unwind_png_image_version = PNG_IMAGE_VERSION;
static const unsigned int unwind_png_format_rgba = PNG_FORMAT_RGBA;
static const unsigned int unwind_png_format_flag_alpha = PNG_FORMAT_FLAG_ALPHA;
static const unsigned int unwind_png_image_flag_16bit_srgb = PNG_IMAGE_FLAG_16BIT_sRGB;

// A PNG decoded a row at a time through libpng's sequential reader, so a photo never needs a
// buffer of its whole decoded size (96 MB for 24 MP): the simplified API decodes only whole
// images. libpng reports errors by calling the error function, which must not return; it
// jumps back to the call that started the step, which Swift cannot do, so each step is a C
// function with its own `setjmp`. Warnings (a bad ancillary chunk) are dropped, as the
// simplified API drops them.
typedef struct cpng_stream {
    png_structp png;
    png_infop info;
    jmp_buf jump;
    FILE *file;
    png_uint_32 width, height;
    // Adam7-interlaced: the rows come in seven passes over the whole image.
    int interlaced;
    // An alpha channel or a tRNS chunk: the rows come out with real alpha.
    int alpha;
    char message[200];
} cpng_stream;

static void cpng_error(png_structp png, png_const_charp text) {
    cpng_stream *stream = (cpng_stream *)png_get_error_ptr(png);
    snprintf(stream->message, sizeof(stream->message), "%s", text ? text : "unknown error");
    longjmp(stream->jump, 1);
}

static void cpng_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/// Opens the file at `path` read-only and reads everything before the image data (read as
/// the rows are decoded: a big PNG's compressed data never sits in memory whole). 0, or -1
/// with the reason in `message`; -2 when the file could not be opened.
static inline int cpng_open_file(cpng_stream *stream, const char *path) {
    memset(stream, 0, sizeof(*stream));
    stream->file = fopen(path, "rb");
    if (!stream->file) {
        snprintf(stream->message, sizeof(stream->message), "%s", strerror(errno));
        return -2;
    }
    stream->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, stream, cpng_error, cpng_warning);
    if (!stream->png) {
        snprintf(stream->message, sizeof(stream->message), "libpng could not start");
        return -1;
    }
    if (setjmp(stream->jump)) return -1;
    stream->info = png_create_info_struct(stream->png);
    if (!stream->info) png_error(stream->png, "libpng could not start");
    png_init_io(stream->png, stream->file);
    png_read_info(stream->png, stream->info);
    stream->width = png_get_image_width(stream->png, stream->info);
    stream->height = png_get_image_height(stream->png, stream->info);
    stream->interlaced = png_get_interlace_type(stream->png, stream->info) != PNG_INTERLACE_NONE;
    int color = png_get_color_type(stream->png, stream->info);
    stream->alpha = (color & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(stream->png, stream->info, PNG_INFO_tRNS) != 0;
    return 0;
}

/// Sets up the transforms libpng's simplified API makes for 8-bit RGBA output, in its order
/// (pngread.c, `png_image_read_direct`), so the rows are those of `png_image_finish_read`:
/// palettes, low bit depths and tRNS expanded, grey turned RGB, 16 bits scaled to 8, gamma
/// from the file's gAMA/sRGB to sRGB (16-bit files without one taken as sRGB, as
/// `PNG_IMAGE_FLAG_16BIT_sRGB` asks), and an opaque 0xFF byte after RGB where there is no
/// alpha. 0, or -1 with the reason in `message` (also when a row is not `width` × 4 bytes).
static inline int cpng_start(cpng_stream *stream) {
    if (setjmp(stream->jump)) return -1;
    png_structp png = stream->png;
    int color = png_get_color_type(png, stream->info);
    int depth = png_get_bit_depth(png, stream->info);
    if ((color & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
    if (!stream->alpha) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    if (depth == 16) png_set_scale_16(png);
    png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
    png_set_expand(png);
    png_read_update_info(png, stream->info);
    if (png_get_rowbytes(png, stream->info) != (size_t)stream->width * 4) png_error(png, "libpng gave rows of an unexpected layout");
    return 0;
}

/// Decodes the next row into `row` (width × 4 bytes, R G B A). 1, or -1 with the reason in
/// `message` (a truncated file, a bad CRC, damaged compressed data).
static inline int cpng_read_row(cpng_stream *stream, unsigned char *row) {
    if (setjmp(stream->jump)) return -1;
    png_read_row(stream->png, row, NULL);
    return 1;
}

/// Frees what libpng holds and closes the file; safe after a failed step.
static inline void cpng_close(cpng_stream *stream) {
    if (stream->png) png_destroy_read_struct(&stream->png, stream->info ? &stream->info : NULL, NULL);
    stream->png = NULL;
    stream->info = NULL;
    if (stream->file) fclose(stream->file);
    stream->file = NULL;
}
