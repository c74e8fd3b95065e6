#include <stddef.h>
#include <stdio.h>
#include <setjmp.h>
#include <string.h>
#include <errno.h>
#include <jpeglib.h>
#include <turbojpeg.h>

// A JPEG decoded a few rows at a time through libjpeg's scanline API, so a photo never needs
// a buffer of its whole decoded size (96 MB for 24 MP): TurboJPEG 2.1 decodes only whole
// images. libjpeg reports errors by calling `error_exit`, which must not return; it jumps
// back to the call that started the step, which Swift cannot do, so each step is a C
// function with its own `setjmp`.
typedef struct cjpeg_stream {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr error;
    jmp_buf jump;
    int started;
    FILE *file;
    int warnings;
    char message[JMSG_LENGTH_MAX];
} cjpeg_stream;

static void cjpeg_error_exit(j_common_ptr info) {
    cjpeg_stream *stream = (cjpeg_stream *)info->client_data;
    (*info->err->format_message)(info, stream->message);
    longjmp(stream->jump, 1);
}

// Warnings (a truncated file, a damaged marker) leave an image, filled with grey where data
// is missing; the first one's words are kept for the log. Trace messages are dropped.
static void cjpeg_emit_message(j_common_ptr info, int level) {
    cjpeg_stream *stream = (cjpeg_stream *)info->client_data;
    if (level >= 0) return;
    if (stream->warnings++ == 0) (*info->err->format_message)(info, stream->message);
}

static void cjpeg_output_message(j_common_ptr info) { (void)info; }

/// Clears the stream and routes libjpeg's errors and warnings to it (before either open).
static inline void cjpeg_reset(cjpeg_stream *stream) {
    memset(stream, 0, sizeof(*stream));
    stream->info.err = jpeg_std_error(&stream->error);
    stream->error.error_exit = cjpeg_error_exit;
    stream->error.emit_message = cjpeg_emit_message;
    stream->error.output_message = cjpeg_output_message;
    stream->info.client_data = stream;
}

/// Reads the header of `size` bytes at `data` (which must outlive the stream). 0, or -1 with
/// the reason in `message`.
static inline int cjpeg_open(cjpeg_stream *stream, const unsigned char *data, unsigned long size) {
    cjpeg_reset(stream);
    if (setjmp(stream->jump)) return -1;
    jpeg_create_decompress(&stream->info);
    stream->started = 1;
    jpeg_mem_src(&stream->info, data, size);
    jpeg_read_header(&stream->info, TRUE);
    return 0;
}

/// Reads the header of the file at `path`, opened read-only and read as the rows are decoded
/// (a 100 MP photo's 40 MB of JPEG never sit in memory whole). 0, or -1 with the reason in
/// `message`.
static inline int cjpeg_open_file(cjpeg_stream *stream, const char *path) {
    cjpeg_reset(stream);
    stream->file = fopen(path, "rb");
    if (!stream->file) {
        snprintf(stream->message, sizeof(stream->message), "%s", strerror(errno));
        return -1;
    }
    if (setjmp(stream->jump)) return -1;
    jpeg_create_decompress(&stream->info);
    stream->started = 1;
    jpeg_stdio_src(&stream->info, stream->file);
    jpeg_read_header(&stream->info, TRUE);
    return 0;
}

/// True when the JPEG holds CMYK or YCCK (Adobe's print files): rows then come out as CMYK.
static inline int cjpeg_is_cmyk(const cjpeg_stream *stream) {
    return stream->info.jpeg_color_space == JCS_CMYK || stream->info.jpeg_color_space == JCS_YCCK;
}

/// Starts decoding at `eighths`/8 of the stored size, with the accurate integer IDCT, into
/// RGBX rows (CMYK rows for a CMYK file). 0, or -1 with the reason in `message`.
static inline int cjpeg_start(cjpeg_stream *stream, int eighths) {
    if (setjmp(stream->jump)) return -1;
    stream->info.scale_num = (unsigned int)eighths;
    stream->info.scale_denom = 8;
    stream->info.dct_method = JDCT_ISLOW;
    stream->info.out_color_space = cjpeg_is_cmyk(stream) ? JCS_CMYK : JCS_EXT_RGBX;
    jpeg_start_decompress(&stream->info);
    return 0;
}

/// Decodes the next row into `row` (output_width × 4 bytes). 1, or -1 with the reason in
/// `message`.
static inline int cjpeg_read_row(cjpeg_stream *stream, unsigned char *row) {
    if (setjmp(stream->jump)) return -1;
    JSAMPROW rows[1] = {row};
    return (int)jpeg_read_scanlines(&stream->info, rows, 1);
}

/// Frees what libjpeg holds; safe after a failed step.
static inline void cjpeg_close(cjpeg_stream *stream) {
    if (stream->started) jpeg_destroy_decompress(&stream->info);
    stream->started = 0;
    if (stream->file) fclose(stream->file);
    stream->file = NULL;
}
