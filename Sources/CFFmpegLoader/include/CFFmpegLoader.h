#ifndef CFFMPEG_LOADER_H
#define CFFMPEG_LOADER_H

/// Opens FFmpeg's libraries (libavformat, libavcodec, libswscale, libavutil) and finds every
/// function Unwind calls, once per process: Unwind does not link FFmpeg, so a run that shows
/// only photos never loads its ~100 codec libraries. Returns NULL when FFmpeg is ready, else
/// the reason it is not (dlerror's text, naming the library or function), the same text on
/// every later call. Safe to call from any thread; call it before any other FFmpeg function.
const char *_Nullable cffmpeg_load(void);

#endif
