#include <stddef.h>
#include <stdio.h>
#include <setjmp.h>
#include <string.h>
#include <errno.h>
#include <jpeglib.h>
#include <jerror.h>
#include <turbojpeg.h>

// A JPEG decoded a few rows at a time through libjpeg's scanline API, so a photo never needs
// a buffer of its whole decoded size (96 MB for 24 MP): TurboJPEG 2.1 decodes only whole
// images. libjpeg reports errors by calling `error_exit`, which must not return; it jumps
// back to the call that started the step, which Swift cannot do, so each step is a C
// function with its own `setjmp`.
typedef struct cjpeg_stream {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr error;
    struct jpeg_source_mgr source;
    jmp_buf jump;
    int started;
    FILE *file;
    int warnings;
    char message[JMSG_LENGTH_MAX];
    /// The file's bytes, read 64 KB at a time (see `cjpeg_open_file`).
    JOCTET buffer[64 * 1024];
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

static void cjpeg_init_source(j_decompress_ptr info) { (void)info; }

/// The next 64 KB of the file; at its end (a truncated file) a warning and an end-of-image
/// marker, as libjpeg's own stdio source does, so what was decoded is kept.
static boolean cjpeg_fill_input(j_decompress_ptr info) {
    cjpeg_stream *stream = (cjpeg_stream *)info->client_data;
    size_t count = fread(stream->buffer, 1, sizeof(stream->buffer), stream->file);
    if (count == 0) {
        WARNMS(info, JWRN_JPEG_EOF);
        stream->buffer[0] = 0xFF;
        stream->buffer[1] = JPEG_EOI;
        count = 2;
    }
    stream->source.next_input_byte = stream->buffer;
    stream->source.bytes_in_buffer = count;
    return TRUE;
}

static void cjpeg_skip_input(j_decompress_ptr info, long count) {
    struct jpeg_source_mgr *source = info->src;
    if (count <= 0) return;
    while (count > (long)source->bytes_in_buffer) {
        count -= (long)source->bytes_in_buffer;
        (void)(*source->fill_input_buffer)(info);
    }
    source->next_input_byte += count;
    source->bytes_in_buffer -= (size_t)count;
}

static void cjpeg_term_source(j_decompress_ptr info) { (void)info; }

/// Reads the header of the file at `path`, opened read-only and read as the rows are decoded
/// (a 100 MP photo's 40 MB of JPEG never sit in memory whole). 0, or -1 with the reason in
/// `message`.
///
/// Why not `jpeg_stdio_src`: it reads 4 KB at a time, and libjpeg-turbo's fast Huffman decoder
/// runs only while 512 bytes per block of an MCU (3 KB for 4:2:0) are buffered, so three
/// quarters of a photo went through the slow one; 64 KB keeps it on the fast one, as a decode
/// from memory is (5 % of a 24 MP decode's CPU, docs/performance.md).
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
    stream->source.init_source = cjpeg_init_source;
    stream->source.fill_input_buffer = cjpeg_fill_input;
    stream->source.skip_input_data = cjpeg_skip_input;
    stream->source.resync_to_restart = jpeg_resync_to_restart;
    stream->source.term_source = cjpeg_term_source;
    stream->source.next_input_byte = NULL;
    stream->source.bytes_in_buffer = 0;
    stream->info.src = &stream->source;
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
