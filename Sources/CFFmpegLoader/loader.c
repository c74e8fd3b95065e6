// FFmpeg, loaded the first time a clip is opened rather than when Unwind starts.
//
// Linking libavformat and libavcodec pulls in about 100 codec libraries (x264, dav1d, vpx,
// OpenJPEG, ...) that the dynamic loader opens and relocates at every start, photos-only runs
// and `unwind render` included. Instead this file defines each FFmpeg function Unwind calls
// (listed once in ffmpeg_functions.def) as a small function of the same name and signature
// that calls the real one through a pointer dlsym found. Swift keeps calling FFmpeg's API
// through the CFFmpeg headers as before; the linker binds those calls to the definitions here.
#include "CFFmpegLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavformat/avio.h>
#include <libavutil/avutil.h>
#include <libavutil/dict.h>
#include <libavutil/display.h>
#include <libavutil/frame.h>
#include <libavutil/log.h>
#include <libavutil/mem.h>
#include <libavutil/channel_layout.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>

// The definitions below stay inside the executable: hidden, so a library loaded later never
// binds its own calls to them.
#pragma GCC visibility push(hidden)
// av_stream_get_side_data is deprecated in FFmpeg 5.1 (still there; Unwind reads the display matrix with it).
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

// One handle per library.
#define FFMPEG_LIBRARY(library, soname) static void *library##_handle;
#define FFMPEG_FUNCTION(library, type, name, parameters, arguments)
#define FFMPEG_PROCEDURE(library, name, parameters, arguments)
#include "ffmpeg_functions.def"
#undef FFMPEG_LIBRARY
#undef FFMPEG_FUNCTION
#undef FFMPEG_PROCEDURE

// One pointer per function, of the function's own type.
#define FFMPEG_LIBRARY(library, soname)
#define FFMPEG_FUNCTION(library, type, name, parameters, arguments) static type(*name##_pointer) parameters;
#define FFMPEG_PROCEDURE(library, name, parameters, arguments) static void(*name##_pointer) parameters;
#include "ffmpeg_functions.def"
#undef FFMPEG_LIBRARY
#undef FFMPEG_FUNCTION
#undef FFMPEG_PROCEDURE

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static int failed;

static void fail(const char *reason) {
    snprintf(failure, sizeof failure, "%s", reason ? reason : "unknown dynamic loader error");
    failed = 1;
}

static void load(void) {
    const char *reason;
#define FFMPEG_LIBRARY(library, soname)                                                                                \
    library##_handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);                                                          \
    if (!library##_handle) {                                                                                           \
        fail(dlerror());                                                                                               \
        return;                                                                                                        \
    }
#define FFMPEG_FUNCTION(library, type, name, parameters, arguments)
#define FFMPEG_PROCEDURE(library, name, parameters, arguments)
#include "ffmpeg_functions.def"
#undef FFMPEG_LIBRARY
#undef FFMPEG_FUNCTION
#undef FFMPEG_PROCEDURE

    // dlsym returns an object pointer; POSIX guarantees it converts to a function pointer.
#define FFMPEG_LIBRARY(library, soname)
#define FFMPEG_FUNCTION(library, type, name, parameters, arguments)                                                    \
    dlerror();                                                                                                         \
    *(void **)&name##_pointer = dlsym(library##_handle, #name);                                                        \
    if (!name##_pointer) {                                                                                             \
        reason = dlerror();                                                                                            \
        fail(reason ? reason : #name " not found");                                                                    \
        return;                                                                                                        \
    }
#define FFMPEG_PROCEDURE(library, name, parameters, arguments) FFMPEG_FUNCTION(library, void, name, parameters, arguments)
#include "ffmpeg_functions.def"
#undef FFMPEG_LIBRARY
#undef FFMPEG_FUNCTION
#undef FFMPEG_PROCEDURE
}

const char *cffmpeg_load(void) {
    pthread_once(&once, load);
    return failed ? failure : NULL;
}

// Every definition first makes sure FFmpeg is loaded. Unwind calls cffmpeg_load before its first
// FFmpeg call and never calls FFmpeg after a refusal, so the abort is only a programming error's
// guard: a call that would otherwise jump through a null pointer.
static void require(void) {
    const char *reason = cffmpeg_load();
    if (reason) {
        fprintf(stderr, "unwind: FFmpeg called without its libraries: %s\n", reason);
        abort();
    }
}

#define FFMPEG_LIBRARY(library, soname)
#define FFMPEG_FUNCTION(library, type, name, parameters, arguments)                                                    \
    type name parameters {                                                                                             \
        require();                                                                                                     \
        return name##_pointer arguments;                                                                               \
    }
#define FFMPEG_PROCEDURE(library, name, parameters, arguments)                                                         \
    void name parameters {                                                                                             \
        require();                                                                                                     \
        name##_pointer arguments;                                                                                      \
    }
#include "ffmpeg_functions.def"
#undef FFMPEG_LIBRARY
#undef FFMPEG_FUNCTION
#undef FFMPEG_PROCEDURE

#pragma GCC visibility pop
